import { idParamsSchema } from '@tutor/contract/admin-common';
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
  reorderLessonQuestionsBodySchema,
  updateQuestionBodySchema,
} from '@tutor/contract/questions';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, registerCrud } from '../shared/admin-crud';
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
