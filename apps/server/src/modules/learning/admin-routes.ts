import { idParamsSchema } from '@tutor/contract/admin-common';
import { okResponseSchema } from '@tutor/contract/auth';
import {
  adminLessonAnswerListSchema,
  adminLessonDetailSchema,
  adminLessonHistoryListQuerySchema,
  adminLessonHistoryListResponseSchema,
  adminLessonListSchema,
  adminLessonSchema,
  adminThematicListSchema,
  adminThematicSchema,
  chainOrderBodySchema,
  copyLessonBodySchema,
  courseTreeSchema,
  createLessonBodySchema,
  createThematicBodySchema,
  lessonFileQuerySchema,
  moveLessonBodySchema,
  replaceLessonAnswersBodySchema,
  syncLessonHistoriesResponseSchema,
  updateLessonBodySchema,
  updateThematicBodySchema,
} from '@tutor/contract/learning';
import type { PermissionCode } from '@tutor/contract/permissions';
import { writeXlsx, XLSX_MIME_TYPE } from '@tutor/contract/xlsx-writer';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readUploadedFile } from '../../lib/upload-files';
import { MULTIPART_OVERHEAD_BYTES } from '../shared/attachments';
import { removeLessonFiles } from '../shared/lesson-files';
import { adminSheet, replaceSheet } from './answer-sheets';
import { courseTree } from './course-outline';
import { adminHistories, reportRows, syncHistories } from './histories';
import { createLessonsService } from './lessons-service';
import { createThematicsService } from './thematics-service';

const COURSE_READ: PermissionCode[] = ['course:read'];
const COURSE_EDIT: PermissionCode[] = ['course:read', 'course:update'];
const LESSON_READ: PermissionCode[] = ['lesson:read'];
const LESSON_EDIT: PermissionCode[] = ['lesson:read', 'lesson:update'];
const HISTORY_READ: PermissionCode[] = ['lesson-history:read'];
const HISTORY_EDIT: PermissionCode[] = ['lesson-history:read', 'lesson-history:update'];

/** Minutes and seconds, as the report shows time spent. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
const vietnamTime = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** Course structure and learning records in the back office (spec §7 "course content", "sync and reports"). */
export const adminLearningRoutes: FastifyPluginAsync = async (scope) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const thematicsService = createThematicsService(app.db);
  const lessonsService = createLessonsService(app.db, app.storage, app.log);
  const tags = ['admin: course content'];

  // Thematics
  app.get(
    '/courses/:id/thematics',
    {
      config: { access: COURSE_READ },
      schema: { tags, params: idParamsSchema, response: { 200: adminThematicListSchema } },
    },
    async (request) => ({ data: await thematicsService.list(request.params.id as number) }),
  );
  app.post(
    '/courses/:id/thematics',
    {
      config: { access: COURSE_EDIT },
      schema: {
        tags,
        summary: 'Add a thematic at the end',
        params: idParamsSchema,
        body: createThematicBodySchema,
        response: { 200: adminThematicSchema },
      },
    },
    (request) => thematicsService.create(request.params.id as number, request.body),
  );
  app.put(
    '/courses/:id/thematics/order',
    {
      config: { access: COURSE_EDIT },
      schema: {
        tags,
        summary:
          'The complete new order of the course’s thematics (CHAIN_CYCLE unless exactly its thematics)',
        params: idParamsSchema,
        body: chainOrderBodySchema,
        response: { 200: adminThematicListSchema },
      },
    },
    async (request) => ({
      data: await thematicsService.reorder(request.params.id as number, request.body.ids as number[]),
    }),
  );
  app.get(
    '/courses/:id/tree',
    {
      config: { access: COURSE_READ },
      schema: { tags, params: idParamsSchema, response: { 200: courseTreeSchema } },
    },
    (request) => courseTree(app.db, request.params.id as number),
  );
  app.get(
    '/thematics/:id',
    {
      config: { access: COURSE_READ },
      schema: { tags, params: idParamsSchema, response: { 200: adminThematicSchema } },
    },
    (request) => thematicsService.get(request.params.id as number),
  );
  for (const method of ['PUT', 'PATCH'] as const)
    app.route({
      method,
      url: '/thematics/:id',
      config: { access: COURSE_EDIT },
      schema: {
        tags,
        params: idParamsSchema,
        body: updateThematicBodySchema,
        response: { 200: adminThematicSchema },
      },
      handler: (request) => thematicsService.update(request.params.id as number, request.body),
    });
  app.delete(
    '/thematics/:id',
    {
      config: { access: COURSE_EDIT },
      schema: {
        tags,
        summary: 'Delete with its lessons; the next thematic takes its place',
        params: idParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      const files = await thematicsService.remove(request.params.id as number);
      await removeLessonFiles(app.db, app.storage, request.log, files);
      return { ok: true as const };
    },
  );

  // Lessons
  app.get(
    '/thematics/:id/lessons',
    {
      config: { access: LESSON_READ },
      schema: { tags, params: idParamsSchema, response: { 200: adminLessonListSchema } },
    },
    async (request) => ({ data: await lessonsService.list(request.params.id as number) }),
  );
  app.post(
    '/thematics/:id/lessons',
    {
      config: { access: ['lesson:read', 'lesson:create'] },
      schema: {
        tags,
        summary: 'Add a lesson at the end',
        params: idParamsSchema,
        body: createLessonBodySchema,
        response: { 200: adminLessonSchema },
      },
    },
    (request) => lessonsService.create(request.params.id as number, request.body),
  );
  app.put(
    '/thematics/:id/lessons/order',
    {
      config: { access: LESSON_EDIT },
      schema: {
        tags,
        summary: 'The complete new order of the thematic’s lessons (CHAIN_CYCLE unless exactly its lessons)',
        params: idParamsSchema,
        body: chainOrderBodySchema,
        response: { 200: adminLessonListSchema },
      },
    },
    async (request) => ({
      data: await lessonsService.reorder(request.params.id as number, request.body.ids as number[]),
    }),
  );
  app.post(
    '/thematics/:id/lessons/copy',
    {
      config: { access: ['lesson:read', 'lesson:create'] },
      schema: {
        tags,
        summary:
          'Copy a lesson (files, videos with timelines, answer sheet, gift) to the end of this thematic',
        params: idParamsSchema,
        body: copyLessonBodySchema,
        response: { 200: adminLessonSchema },
      },
    },
    (request) => lessonsService.copy(request.params.id as number, request.body.lessonId as number),
  );
  app.get(
    '/lessons/:id',
    {
      config: { access: LESSON_READ },
      schema: { tags, params: idParamsSchema, response: { 200: adminLessonDetailSchema } },
    },
    (request) => lessonsService.get(request.params.id as number),
  );
  for (const method of ['PUT', 'PATCH'] as const)
    app.route({
      method,
      url: '/lessons/:id',
      config: { access: LESSON_EDIT },
      schema: {
        tags,
        params: idParamsSchema,
        body: updateLessonBodySchema,
        response: { 200: adminLessonSchema },
      },
      handler: (request) => lessonsService.update(request.params.id as number, request.body),
    });
  app.put(
    '/lessons/:id/move',
    {
      config: { access: LESSON_EDIT },
      schema: {
        tags,
        summary: 'Move after previousId (null: first) in a thematic of the same course',
        params: idParamsSchema,
        body: moveLessonBodySchema,
        response: { 200: adminLessonSchema },
      },
    },
    (request) =>
      lessonsService.move(request.params.id as number, {
        thematicId: request.body.thematicId as number,
        previousId: request.body.previousId as number | null,
      }),
  );
  app.delete(
    '/lessons/:id',
    {
      config: { access: ['lesson:delete'] },
      schema: {
        tags,
        summary: 'Delete; the next lesson takes its place',
        params: idParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await lessonsService.remove(request.params.id as number);
      return { ok: true as const };
    },
  );
  const maxBytes = app.config.uploads.maxFileBytes;
  app.post(
    '/lessons/:id/upload',
    {
      config: { access: LESSON_EDIT },
      bodyLimit: maxBytes + MULTIPART_OVERHEAD_BYTES,
      schema: {
        tags,
        summary:
          'Attach the lesson PDF (field=document), the answer PDF (answer) or the gift PDF (gift); multipart field "file"',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        querystring: lessonFileQuerySchema,
        response: { 200: adminLessonDetailSchema },
      },
    },
    async (request) => {
      const file = await readUploadedFile(request, ['pdf'], maxBytes);
      return lessonsService.upload(request.params.id as number, request.query.field, file);
    },
  );
  app.delete(
    '/lessons/:id/upload',
    {
      config: { access: LESSON_EDIT },
      schema: {
        tags,
        summary: 'Remove an attached PDF',
        params: idParamsSchema,
        querystring: lessonFileQuerySchema,
        response: { 200: adminLessonDetailSchema },
      },
    },
    (request) => lessonsService.detachFile(request.params.id as number, request.query.field),
  );

  // Answer sheets
  app.get(
    '/lessons/:id/lesson-answers',
    {
      config: { access: LESSON_READ },
      schema: { tags, params: idParamsSchema, response: { 200: adminLessonAnswerListSchema } },
    },
    (request) => adminSheet(app.db, request.params.id as number),
  );
  app.put(
    '/lessons/:id/lesson-answers',
    {
      config: { access: LESSON_EDIT },
      schema: {
        tags,
        summary: 'Replace the whole answer sheet (slots kept by position)',
        params: idParamsSchema,
        body: replaceLessonAnswersBodySchema,
        response: { 200: adminLessonAnswerListSchema },
      },
    },
    (request) => replaceSheet(app.db, request.params.id as number, request.body),
  );

  // Histories
  app.get(
    '/lessons/:id/lesson-histories',
    {
      config: { access: HISTORY_READ },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: adminLessonHistoryListQuerySchema,
        response: { 200: adminLessonHistoryListResponseSchema },
      },
    },
    async (request) => {
      const { data, total } = await adminHistories(
        app.db,
        { lessonId: request.params.id as number },
        request.query,
      );
      return { data, pagination: { total, offset: request.query.offset, limit: request.query.limit } };
    },
  );
  app.get(
    '/users/:id/lesson-histories',
    {
      config: { access: HISTORY_READ },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: adminLessonHistoryListQuerySchema,
        response: { 200: adminLessonHistoryListResponseSchema },
      },
    },
    async (request) => {
      const { data, total } = await adminHistories(
        app.db,
        { userId: request.params.id as number },
        request.query,
      );
      return { data, pagination: { total, offset: request.query.offset, limit: request.query.limit } };
    },
  );
  app.get(
    '/lessons/:id/sync-lesson-histories',
    {
      config: { access: HISTORY_EDIT },
      schema: {
        tags,
        summary: 'Re-grade every history of the lesson and add the completions earned; idempotent',
        params: idParamsSchema,
        response: { 200: syncLessonHistoriesResponseSchema },
      },
    },
    (request) => syncHistories(app.db, request.params.id as number),
  );
  app.get(
    '/lessons/:id/lesson-histories/report',
    {
      config: { access: HISTORY_READ },
      schema: {
        tags,
        summary: 'The lesson’s histories as an xlsx file (one sheet named data)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { lesson, rows } = await reportRows(app.db, request.params.id as number);
      const table = [
        [
          'Học sinh',
          'Tên đăng nhập',
          'Email',
          'Điểm',
          'Số câu đúng',
          'Tổng số câu',
          'Thời gian làm (phút:giây)',
          'Ngày nộp',
        ],
        ...rows.map(({ history, user }) => [
          `${user.lastName} ${user.firstName}`.trim(),
          user.username,
          user.email,
          history.score,
          history.correctCount,
          history.totalCount,
          clock(history.timeSpent),
          vietnamTime.format(history.createdAt),
        ]),
      ];
      const bytes = await writeXlsx(table, 'data');
      return reply
        .header('content-type', XLSX_MIME_TYPE)
        .header('content-disposition', `attachment; filename="lich-su-bai-${lesson.id}.xlsx"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );
};
