import { extraDataQuerySchema } from '@tutor/contract/admin-common';
import { permissionSchema, roleSchema } from '@tutor/contract/roles';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permissions } from '../../db/schema';
import { listAllRoles } from '../roles/service';

/**
 * `GET /admin/extra-data?type=…`: reference lists for admin forms in one call. Each domain adds its
 * type here as it lands (categories, tags, courses, …).
 */
export const adminExtraDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const loaders = {
    roles: () => listAllRoles(app.db),
    permissions: () =>
      app.db
        .select({
          id: permissions.id,
          name: permissions.name,
          code: permissions.code,
          resource: permissions.resource,
          action: permissions.action,
        })
        .from(permissions)
        .orderBy(asc(permissions.code)),
  };
  app.get(
    '/extra-data',
    {
      schema: {
        tags: ['admin'],
        querystring: extraDataQuerySchema,
        response: {
          200: z.object({
            roles: z.array(roleSchema).optional(),
            permissions: z.array(permissionSchema).optional(),
          }),
        },
      },
    },
    async (request) => {
      const types = [...new Set(request.query.type)];
      const entries = await Promise.all(types.map(async (type) => [type, await loaders[type]()] as const));
      return Object.fromEntries(entries);
    },
  );
};
