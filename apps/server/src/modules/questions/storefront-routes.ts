import { idParamsSchema } from '@tutor/contract/admin-common';
import { publicQuestionSchema } from '@tutor/contract/questions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicQuestion } from './storefront';

export const publicQuestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/questions/:id',
    {
      // A sent token identifies staff or a student whose submitted attempt may reveal the key.
      config: { access: 'public' },
      schema: {
        tags: ['site: questions'],
        summary: 'A question as the sheet shows it; `key` only for staff or after a visible result',
        params: idParamsSchema,
        response: { 200: publicQuestionSchema },
      },
    },
    (request) => publicQuestion(app.db, request.auth ?? null, request.params.id as number),
  );
};
