import { idParamsSchema } from '@tutor/contract/admin-common';
import {
  EXAM_ANSWERS_BODY_LIMIT,
  examHistoryDetailSchema,
  examHistoryListSchema,
  examRanksSchema,
  examStatusResponseSchema,
  examTokenParamsSchema,
  historyListQuerySchema,
  notDoExamListSchema,
  notDoExamQuerySchema,
  openExamSessionResponseSchema,
  ranksListQuerySchema,
  saveExamAnswersBodySchema,
  saveExamAnswersResponseSchema,
  sessionPaperSchema,
  submitExamBodySchema,
  submitExamResponseSchema,
} from '@tutor/contract/exam-sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitSession } from './closing';
import { historyDetail, myHistories, myHistoriesAcross } from './histories';
import { historyImageRoutes } from './history-images';
import { examsNotDone, targetRanks } from './ranks';
import { examStatus, openSession, saveAnswers, sessionPaper } from './sessions';
import { signedIn } from './signed-in';
import { startSweeper } from './sweeper';
import type { TargetKind } from './targets';

/** The paths of one kind of target: exams, or lessons' timed exams (spec §7 names). */
const PATHS: Record<TargetKind, { base: string; histories: string; ranks: string; history: string }> = {
  EXAM: { base: '/exams', histories: 'exam-histories', ranks: 'exam-ranks', history: '/exam-histories' },
  LESSON: {
    base: '/lessons',
    histories: 'lesson-exam-histories',
    ranks: 'lesson-exam-ranks',
    history: '/lesson-exam-histories',
  },
};

/** The session engine's storefront calls, the same for exams and lesson exams. */
export const examSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  startSweeper(app, app.config.examSweepIntervalMs);
  for (const kind of ['EXAM', 'LESSON'] as const) {
    const paths = PATHS[kind];
    const tags = [kind === 'EXAM' ? 'site: exam sessions' : 'site: lesson exams'];
    const ref = (request: { params: { id: unknown } }) => ({ kind, id: request.params.id as number });

    app.post(
      `${paths.base}/:id/exam-sessions`,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Open or resume my one open session (a new token clears the browser’s stored answers)',
          params: idParamsSchema,
          response: { 200: openExamSessionResponseSchema },
        },
      },
      (request) => openSession(app.db, signedIn(request), ref(request)),
    );
    app.get(
      `${paths.base}/:id/exam-questions/:token`,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'The session’s paper in its own order, without keys, with the latest saved sheet',
          params: examTokenParamsSchema,
          response: { 200: sessionPaperSchema },
        },
      },
      (request) => sessionPaper(app.db, signedIn(request), ref(request), request.params.token),
    );
    app.get(
      `${paths.base}/:id/exam-status`,
      {
        config: { access: 'signed-in' },
        schema: { tags, params: idParamsSchema, response: { 200: examStatusResponseSchema } },
      },
      (request) => examStatus(app.db, signedIn(request), ref(request)),
    );
    app.put(
      `${paths.base}/:id/exam-answers/:token`,
      {
        bodyLimit: EXAM_ANSWERS_BODY_LIMIT,
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Autosave the sheet (a 2xx is committed; an older seq is ignored)',
          params: examTokenParamsSchema,
          body: saveExamAnswersBodySchema,
          response: { 200: saveExamAnswersResponseSchema },
        },
      },
      (request) => saveAnswers(app.db, signedIn(request), ref(request), request.params.token, request.body),
    );
    app.post(
      `${paths.base}/:id/${paths.histories}/:token`,
      {
        bodyLimit: EXAM_ANSWERS_BODY_LIMIT,
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Submit: graded on the server; a retry answers the same history',
          params: examTokenParamsSchema,
          body: submitExamBodySchema,
          response: { 200: submitExamResponseSchema },
        },
      },
      (request) => {
        const { submitKey, ...sheet } = request.body;
        return submitSession(app.db, signedIn(request), ref(request), request.params.token, {
          source: 'SUBMIT',
          sheet,
          submitKey,
        });
      },
    );
    app.get(
      `${paths.base}/:id/${paths.histories}`,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'My histories, newest first',
          params: idParamsSchema,
          querystring: historyListQuerySchema,
          response: { 200: examHistoryListSchema },
        },
      },
      (request) => myHistories(app.db, signedIn(request), ref(request), request.query),
    );
    app.get(
      `${paths.history}/:id`,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'A result (owner or staff), with keys and solutions once results are visible',
          params: idParamsSchema,
          response: { 200: examHistoryDetailSchema },
        },
      },
      (request) => historyDetail(app.db, signedIn(request), request.params.id as number, kind),
    );
    app.get(
      `${paths.base}/:id/${paths.ranks}`,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Best score per student, ties by time taken then the earlier submit',
          params: idParamsSchema,
          querystring: ranksListQuerySchema,
          response: { 200: examRanksSchema },
        },
      },
      (request) => targetRanks(app.db, request.auth, ref(request), request.query),
    );
  }

  app.get(
    '/lessons/:id/inactive-exam-token/:token',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['site: lesson exams'],
        summary: 'End the attempt now: the session closes with its saved answers (a submit of them)',
        params: examTokenParamsSchema,
        response: { 200: submitExamResponseSchema },
      },
    },
    (request) =>
      submitSession(
        app.db,
        signedIn(request),
        { kind: 'LESSON', id: request.params.id as number },
        request.params.token,
        { source: 'SUBMIT', sheet: null, submitKey: null },
      ),
  );
  // Mine across targets, one call per kind (the "my exams" page, the lesson exams a student sat).
  for (const kind of ['EXAM', 'LESSON'] as const)
    app.get(
      PATHS[kind].history,
      {
        config: { access: 'signed-in' },
        schema: {
          tags: [kind === 'EXAM' ? 'site: exam sessions' : 'site: lesson exams'],
          summary: `My ${kind === 'EXAM' ? 'exam' : 'lesson exam'} histories across ${kind === 'EXAM' ? 'exams' : 'lessons'}, newest first`,
          querystring: historyListQuerySchema,
          response: { 200: examHistoryListSchema },
        },
      },
      (request) => myHistoriesAcross(app.db, signedIn(request), kind, request.query),
    );
  app.get(
    '/users/not-do-exam',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['site: exam sessions'],
        summary: 'Active exams open now that I have not taken',
        querystring: notDoExamQuerySchema,
        response: { 200: notDoExamListSchema },
      },
    },
    (request) => examsNotDone(app.db, signedIn(request), request.query),
  );

  await app.register(historyImageRoutes);
};
