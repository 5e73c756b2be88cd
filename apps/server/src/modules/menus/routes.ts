import { idParamsSchema } from '@tutor/contract/admin-common';
import {
  addMenuBodySchema,
  deleteMenusBodySchema,
  menuChangeResponseSchema,
  menuItemSchema,
  menuListQuerySchema,
  menuListResponseSchema,
  showOnHomeBodySchema,
  updateMenuBodySchema,
} from '@tutor/contract/menus';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMenusService } from './service';

/**
 * The five website menus (spec §7 "Menus"), gated by `menu:*` codes as the admin menu gates them. The client may
 * know the neighbours a move touches, but the server computes every link itself under a per-menu lock
 * and answers the rows it changed.
 */
export const adminMenusRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMenusService(app.db);
  const tags = ['admin: menus'];

  app.get(
    '/menus',
    {
      config: { access: ['menu:read'] },
      schema: { tags, querystring: menuListQuerySchema, response: { 200: menuListResponseSchema } },
    },
    async (request) => ({
      data: await service.list({ type: request.query.type, courseType: request.query.courseType ?? null }),
    }),
  );

  app.post(
    '/menus/add',
    {
      config: { access: ['menu:read', 'menu:create'] },
      schema: {
        tags,
        summary: 'Add an item after leftId (null: first; absent: last)',
        body: addMenuBodySchema,
        response: { 200: menuChangeResponseSchema },
      },
    },
    async (request) => service.add(request.body),
  );

  app.post(
    '/menus/update',
    {
      config: { access: ['menu:read', 'menu:update'] },
      schema: {
        tags,
        summary: 'Rename and/or move an item (with its children) after leftId among parentId’s children',
        body: updateMenuBodySchema,
        response: { 200: menuChangeResponseSchema },
      },
    },
    async (request) => service.update(request.body),
  );

  app.post(
    '/menus/delete',
    {
      config: { access: ['menu:read', 'menu:delete'] },
      schema: {
        tags,
        summary: 'Delete items with their children, relinking their neighbours',
        body: deleteMenusBodySchema,
        response: { 200: menuChangeResponseSchema },
      },
    },
    async (request) => service.remove(request.body.ids),
  );

  app.put(
    '/menus/show-on-home/:id',
    {
      config: { access: ['menu:read', 'menu:update'] },
      schema: {
        tags,
        params: idParamsSchema,
        body: showOnHomeBodySchema,
        response: { 200: menuItemSchema },
      },
    },
    async (request) => service.setShowOnHome(request.params.id, request.body.showOnHome),
  );
};
