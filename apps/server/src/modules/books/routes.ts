import { idParamsSchema } from '@tutor/contract/admin-common';
import {
  adminBookDetailSchema,
  adminBookListQuerySchema,
  adminBookSchema,
  bookDetailSchema,
  bookListQuerySchema,
  bookListResponseSchema,
  bookUploadQuerySchema,
  createBookBodySchema,
  updateBookBodySchema,
} from '@tutor/contract/books';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookCategories, bookImages, bookTags } from '../../db/schema';
import { readUploadedFile } from '../../lib/upload-files';
import { registerCrud } from '../shared/admin-crud';
import { MULTIPART_OVERHEAD_BYTES } from '../shared/attachments';
import { activeCategories } from '../shared/catalogue-links';
import { registerLinkRemoval } from '../shared/link-removal';
import { createBooksService } from './service';
import { createStorefrontBookReads } from './storefront';

const ADMIN_TAG = 'admin: books';

export const adminBooksRoutes: FastifyPluginAsync = async (scope) => {
  const service = createBooksService(scope.db, scope.storage, scope.log);
  registerCrud(
    scope,
    {
      path: '/books',
      resource: 'book',
      tag: ADMIN_TAG,
      schemas: {
        item: adminBookSchema,
        detail: adminBookDetailSchema,
        listQuery: adminBookListQuerySchema,
        create: createBookBodySchema,
        update: updateBookBodySchema,
      },
    },
    service,
  );

  const app = scope.withTypeProvider<ZodTypeProvider>();
  const maxBytes = app.config.uploads.maxFileBytes;
  app.post(
    '/books/:id/upload',
    {
      config: { access: ['book:read', 'book:update'] },
      bodyLimit: maxBytes + MULTIPART_OVERHEAD_BYTES,
      schema: {
        tags: [ADMIN_TAG],
        summary: 'Upload the preview PDF (field=previewPdf) or the trailer mp4 (field=trailer)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        querystring: bookUploadQuerySchema,
        response: { 200: adminBookDetailSchema },
      },
    },
    async (request) => {
      const { field } = request.query;
      const file = await readUploadedFile(request, [field === 'previewPdf' ? 'pdf' : 'mp4'], maxBytes);
      return service.upload(request.params.id as number, field, file);
    },
  );

  const links = [
    {
      path: '/category-books',
      owner: bookCategories.bookId,
      target: bookCategories.categoryId,
      param: 'categoryId',
    },
    { path: '/tag-books', owner: bookTags.bookId, target: bookTags.tagId, param: 'tagId' },
    { path: '/image-books', owner: bookImages.bookId, target: bookImages.imageId, param: 'imageId' },
  ] as const;
  for (const link of links)
    registerLinkRemoval(scope, {
      path: link.path,
      owner: link.owner,
      target: link.target,
      params: ['bookId', link.param],
      resource: 'book',
      tag: ADMIN_TAG,
    });
};

export const publicBooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['site: books'];
  const reads = createStorefrontBookReads(app.db);
  app.get(
    '/books',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'ACTIVE books: category and price filters, sorted by name by default',
        querystring: bookListQuerySchema,
        response: { 200: bookListResponseSchema },
      },
    },
    (request) =>
      reads.list(request.query, () =>
        app.publicCache.memo('categories:BOOK', () => activeCategories(app.db, 'BOOK')),
      ),
  );
  app.get(
    '/books/:id',
    {
      config: { access: 'public' },
      schema: { tags, params: idParamsSchema, response: { 200: bookDetailSchema } },
    },
    (request) => reads.get(request.params.id as number),
  );
};
