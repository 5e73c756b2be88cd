import fs from 'node:fs';
import { idParamsSchema } from '@tutor/contract/admin-common';
import {
  adminDocumentDetailSchema,
  adminDocumentListQuerySchema,
  adminDocumentSchema,
  createDocumentBodySchema,
  documentDetailSchema,
  documentListQuerySchema,
  documentListResponseSchema,
  documentsByCategoryQuerySchema,
  documentsByCategoryResponseSchema,
  downloadDocumentQuerySchema,
  updateDocumentBodySchema,
} from '@tutor/contract/documents';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentCategories, documentTags } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { FILE_MIME, readUploadedFile } from '../../lib/upload-files';
import { registerCrud } from '../shared/admin-crud';
import { contentDisposition, MULTIPART_OVERHEAD_BYTES } from '../shared/attachments';
import { registerLinkRemoval } from '../shared/link-removal';
import { createDocumentsService, DOCUMENT_FOLDER } from './service';
import {
  authorizeDownload,
  countDownload,
  documentsByCategory,
  getStorefrontDocument,
  listStorefrontDocuments,
} from './storefront';

const ADMIN_TAG = 'admin: documents';

export const adminDocumentsRoutes: FastifyPluginAsync = async (scope) => {
  const service = createDocumentsService(scope.db, scope.storage, scope.log);
  registerCrud(
    scope,
    {
      path: '/documents',
      resource: 'document',
      tag: ADMIN_TAG,
      schemas: {
        item: adminDocumentSchema,
        detail: adminDocumentDetailSchema,
        listQuery: adminDocumentListQuerySchema,
        create: createDocumentBodySchema,
        update: updateDocumentBodySchema,
      },
    },
    service,
  );

  const app = scope.withTypeProvider<ZodTypeProvider>();
  const maxBytes = app.config.uploads.maxFileBytes;
  app.post(
    '/documents/:id/upload',
    {
      config: { access: ['document:read', 'document:update'] },
      bodyLimit: maxBytes + MULTIPART_OVERHEAD_BYTES,
      schema: {
        tags: [ADMIN_TAG],
        summary: 'Attach the PDF of a document (multipart field "file"); kept in private storage',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: adminDocumentDetailSchema },
      },
    },
    async (request) => {
      const file = await readUploadedFile(request, ['pdf'], maxBytes);
      return service.upload(request.params.id as number, file);
    },
  );

  registerLinkRemoval(scope, {
    path: '/category-documents',
    owner: documentCategories.documentId,
    target: documentCategories.categoryId,
    params: ['documentId', 'categoryId'],
    resource: 'document',
    tag: ADMIN_TAG,
  });
  registerLinkRemoval(scope, {
    path: '/tag-documents',
    owner: documentTags.documentId,
    target: documentTags.tagId,
    params: ['documentId', 'tagId'],
    resource: 'document',
    tag: ADMIN_TAG,
  });
};

export const publicDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['site: documents'];
  app.get(
    '/documents',
    {
      config: { access: 'public' },
      schema: { tags, querystring: documentListQuerySchema, response: { 200: documentListResponseSchema } },
    },
    (request) => listStorefrontDocuments(app.db, request.query),
  );
  // Registered before `/documents/:id` only for readability: find-my-way prefers static segments anyway.
  app.get(
    '/documents/category',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Document categories with their counts and newest documents',
        querystring: documentsByCategoryQuerySchema,
        response: { 200: documentsByCategoryResponseSchema },
      },
    },
    async (request) => ({ data: await documentsByCategory(app.db, request.query.limit) }),
  );
  app.get(
    '/documents/:id',
    {
      config: { access: 'public' },
      schema: { tags, params: idParamsSchema, response: { 200: documentDetailSchema } },
    },
    (request) => getStorefrontDocument(app.db, request.params.id as number),
  );
  app.get(
    '/documents/download-document/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The PDF of a document, for anyone when free, else for buyers and staff',
        params: idParamsSchema,
        querystring: downloadDocumentQuerySchema,
      },
    },
    async (request, reply) => {
      const id = request.params.id as number;
      const document = await authorizeDownload(app.db, id, request.auth);
      const file = app.storage.pathOf('private', DOCUMENT_FOLDER, document.file as string);
      let bytes: number;
      try {
        bytes = (await fs.promises.stat(file)).size;
      } catch (error) {
        // The row names a file the disk does not have (a restore without the storage folder): tell the
        // user it is not attached, and operators what is missing.
        request.log.error({ err: error, documentId: id, file: document.file }, 'document file missing');
        throw new AppError('DOCUMENT_NOT_ATTACHED');
      }
      await countDownload(app.db, id);
      return reply
        .header('content-type', FILE_MIME.pdf)
        .header('content-length', bytes)
        .header('content-disposition', contentDisposition(document.fileName || `tai-lieu-${id}.pdf`))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(fs.createReadStream(file));
    },
  );
};
