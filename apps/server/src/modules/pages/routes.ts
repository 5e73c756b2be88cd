import { idParamsSchema } from '@tutor/contract/admin-common';
import { paginationSchema } from '@tutor/contract/list-query';
import {
  adminPageListQuerySchema,
  adminPageSchema,
  pageCodeParamsSchema,
  publicPageSchema,
  publicPagesResponseSchema,
  updatePageBodySchema,
} from '@tutor/contract/pages';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUploadedFile } from '../../lib/upload-files';
import { MULTIPART_OVERHEAD_BYTES } from '../shared/attachments';
import { createPagesService, getPublicPage, listPublicPages } from './service';

const ADMIN_TAG = 'admin: pages';

/**
 * Pages are fixed rows: the back office lists, reads and edits them (spec §7: GET and PUT only), so
 * there is deliberately no create, delete or PATCH here. Pages have no permission resource of their
 * own: like the admin menu, they belong to whoever manages the site's menus (`menu:*`).
 */
export const adminPagesRoutes: FastifyPluginAsync = async (scope) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = createPagesService(app.db, app.storage, app.log);
  const tags = [ADMIN_TAG];

  app.get(
    '/pages',
    {
      config: { access: ['menu:read'] },
      schema: {
        tags,
        querystring: adminPageListQuerySchema,
        response: { 200: z.object({ data: z.array(adminPageSchema), pagination: paginationSchema }) },
      },
    },
    async (request) => {
      const { data, total } = await service.list(request.query);
      return { data, pagination: { total, offset: request.query.offset, limit: request.query.limit } };
    },
  );
  app.get(
    '/pages/:id',
    {
      config: { access: ['menu:read'] },
      schema: { tags, params: idParamsSchema, response: { 200: adminPageSchema } },
    },
    (request) => service.get(request.params.id as number),
  );
  app.put(
    '/pages/:id',
    {
      config: { access: ['menu:read', 'menu:update'] },
      schema: {
        tags,
        params: idParamsSchema,
        body: updatePageBodySchema,
        response: { 200: adminPageSchema },
      },
    },
    (request) => service.update(request.params.id as number, request.body),
  );
  const maxBytes = app.config.uploads.maxFileBytes;
  app.post(
    '/pages/:id/upload',
    {
      config: { access: ['menu:read', 'menu:update'] },
      bodyLimit: maxBytes + MULTIPART_OVERHEAD_BYTES,
      schema: {
        tags,
        summary: 'Attach a PDF to the page (multipart field "file"), replacing the previous one',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: adminPageSchema },
      },
    },
    async (request) => {
      const file = await readUploadedFile(request, ['pdf'], maxBytes);
      return service.upload(request.params.id as number, file);
    },
  );
};

export const publicPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['site: pages'];
  app.get(
    '/pages',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Every fixed page', response: { 200: publicPagesResponseSchema } },
    },
    async () => ({ data: await listPublicPages(app.db) }),
  );
  app.get(
    '/pages/:code',
    {
      config: { access: 'public' },
      schema: { tags, params: pageCodeParamsSchema, response: { 200: publicPageSchema } },
    },
    (request) => getPublicPage(app.db, request.params.code),
  );
};
