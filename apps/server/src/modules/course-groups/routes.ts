import {
  courseGroupListQuerySchema,
  courseGroupSchema,
  createCourseGroupBodySchema,
  updateCourseGroupBodySchema,
} from '@tutor/contract/courses';
import type { FastifyPluginAsync } from 'fastify';
import { registerCrud } from '../shared/admin-crud';
import { createCourseGroupsService } from './service';

export const adminCourseGroupsRoutes: FastifyPluginAsync = async (app) => {
  registerCrud(
    app,
    {
      path: '/course-groups',
      resource: 'course',
      // Spec §6: course groups need only entry to the back office.
      access: { read: 'back-office', create: 'back-office', update: 'back-office', delete: 'back-office' },
      tag: 'admin: course groups',
      schemas: {
        item: courseGroupSchema,
        listQuery: courseGroupListQuerySchema,
        create: createCourseGroupBodySchema,
        update: updateCourseGroupBodySchema,
      },
    },
    createCourseGroupsService(app.db),
  );
};
