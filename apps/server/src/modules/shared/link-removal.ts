import { okResponseSchema } from '@tutor/contract/auth';
import { type PermissionResource, permissionsOf } from '@tutor/contract/permissions';
import { idSchema } from '@tutor/contract/validators';
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';

/**
 * `DELETE /admin/{link}/{a}/{b}` (spec §7 "removal links"): removes one link row, NOT_FOUND when there
 * was none. Editing the owner is what it changes, so it needs the owner's update permission.
 */
export function registerLinkRemoval(
  scope: FastifyInstance,
  options: {
    path: string;
    owner: AnyPgColumn;
    target: AnyPgColumn;
    params: [string, string];
    resource: PermissionResource;
    tag: string;
    /** Runs after a link is removed (e.g. to mark the owner changed). */
    onRemoved?: (ownerId: number) => Promise<void>;
  },
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const [ownerParam, targetParam] = options.params;
  app.delete(
    `${options.path}/:${ownerParam}/:${targetParam}`,
    {
      config: { access: permissionsOf(options.resource, 'read', 'update') },
      schema: {
        tags: [options.tag],
        params: z.strictObject({ [ownerParam]: idSchema, [targetParam]: idSchema }),
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      const params = request.params as Record<string, number>;
      const ownerId = params[ownerParam] as number;
      const deleted = await app.db
        .delete(options.owner.table as PgTable)
        .where(and(eq(options.owner, ownerId), eq(options.target, params[targetParam] as number)))
        .returning({ ownerId: options.owner });
      if (deleted.length === 0) throw notFound();
      await options.onRemoved?.(ownerId);
      return { ok: true as const };
    },
  );
}
