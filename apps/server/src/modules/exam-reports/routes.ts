import { idParamsSchema } from '@tutor/contract/admin-common';
import {
  adminExamSessionListQuerySchema,
  adminExamSessionListResponseSchema,
  adminExamSessionSchema,
  examReportSchema,
  extendExamSessionBodySchema,
  reportQuerySchema,
  reportTakerListQuerySchema,
  reportTakerListResponseSchema,
} from '@tutor/contract/exam-reports';
import type { PermissionCode } from '@tutor/contract/permissions';
import { XLSX_MIME_TYPE } from '@tutor/contract/xlsx-writer';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pagination } from '../../lib/list';
import { examReport } from './report';
import { extendSession, listSessions, resetSession } from './sessions';
import { listTakers, takersWorkbook } from './takers';
import type { ReportTarget } from './target';

const SESSION_READ: PermissionCode[] = ['exam:read'];
const SESSION_EDIT: PermissionCode[] = ['exam:read', 'exam-session:update'];
const REPORT_READ: PermissionCode[] = ['exam-report:read'];

/** The two kinds of target, at the paths spec §7 gives them. */
const TARGETS = [
  { kind: 'EXAM', base: '/exams/:id', report: 'report', file: 'de-thi' },
  { kind: 'LESSON', base: '/lessons/:id', report: 'exam-report', file: 'bai-thi-bai-giang' },
] as const;

/** Exam sessions (spec §2 "exam-sessions", §7 "exam-sessions") and exam reports (§7 "reports"). */
export const adminExamReportsRoutes: FastifyPluginAsync = async (scope) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  for (const { kind, base, report, file } of TARGETS) {
    const tags = [kind === 'EXAM' ? 'admin: exam reports' : 'admin: lesson exam reports'];
    const targetOf = (id: unknown): ReportTarget => ({ kind, id: id as number });

    app.get(
      `${base}/exam-sessions`,
      {
        config: { access: SESSION_READ },
        schema: {
          tags,
          summary: 'The sessions, newest first: student, start, deadline, last autosave, state',
          params: idParamsSchema,
          querystring: adminExamSessionListQuerySchema,
          response: { 200: adminExamSessionListResponseSchema },
        },
      },
      async (request) => {
        const { data, total, target } = await listSessions(
          app.db,
          targetOf(request.params.id),
          request.query,
        );
        return { data, pagination: pagination(request.query, total), extra: { target } };
      },
    );
    app.get(
      `${base}/${report}`,
      {
        config: { access: REPORT_READ },
        schema: {
          tags,
          summary:
            'Score histogram, correctness per question (statements for true/false, option shares for multiple choice), mean per part, totals',
          params: idParamsSchema,
          querystring: reportQuerySchema,
          response: { 200: examReportSchema },
        },
      },
      (request) => examReport(app.db, targetOf(request.params.id), request.query.bin),
    );
    app.get(
      `${base}/${report}/takers`,
      {
        config: { access: REPORT_READ },
        schema: {
          tags,
          summary: 'The graded attempts: start, submit, time taken, score (best first by default)',
          params: idParamsSchema,
          querystring: reportTakerListQuerySchema,
          response: { 200: reportTakerListResponseSchema },
        },
      },
      async (request) => {
        const { data, total } = await listTakers(app.db, targetOf(request.params.id), request.query);
        return { data, pagination: pagination(request.query, total) };
      },
    );
    app.get(
      `${base}/${report}.xlsx`,
      {
        config: { access: REPORT_READ },
        schema: {
          tags,
          summary: 'The graded attempts as an xlsx file (one sheet named data), best score first',
          params: idParamsSchema,
        },
      },
      async (request, reply) => {
        const id = request.params.id as number;
        const bytes = await takersWorkbook(app.db, targetOf(id));
        return reply
          .header('content-type', XLSX_MIME_TYPE)
          .header('content-disposition', `attachment; filename="bao-cao-${file}-${id}.xlsx"`)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(bytes));
      },
    );
  }

  app.patch(
    '/exam-sessions/:id/extend',
    {
      config: { access: SESSION_EDIT },
      schema: {
        tags: ['admin: exam reports'],
        summary: 'Move an unclosed session’s deadline later (EXAM_SESSION_CLOSED once closed)',
        params: idParamsSchema,
        body: extendExamSessionBodySchema,
        response: { 200: adminExamSessionSchema },
      },
    },
    (request) =>
      extendSession(
        app.db,
        request.log,
        request.auth?.userId as number,
        request.params.id as number,
        request.body.minutes,
      ),
  );
  app.post(
    '/exam-sessions/:id/reset',
    {
      config: { access: SESSION_EDIT },
      schema: {
        tags: ['admin: exam reports'],
        summary:
          'Close an open session as RESET, without a history, so the student starts again without using an attempt; a closed session is refused (EXAM_SESSION_CLOSED), its history kept',
        params: idParamsSchema,
        response: { 200: adminExamSessionSchema },
      },
    },
    (request) =>
      resetSession(app.db, request.log, request.auth?.userId as number, request.params.id as number),
  );
};
