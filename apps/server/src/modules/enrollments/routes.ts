import { idParamsSchema } from '@tutor/contract/admin-common';
import { okResponseSchema } from '@tutor/contract/auth';
import {
  addToCourseBodySchema,
  addToCourseResponseSchema,
  courseStudentListQuerySchema,
  courseStudentListResponseSchema,
  courseStudentParamsSchema,
  userInCourseParamsSchema,
  userInCourseSchema,
} from '@tutor/contract/courses';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../shared/admin-crud';
import { addToCourse, listCourseStudents, removeCourseStudent, userInCourse } from './service';

const ADMIN_TAG = 'admin: enrollments';

export const adminEnrollmentsRoutes: FastifyPluginAsync = async (scope) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/users/add-to-course',
    {
      config: { access: ['course:read', 'course:update'] },
      schema: {
        tags: [ADMIN_TAG],
        summary: 'Enroll one or several users in a course (idempotent; answers how many were new)',
        body: addToCourseBodySchema,
        response: { 200: addToCourseResponseSchema },
      },
    },
    (request) => addToCourse(app.db, actorOf(request), request.body),
  );
  app.get(
    '/courses/:id/students',
    {
      config: { access: ['course:read'] },
      schema: {
        tags: [ADMIN_TAG],
        params: idParamsSchema,
        querystring: courseStudentListQuerySchema,
        response: { 200: courseStudentListResponseSchema },
      },
    },
    (request) => listCourseStudents(app.db, request.params.id as number, request.query),
  );
  app.delete(
    '/courses/:courseId/students/:userId',
    {
      config: { access: ['course:read', 'course:update'] },
      schema: {
        tags: [ADMIN_TAG],
        summary: 'Remove a student from a course',
        params: courseStudentParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await removeCourseStudent(app.db, request.params.courseId as number, request.params.userId as number);
      return { ok: true as const };
    },
  );
};

export const publicEnrollmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/courses/user-in-course/:courseId/:userId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['site: courses'],
        summary: 'Whether a user is enrolled in a course (students: only themself)',
        params: userInCourseParamsSchema,
        response: { 200: userInCourseSchema },
      },
    },
    (request) =>
      userInCourse(
        app.db,
        actorOf(request),
        request.params.courseId as number,
        request.params.userId as number,
      ),
  );
};
