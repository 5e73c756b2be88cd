import { idParamsSchema } from '@tutor/contract/admin-common';
import { IMAGE_URL_PREFIX } from '@tutor/contract/media';
import { permissionsOf } from '@tutor/contract/permissions';
import {
  addLessonQuestionsBodySchema,
  adminQuestionDetailSchema,
  adminQuestionListQuerySchema,
  adminQuestionSchema,
  createQuestionBodySchema,
  createQuestionsBodySchema,
  createQuestionsResponseSchema,
  lessonQuestionListSchema,
  lessonQuestionParamsSchema,
  questionAnswerBodySchema,
  questionAnswerListSchema,
  questionAnswerParamsSchema,
  questionUploadResponseSchema,
  reorderLessonQuestionsBodySchema,
  updateQuestionBodySchema,
} from '@tutor/contract/questions';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { questions } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { receiveFile } from '../../lib/upload-files';
import { actorOf, registerCrud } from '../shared/admin-crud';
import { storeImage } from '../shared/image-files';
import { createAnswersService } from './answers-service';
import { createQuestionBank } from './bank-service';
import { createLessonQuestions } from './lesson-questions';

const TAG = 'admin: questions';

/**
 * The question bank under `/api/admin`: the standard CRUD (`question:*`), `questions/multiple`,
 * answers one by one, and a lesson's questions (`lesson-question:*`).
 */
export const adminQuestionsRoutes: FastifyPluginAsync = async (scope) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const bank = createQuestionBank(app.db);
  const answers = createAnswersService(app.db);
  const lessonQuestions = createLessonQuestions(app.db);
  const tags = [TAG];

  app.post(
    '/questions/multiple',
    {
      config: { access: permissionsOf('question', 'create') },
      schema: {
        tags,
        summary: 'Create several questions at once: all are saved, or none (errors name items.N.field)',
        body: createQuestionsBodySchema,
        response: { 200: createQuestionsResponseSchema },
      },
    },
    async (request) => ({ data: await bank.createMany(request.body.items, actorOf(request)) }),
  );

  registerCrud(
    scope,
    {
      path: '/questions',
      resource: 'question',
      tag: TAG,
      schemas: {
        item: adminQuestionSchema,
        detail: adminQuestionDetailSchema,
        listQuery: adminQuestionListQuerySchema,
        create: createQuestionBodySchema,
        update: updateQuestionBodySchema,
      },
    },
    bank,
  );

  // Spec §7 uploads: a picture for the question's editor (a figure, a graph), checked by its content and
  // re-encoded like the media library's; the answer is its address for the editor to insert.
  const maxImageBytes = app.config.uploads.maxImageBytes;
  app.post(
    '/questions/:id/upload',
    {
      config: { access: permissionsOf('question', 'read', 'update') },
      bodyLimit: maxImageBytes + 64 * 1024,
      schema: {
        tags,
        summary: 'Upload a picture for the question text (multipart field "file"); answers its address',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: questionUploadResponseSchema },
      },
    },
    async (request) => {
      const id = request.params.id as number;
      const [found] = await app.db.select({ id: questions.id }).from(questions).where(eq(questions.id, id));
      if (!found) throw notFound();
      if (!request.isMultipart()) throw new AppError('ONLY_IMAGES');
      const { path } = await receiveFile(request, maxImageBytes, 'ONLY_IMAGES');
      const stored = await storeImage(app.storage, path);
      return { url: IMAGE_URL_PREFIX + stored.file };
    },
  );

  app.get(
    '/questions/:id/answers',
    {
      config: { access: permissionsOf('question', 'read') },
      schema: { tags, params: idParamsSchema, response: { 200: questionAnswerListSchema } },
    },
    (request) => answers.list(request.params.id as number),
  );
  app.post(
    '/questions/:id/answers',
    {
      config: { access: permissionsOf('question', 'read', 'update') },
      schema: {
        tags,
        summary: 'Add an answer at the end (the list must still fit the type)',
        params: idParamsSchema,
        body: questionAnswerBodySchema,
        response: { 200: questionAnswerListSchema },
      },
    },
    (request) => answers.add(request.params.id as number, request.body),
  );
  app.put(
    '/questions/:id/answers/:answerId',
    {
      config: { access: permissionsOf('question', 'read', 'update') },
      schema: {
        tags,
        summary: 'Change one answer (marking a choice option correct unmarks the others)',
        params: questionAnswerParamsSchema,
        body: questionAnswerBodySchema,
        response: { 200: questionAnswerListSchema },
      },
    },
    (request) => answers.update(request.params.id as number, request.params.answerId as number, request.body),
  );
  app.delete(
    '/questions/:id/answers/:answerId',
    {
      config: { access: permissionsOf('question', 'read', 'update') },
      schema: { tags, params: questionAnswerParamsSchema, response: { 200: questionAnswerListSchema } },
    },
    (request) => answers.remove(request.params.id as number, request.params.answerId as number),
  );

  // A lesson's timed-exam questions
  app.get(
    '/lessons/:id/lesson-questions',
    {
      config: { access: permissionsOf('lesson-question', 'read') },
      schema: { tags, params: idParamsSchema, response: { 200: lessonQuestionListSchema } },
    },
    (request) => lessonQuestions.list(request.params.id as number),
  );
  app.post(
    '/lessons/:id/lesson-questions',
    {
      config: { access: permissionsOf('lesson-question', 'read', 'create') },
      schema: {
        tags,
        summary: 'Add bank questions at the end, in the order given',
        params: idParamsSchema,
        body: addLessonQuestionsBodySchema,
        response: { 200: lessonQuestionListSchema },
      },
    },
    (request) => lessonQuestions.add(request.params.id as number, request.body.questionIds),
  );
  app.put(
    '/lessons/:id/lesson-questions',
    {
      config: { access: permissionsOf('lesson-question', 'read', 'update') },
      schema: {
        tags,
        summary: 'Reorder: the full list of the lesson’s question ids in the new order',
        params: idParamsSchema,
        body: reorderLessonQuestionsBodySchema,
        response: { 200: lessonQuestionListSchema },
      },
    },
    (request) => lessonQuestions.reorder(request.params.id as number, request.body.questionIds),
  );
  app.delete(
    '/lessons/:id/lesson-questions/:questionId',
    {
      config: { access: permissionsOf('lesson-question', 'read', 'delete') },
      schema: { tags, params: lessonQuestionParamsSchema, response: { 200: lessonQuestionListSchema } },
    },
    (request) => lessonQuestions.remove(request.params.id as number, request.params.questionId as number),
  );
};
