import fs from 'node:fs';
import { idParamsSchema } from '@tutor/contract/admin-common';
import {
  courseOfUserListSchema,
  courseOutlineSchema,
  courseProgressSchema,
  courseRanksSchema,
  lessonAnswerKeySchema,
  lessonAnswerSlotsSchema,
  lessonDetailSchema,
  lessonDownloadQuerySchema,
  lessonGiftSchema,
  lessonHistoryDetailSchema,
  lessonHistoryListQuerySchema,
  lessonHistoryListResponseSchema,
  lessonRanksSchema,
  ranksQuerySchema,
  recentLessonSchema,
  submitLessonHistoryBodySchema,
  submitLessonHistoryResponseSchema,
  thematicLessonParamsSchema,
} from '@tutor/contract/learning';
import { idSchema } from '@tutor/contract/validators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { FILE_MIME } from '../../lib/upload-files';
import { contentDisposition } from '../shared/attachments';
import { answerKey, sheetSlots } from './answer-sheets';
import { courseOutline } from './course-outline';
import { myHistories, readHistory, submitSheet } from './histories';
import { LESSON_FOLDER } from './lesson-rows';
import { authorizeLessonDownload, claimLessonGift, getLessonForStudy } from './lesson-view';
import { courseProgress, coursesOfUser, recentLesson } from './progress';
import { courseRanks, lessonRanks } from './ranks';

const keyParamsSchema = z.strictObject({
  id: idSchema,
  key: z.coerce.number({ error: 'integer' }).int({ error: 'integer' }).min(0, { error: 'nonNegative' }),
});

/** The learning screen's calls (spec §7 storefront: courses, lessons, thematics). */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['site: learning'];
  const id = (request: { params: { id: unknown } }) => request.params.id as number;

  app.get(
    '/courses/:id/thematics',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The course outline with a lock per lesson for the caller',
        params: idParamsSchema,
        response: { 200: courseOutlineSchema },
      },
    },
    (request) => courseOutline(app.db, request.auth, id(request)),
  );
  app.get(
    '/courses/process-percent/:id',
    {
      config: { access: 'signed-in' },
      schema: { tags, params: idParamsSchema, response: { 200: courseProgressSchema } },
    },
    (request) => courseProgress(app.db, request.auth, id(request)),
  );
  app.get(
    '/courses/course-of-user',
    { config: { access: 'signed-in' }, schema: { tags, response: { 200: courseOfUserListSchema } } },
    (request) => coursesOfUser(app.db, request.auth),
  );
  app.get(
    '/courses/:id/recent-lesson',
    {
      config: { access: 'signed-in' },
      schema: { tags, params: idParamsSchema, response: { 200: recentLessonSchema } },
    },
    (request) => recentLesson(app.db, request.auth, id(request)),
  );
  app.get(
    '/courses/:id/course-ranks',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: ranksQuerySchema,
        response: { 200: courseRanksSchema },
      },
    },
    (request) => courseRanks(app.db, request.auth, id(request), request.query.limit),
  );

  app.get(
    '/lessons/:id',
    {
      config: { access: 'public' },
      schema: { tags, params: idParamsSchema, response: { 200: lessonDetailSchema } },
    },
    (request) => getLessonForStudy(app.db, request.auth, id(request)),
  );
  app.get(
    '/lessons/:id/lesson-answers',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The answer sheet’s slots without their values',
        params: idParamsSchema,
        response: { 200: lessonAnswerSlotsSchema },
      },
    },
    (request) => sheetSlots(app.db, request.auth, id(request)),
  );
  app.get(
    '/lessons/:id/:key/lesson-answers-key',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The key, for a student naming one of their own histories of the lesson',
        params: keyParamsSchema,
        response: { 200: lessonAnswerKeySchema },
      },
    },
    (request) => answerKey(app.db, request.auth, request.params.id as number, request.params.key),
  );
  app.post(
    '/lessons/:id/lesson-histories',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          'Submit the answer sheet; graded on the server; a retried submitKey answers the first history',
        params: idParamsSchema,
        body: submitLessonHistoryBodySchema,
        response: { 200: submitLessonHistoryResponseSchema },
      },
    },
    (request) => submitSheet(app.db, request.auth, id(request), request.body),
  );
  app.get(
    '/lessons/:id/lesson-histories',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: lessonHistoryListQuerySchema,
        response: { 200: lessonHistoryListResponseSchema },
      },
    },
    (request) => myHistories(app.db, request.auth, id(request), request.query),
  );
  app.get(
    '/lesson-histories/:id',
    {
      config: { access: 'signed-in' },
      schema: { tags, params: idParamsSchema, response: { 200: lessonHistoryDetailSchema } },
    },
    (request) => readHistory(app.db, request.auth, id(request)),
  );
  app.get(
    '/lessons/:id/lesson-ranks',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: ranksQuerySchema,
        response: { 200: lessonRanksSchema },
      },
    },
    (request) => lessonRanks(app.db, request.auth, id(request), request.query.limit),
  );
  app.post(
    '/lessons/:id/gifts',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Claim the gift of a completed lesson (idempotent)',
        params: idParamsSchema,
        response: { 200: lessonGiftSchema },
      },
    },
    (request) => claimLessonGift(app.db, request.auth, id(request)),
  );
  app.get(
    '/thematics/:thematicId/lessons/:lessonId/download-document',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'A lesson PDF: type=document (who may open the lesson), answer (after submitting), gift (after claiming)',
        params: thematicLessonParamsSchema,
        querystring: lessonDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { thematicId, lessonId } = request.params as { thematicId: number; lessonId: number };
      const download = await authorizeLessonDownload(
        app.db,
        request.auth,
        thematicId,
        lessonId,
        request.query.type,
      );
      const file = app.storage.pathOf('private', LESSON_FOLDER, download.file);
      let bytes: number;
      try {
        bytes = (await fs.promises.stat(file)).size;
      } catch (error) {
        request.log.error({ err: error, lessonId, file: download.file }, 'lesson file missing');
        throw new AppError('DOCUMENT_NOT_ATTACHED');
      }
      return reply
        .header('content-type', FILE_MIME.pdf)
        .header('content-length', bytes)
        .header('content-disposition', contentDisposition(download.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(fs.createReadStream(file));
    },
  );
};
