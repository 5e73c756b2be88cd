import { idParamsSchema } from '@tutor/contract/admin-common';
import {
  adminExamHistoryListSchema,
  HISTORY_IMAGE_MAX_BYTES,
  historyImageSchema,
  historyListQuerySchema,
  lessonImageParamsSchema,
  syncHistoriesResponseSchema,
} from '@tutor/contract/exam-sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MULTIPART_OVERHEAD_BYTES } from '../shared/attachments';
import { targetHistories } from './histories';
import { annotateImage } from './history-images';
import { regradeHistories } from './regrade';
import { signedIn } from './signed-in';

/** Back-office calls on lesson exam histories (the exam-side admin lives with the exams domain). */
export const adminExamSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: lesson exams'];

  app.get(
    '/lessons/:id/lesson-exam-histories',
    {
      config: { access: ['lesson-history:read'] },
      schema: {
        tags,
        summary: 'The lesson’s exam histories with their students, newest first',
        params: idParamsSchema,
        querystring: historyListQuerySchema,
        response: { 200: adminExamHistoryListSchema },
      },
    },
    (request) =>
      targetHistories(
        app.db,
        signedIn(request),
        { kind: 'LESSON', id: request.params.id as number },
        request.query,
      ),
  );
  app.get(
    '/lessons/:id/sync-lesson-exam-histories',
    {
      config: { access: ['lesson-question:update'] },
      schema: {
        tags,
        summary: 'Re-grade every exam history of the lesson with the current keys (one transaction)',
        params: idParamsSchema,
        response: { 200: syncHistoriesResponseSchema },
      },
    },
    (request) => regradeHistories(app.db, { kind: 'LESSON', id: request.params.id as number }),
  );
  app.post(
    '/lessons/:lessonId/update-lesson-exam-history-image/:id',
    {
      config: { access: ['lesson-history:update'] },
      bodyLimit: HISTORY_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
      schema: {
        tags,
        summary: 'Attach the annotated copy of a student’s photo (multipart field "file")',
        consumes: ['multipart/form-data'],
        params: lessonImageParamsSchema,
        response: { 200: historyImageSchema },
      },
    },
    (request) => annotateImage(app, request, request.params.lessonId as number, request.params.id as number),
  );
};
