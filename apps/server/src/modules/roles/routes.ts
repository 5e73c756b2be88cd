import { idParamsSchema } from '@tutor/contract/admin-common';
import {
  createRoleBodySchema,
  roleListQuerySchema,
  rolePermissionsBodySchema,
  rolePermissionsResponseSchema,
  roleSchema,
  updateRoleBodySchema,
} from '@tutor/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, registerCrud } from '../shared/admin-crud';
import { createRolesService } from './service';

export const adminRolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRolesService(app.db);
  registerCrud(
    app,
    {
      path: '/roles',
      resource: 'role',
      tag: 'admin: roles',
      schemas: {
        item: roleSchema,
        listQuery: roleListQuerySchema,
        create: createRoleBodySchema,
        update: updateRoleBodySchema,
      },
    },
    service,
  );
  app.get(
    '/roles/:id/permissions',
    {
      config: { access: ['role:read'] },
      schema: {
        tags: ['admin: roles'],
        params: idParamsSchema,
        response: { 200: rolePermissionsResponseSchema },
      },
    },
    async (request) => ({ permissionIds: await service.getPermissionIds(request.params.id) }),
  );
  app.post(
    '/roles/:id/permissions',
    {
      config: { access: ['role:read', 'role:update'] },
      schema: {
        tags: ['admin: roles'],
        summary: 'Replace the role’s permissions with exactly these ids',
        params: idParamsSchema,
        body: rolePermissionsBodySchema,
        response: { 200: rolePermissionsResponseSchema },
      },
    },
    async (request) => ({
      permissionIds: await service.setPermissionIds(
        request.params.id,
        request.body.permissionIds,
        actorOf(request),
      ),
    }),
  );
};
