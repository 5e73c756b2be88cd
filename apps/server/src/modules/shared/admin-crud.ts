import { deleteManyBodySchema, deleteManyResponseSchema, idParamsSchema } from '@tutor/contract/admin-common';
import { okResponseSchema } from '@tutor/contract/auth';
import { errorMessage } from '@tutor/contract/errors';
import { paginationSchema } from '@tutor/contract/list-query';
import { type PermissionAction, type PermissionResource, permissionsOf } from '@tutor/contract/permissions';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { AuthContext, RouteAccess } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/request-language';

export type CrudService<Item, Detail, ListQuery, CreateBody, UpdateBody> = {
  list(query: ListQuery, actor: AuthContext): Promise<{ data: Item[]; total: number }>;
  get(id: number, actor: AuthContext): Promise<Detail>;
  create(body: CreateBody, actor: AuthContext): Promise<Item>;
  update(id: number, body: UpdateBody, actor: AuthContext): Promise<Item>;
  remove(id: number, actor: AuthContext): Promise<void>;
};

export type CrudOptions = {
  /** Path under /api/admin, e.g. '/users'. */
  path: string;
  /** Permission resource: `book` → book:read to list and get, book:create, book:read + book:update, book:delete. */
  resource: PermissionResource;
  /** Actions given another access than the resource's codes (tags are read and made from any form). */
  access?: Partial<Record<PermissionAction, RouteAccess>>;
  tag: string;
  schemas: {
    item: z.ZodType;
    detail?: z.ZodType;
    listQuery: z.ZodType;
    create: z.ZodType;
    update: z.ZodType;
  };
};

export function actorOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

/**
 * The standard admin CRUD of spec §7 for one resource: list (paging, sort, filters), get, create,
 * update (PUT and PATCH), delete, and delete-many answering per id. Handlers only delegate; the
 * service holds the rules.
 */
export function registerCrud<Item, Detail, Q, C, U>(
  scope: FastifyInstance,
  options: CrudOptions,
  service: CrudService<Item, Detail, Q, C, U>,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { path, resource, schemas } = options;
  const tags = [options.tag];
  const perms = (...actions: PermissionAction[]): FastifyContextConfig => ({
    access: options.access?.[actions.at(-1) as PermissionAction] ?? permissionsOf(resource, ...actions),
  });
  const listResponse = z.object({ data: z.array(schemas.item), pagination: paginationSchema });

  app.get(
    path,
    {
      config: perms('read'),
      schema: { tags, querystring: schemas.listQuery, response: { 200: listResponse } },
    },
    async (request) => {
      const query = request.query as Q & { offset: number; limit: number };
      const { data, total } = await service.list(query, actorOf(request));
      return { data, pagination: { total, offset: query.offset, limit: query.limit } };
    },
  );
  app.get(
    `${path}/:id`,
    {
      config: perms('read'),
      schema: { tags, params: idParamsSchema, response: { 200: schemas.detail ?? schemas.item } },
    },
    (request) => service.get(request.params.id as number, actorOf(request)),
  );
  app.post(
    path,
    { config: perms('create'), schema: { tags, body: schemas.create, response: { 200: schemas.item } } },
    (request) => service.create(request.body as C, actorOf(request)),
  );
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: `${path}/:id`,
      // Spec §6: editing needs both read and update.
      config: perms('read', 'update'),
      schema: { tags, params: idParamsSchema, body: schemas.update, response: { 200: schemas.item } },
      handler: (request) => service.update(request.params.id as number, request.body as U, actorOf(request)),
    });
  }
  app.delete(
    `${path}/:id`,
    {
      config: perms('delete'),
      schema: { tags, params: idParamsSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      await service.remove(request.params.id as number, actorOf(request));
      return { ok: true as const };
    },
  );
  app.delete(
    path,
    {
      config: perms('delete'),
      schema: { tags, body: deleteManyBodySchema, response: { 200: deleteManyResponseSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      return deleteEach(request, request.body.ids as number[], (id) => service.remove(id, actor));
    },
  );
}

/**
 * Delete-many of spec §7: each id on its own (its own transaction), so one refusal does not undo the
 * others; the answer says which went and why the rest did not, in the caller's language.
 */
export async function deleteEach(
  request: FastifyRequest,
  ids: readonly number[],
  remove: (id: number) => Promise<void>,
): Promise<{ deleted: number[]; failed: { id: number; code: string; message: string }[] }> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new AppError('EMPTY_ID_LIST');
  const deleted: number[] = [];
  const failed: { id: number; code: string; message: string }[] = [];
  for (const id of unique) {
    try {
      await remove(id);
      deleted.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failed.push({ id, code: error.code, message: errorMessage(error.code, requestLanguage(request)) });
    }
  }
  return { deleted, failed };
}
