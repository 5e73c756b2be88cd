import fs from 'node:fs';
import { idParamsSchema } from '@tutor/contract/admin-common';
import {
  addExamQuestionsBodySchema,
  adminExamDetailSchema,
  adminExamListQuerySchema,
  adminExamQuestionsResponseSchema,
  adminExamSchema,
  copyExamQuestionsBodySchema,
  createExamBodySchema,
  downloadExamDocumentQuerySchema,
  examDetailSchema,
  examListQuerySchema,
  examListResponseSchema,
  examQuestionParamsSchema,
  examsByCategoryQuerySchema,
  examsByCategoryResponseSchema,
  reorderExamQuestionsBodySchema,
  updateExamBodySchema,
  uploadExamFileQuerySchema,
} from '@tutor/contract/exams';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { examCategories, examTags } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { FILE_MIME, readUploadedFile } from '../../lib/upload-files';
import { registerCrud } from '../shared/admin-crud';
import { contentDisposition, MULTIPART_OVERHEAD_BYTES } from '../shared/attachments';
import { activeCategories } from '../shared/catalogue-links';
import { registerLinkRemoval } from '../shared/link-removal';
import { createExamsAdminService, EXAM_FOLDER } from './admin-service';
import { createExamQuestionsService } from './exam-questions';
import {
  authorizeExamDownload,
  examsByCategory,
  getPublicExam,
  listStorefrontExams,
  myAttempts,
} from './storefront';

const ADMIN_TAG = 'admin: exams';

export const adminExamsRoutes: FastifyPluginAsync = async (scope) => {
  const service = createExamsAdminService(scope.db, scope.storage, scope.log);
  registerCrud(
    scope,
    {
      path: '/exams',
      resource: 'exam',
      tag: ADMIN_TAG,
      schemas: {
        item: adminExamSchema,
        detail: adminExamDetailSchema,
        listQuery: adminExamListQuerySchema,
        create: createExamBodySchema,
        update: updateExamBodySchema,
      },
    },
    service,
  );

  const app = scope.withTypeProvider<ZodTypeProvider>();
  const maxBytes = app.config.uploads.maxFileBytes;
  app.post(
    '/exams/:id/upload',
    {
      config: { access: ['exam:read', 'exam:update'] },
      bodyLimit: maxBytes + MULTIPART_OVERHEAD_BYTES,
      schema: {
        tags: [ADMIN_TAG],
        summary:
          'Attach the paper (?type=document) or its solutions (?type=answer) as a PDF; private storage',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        querystring: uploadExamFileQuerySchema,
        response: { 200: adminExamDetailSchema },
      },
    },
    async (request) => {
      const file = await readUploadedFile(request, ['pdf'], maxBytes);
      return service.upload(request.params.id as number, request.query.type, file);
    },
  );

  const questions = createExamQuestionsService(scope.db);
  const questionsTags = [ADMIN_TAG];
  const response = { 200: adminExamQuestionsResponseSchema };
  app.get(
    '/exams/:id/exam-questions',
    {
      config: { access: ['exam-question:read'] },
      schema: {
        tags: questionsTags,
        summary: 'The paper in order, with a summary per part',
        params: idParamsSchema,
        response,
      },
    },
    (request) => questions.list(request.params.id as number),
  );
  app.post(
    '/exams/:id/exam-questions',
    {
      config: { access: ['exam-question:read', 'exam-question:create'] },
      schema: {
        tags: questionsTags,
        summary: 'Add bank questions (each to the end of its part; ones already there are skipped)',
        params: idParamsSchema,
        body: addExamQuestionsBodySchema,
        response,
      },
    },
    (request) => questions.add(request.params.id as number, request.body.questionIds as number[]),
  );
  app.put(
    '/exams/:id/exam-questions',
    {
      config: { access: ['exam-question:read', 'exam-question:update'] },
      schema: {
        tags: questionsTags,
        summary: 'Set the whole order: every question once, grouped by part I → II → III',
        params: idParamsSchema,
        body: reorderExamQuestionsBodySchema,
        response,
      },
    },
    (request) => questions.reorder(request.params.id as number, request.body.questionIds as number[]),
  );
  app.post(
    '/exams/:id/exam-questions/copy',
    {
      config: { access: ['exam-question:read', 'exam-question:create'] },
      schema: {
        tags: questionsTags,
        summary: "Append another exam's questions in its order, skipping duplicates",
        params: idParamsSchema,
        body: copyExamQuestionsBodySchema,
        response,
      },
    },
    (request) => questions.copy(request.params.id as number, request.body.fromExamId as number),
  );
  app.delete(
    '/exams/:id/exam-questions/:questionId',
    {
      config: { access: ['exam-question:read', 'exam-question:delete'] },
      schema: {
        tags: questionsTags,
        summary: 'Remove a question from the paper',
        params: examQuestionParamsSchema,
        response,
      },
    },
    (request) => questions.remove(request.params.id as number, request.params.questionId as number),
  );

  registerLinkRemoval(scope, {
    path: '/category-exams',
    owner: examCategories.examId,
    target: examCategories.categoryId,
    params: ['examId', 'categoryId'],
    resource: 'exam',
    tag: ADMIN_TAG,
  });
  registerLinkRemoval(scope, {
    path: '/tag-exams',
    owner: examTags.examId,
    target: examTags.tagId,
    params: ['examId', 'tagId'],
    resource: 'exam',
    tag: ADMIN_TAG,
  });
};

export const publicExamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['site: exams'];
  app.get(
    '/exams',
    {
      config: { access: 'public' },
      schema: { tags, querystring: examListQuerySchema, response: { 200: examListResponseSchema } },
    },
    (request) =>
      listStorefrontExams(app.db, request.query, () =>
        app.publicCache.memo('categories:EXAM', () => activeCategories(app.db, 'EXAM')),
      ),
  );
  app.get(
    '/exams/category',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Exam categories with their counts and newest exams',
        querystring: examsByCategoryQuerySchema,
        response: { 200: examsByCategoryResponseSchema },
      },
    },
    async (request) => ({ data: await examsByCategory(app.db, request.query.limit) }),
  );
  app.get(
    '/exams/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "An ACTIVE exam's page (never its questions); a signed-in student's own attempts in `me`",
        params: idParamsSchema,
        response: { 200: examDetailSchema },
      },
    },
    async (request) => {
      const id = request.params.id as number;
      // The page is the same for everyone until an admin write (which clears the cache); only `me` is not.
      const exam = await app.publicCache.memo(`exam:${id}`, () => getPublicExam(app.db, id));
      const me = request.auth ? await myAttempts(app.db, id, request.auth.userId) : null;
      return { ...exam, me };
    },
  );
  app.get(
    '/exams/download-document/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'The paper (type=document) or solutions (type=answer): staff always, a student after submitting',
        params: idParamsSchema,
        querystring: downloadExamDocumentQuerySchema,
      },
    },
    async (request, reply) => {
      const id = request.params.id as number;
      const { file, name } = await authorizeExamDownload(app.db, id, request.query.type, request.auth);
      const path = app.storage.pathOf('private', EXAM_FOLDER, file);
      let bytes: number;
      try {
        bytes = (await fs.promises.stat(path)).size;
      } catch (error) {
        request.log.error({ err: error, examId: id, file }, 'exam file missing');
        throw new AppError('EXAM_FILE_NOT_ATTACHED');
      }
      return reply
        .header('content-type', FILE_MIME.pdf)
        .header('content-length', bytes)
        .header('content-disposition', contentDisposition(name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(fs.createReadStream(path));
    },
  );
};
