import fs from 'node:fs';
import { idParamsSchema } from '@tutor/contract/admin-common';
import {
  adminNewsListQuerySchema,
  adminNewsSchema,
  createNewsBodySchema,
  newsDetailSchema,
  newsDownloadQuerySchema,
  newsListQuerySchema,
  newsListResponseSchema,
  updateNewsBodySchema,
} from '@tutor/contract/news';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { FILE_MIME, readUploadedFile } from '../../lib/upload-files';
import { registerCrud } from '../shared/admin-crud';
import { ATTACHMENT_FOLDER, contentDisposition, MULTIPART_OVERHEAD_BYTES } from '../shared/attachments';
import { createNewsService, getPublishedNews, listPublishedNews, publishedAttachment } from './service';

const ADMIN_TAG = 'admin: news';

/** Gated by `news:*` codes, as the admin menu gates the news pages. */
export const adminNewsRoutes: FastifyPluginAsync = async (scope) => {
  const service = createNewsService(scope.db, scope.storage, scope.log);
  registerCrud(
    scope,
    {
      path: '/news',
      resource: 'news',
      tag: ADMIN_TAG,
      schemas: {
        item: adminNewsSchema,
        listQuery: adminNewsListQuerySchema,
        create: createNewsBodySchema,
        update: updateNewsBodySchema,
      },
    },
    service,
  );

  const app = scope.withTypeProvider<ZodTypeProvider>();
  const maxBytes = app.config.uploads.maxFileBytes;
  app.post(
    '/news/:id/upload',
    {
      config: { access: ['news:read', 'news:update'] },
      bodyLimit: maxBytes + MULTIPART_OVERHEAD_BYTES,
      schema: {
        tags: [ADMIN_TAG],
        summary: 'Attach a PDF to the article (multipart field "file"), replacing the previous one',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: adminNewsSchema },
      },
    },
    async (request) => {
      const file = await readUploadedFile(request, ['pdf'], maxBytes);
      return service.upload(request.params.id as number, file);
    },
  );
};

export const publicNewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['site: news'];
  app.get(
    '/news',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Published news, newest first, 20 a page',
        querystring: newsListQuerySchema,
        response: { 200: newsListResponseSchema },
      },
    },
    async (request) => {
      const { data, total } = await listPublishedNews(app.db, request.query);
      return { data, pagination: { total, offset: request.query.offset, limit: request.query.limit } };
    },
  );
  app.get(
    '/news/:id',
    {
      config: { access: 'public' },
      schema: { tags, params: idParamsSchema, response: { 200: newsDetailSchema } },
    },
    (request) => getPublishedNews(app.db, request.params.id as number),
  );
  app.get(
    '/news/download-document/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The PDF attached to a published article, as a download (type=inline opens it)',
        params: idParamsSchema,
        querystring: newsDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const id = request.params.id as number;
      const attachment = await publishedAttachment(app.db, id);
      const path = app.storage.pathOf('public', ATTACHMENT_FOLDER, attachment.file);
      let bytes: number;
      try {
        bytes = (await fs.promises.stat(path)).size;
      } catch (error) {
        // The row names a file the disk lacks (restored without the storage folder): for the reader it
        // is simply not attached; operators learn which file is missing.
        request.log.error({ err: error, newsId: id, file: attachment.file }, 'news attachment missing');
        throw new AppError('DOCUMENT_NOT_ATTACHED');
      }
      const disposition = contentDisposition(attachment.fileName);
      return reply
        .header('content-type', FILE_MIME.pdf)
        .header('content-length', bytes)
        .header(
          'content-disposition',
          request.query.type === 'inline' ? disposition.replace(/^attachment/, 'inline') : disposition,
        )
        .header('x-content-type-options', 'nosniff')
        .send(fs.createReadStream(path));
    },
  );
};
