import { deleteManyBodySchema, deleteManyResponseSchema, idParamsSchema } from '@tutor/contract/admin-common';
import { okResponseSchema } from '@tutor/contract/auth';
import {
  adminImageSchema,
  createImageFieldsSchema,
  imageListQuerySchema,
  imagesByCategoryResponseSchema,
  updateImageBodySchema,
} from '@tutor/contract/images';
import { paginationSchema } from '@tutor/contract/list-query';
import { idSchema } from '@tutor/contract/validators';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { receiveFile } from '../../lib/upload-files';
import { RequestValidationError } from '../../plugins/validation';
import { deleteEach } from '../shared/admin-crud';
import { type CreateImageInput, createImagesService, imagesByCategory } from './service';

const tags = ['admin: images'];

/**
 * The one picture of a multipart upload (field "file") with its text fields, streamed to a temporary
 * file. The size limit is the route's: a larger file answers FILE_TOO_LARGE before anything is stored.
 * The content check is storeImage's.
 */
async function readImageUpload(request: FastifyRequest, maxBytes: number): Promise<CreateImageInput> {
  if (!request.isMultipart()) throw new AppError('ONLY_IMAGES');
  const { path, fileName, fields: raw } = await receiveFile(request, maxBytes, 'ONLY_IMAGES');
  const parsed = createImageFieldsSchema.safeParse(raw);
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues, raw);
  return { path, fileName, fields: parsed.data };
}

/**
 * `/api/admin/images`: the media library, gated by `image:*` codes as the admin menu gates it. The
 * standard CRUD shape, written out because creating is a multipart upload rather than a JSON body.
 */
export const adminImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createImagesService(app.db, app.storage);
  const maxBytes = app.config.uploads.maxImageBytes;

  app.get(
    '/images',
    {
      config: { access: ['image:read'] },
      schema: {
        tags,
        querystring: imageListQuerySchema,
        response: { 200: z.object({ data: z.array(adminImageSchema), pagination: paginationSchema }) },
      },
    },
    async (request) => {
      const { data, total } = await service.list(request.query);
      return { data, pagination: { total, offset: request.query.offset, limit: request.query.limit } };
    },
  );
  app.get(
    '/images/:id',
    {
      config: { access: ['image:read'] },
      schema: { tags, params: idParamsSchema, response: { 200: adminImageSchema } },
    },
    (request) => service.get(request.params.id),
  );
  app.post(
    '/images',
    {
      config: { access: ['image:create'] },
      // Room for the text fields and multipart framing around the largest accepted picture.
      bodyLimit: maxBytes + 64 * 1024,
      schema: {
        tags,
        summary: 'Upload a picture (multipart: "file", and name, alt, folderId, categoryIds as text fields)',
        consumes: ['multipart/form-data'],
        response: { 200: adminImageSchema },
      },
    },
    async (request) => service.create(await readImageUpload(request, maxBytes)),
  );
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/images/:id',
      config: { access: ['image:read', 'image:update'] },
      schema: {
        tags,
        params: idParamsSchema,
        body: updateImageBodySchema,
        response: { 200: adminImageSchema },
      },
      handler: (request) => service.update(request.params.id, request.body),
    });
  }
  app.delete(
    '/images/:id',
    {
      config: { access: ['image:delete'] },
      schema: { tags, params: idParamsSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      await service.remove(request.params.id);
      return { ok: true as const };
    },
  );
  app.delete(
    '/images',
    {
      config: { access: ['image:delete'] },
      schema: { tags, body: deleteManyBodySchema, response: { 200: deleteManyResponseSchema } },
    },
    async (request) => {
      // One picture at a time: one still used by a slideshow must not keep the others.
      return deleteEach(request, request.body.ids, (id) => service.remove(id));
    },
  );
  app.delete(
    '/category-images/:imageId/:categoryId',
    {
      config: { access: ['image:read', 'image:update'] },
      schema: {
        tags,
        summary: 'Take a picture out of a category (the picture stays)',
        params: z.strictObject({ imageId: idSchema, categoryId: idSchema }),
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await service.unlinkCategory(request.params.imageId, request.params.categoryId);
      return { ok: true as const };
    },
  );
};

/** `GET /api/images/category`: the storefront gallery (public, cached a minute). */
export const publicImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/images/category',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['site'],
        summary: 'Image categories with their newest pictures',
        response: { 200: imagesByCategoryResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return imagesByCategory(app.db);
    },
  );
};
