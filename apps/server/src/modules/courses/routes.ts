import { idParamsSchema } from '@tutor/contract/admin-common';
import {
  adminCourseDetailSchema,
  adminCourseListQuerySchema,
  adminCourseSchema,
  courseDetailSchema,
  courseListQuerySchema,
  courseListResponseSchema,
  coursesByCategoryQuerySchema,
  coursesByCategoryResponseSchema,
  createCourseBodySchema,
  saleCourseOffersResponseSchema,
  updateCourseBodySchema,
} from '@tutor/contract/courses';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comboCourses, courseCategories, courseTags, saleCourses } from '../../db/schema';
import { registerCrud } from '../shared/admin-crud';
import { activeCategories } from '../shared/catalogue-links';
import { registerLinkRemoval } from '../shared/link-removal';
import { createCoursesAdminService } from './admin-service';
import { coursesByCategory } from './by-category';
import { saleOffersFor } from './sale-offers';
import { createStorefrontCourseReads } from './storefront';

const ADMIN_TAG = 'admin: courses';

export const adminCoursesRoutes: FastifyPluginAsync = async (scope) => {
  registerCrud(
    scope,
    {
      path: '/courses',
      resource: 'course',
      tag: ADMIN_TAG,
      schemas: {
        item: adminCourseSchema,
        detail: adminCourseDetailSchema,
        listQuery: adminCourseListQuerySchema,
        create: createCourseBodySchema,
        update: updateCourseBodySchema,
      },
    },
    createCoursesAdminService(scope.db, scope.storage, scope.log),
  );

  // Spec §7 removal links. The owner (the record whose form holds the list) comes first, as for
  // books: /category-courses/{courseId}/{categoryId}; a combo holds its courses, so
  // /combo-courses/{comboId}/{courseId}; /sale-courses/{courseId}/{offeredCourseId}.
  registerLinkRemoval(scope, {
    path: '/category-courses',
    owner: courseCategories.courseId,
    target: courseCategories.categoryId,
    params: ['courseId', 'categoryId'],
    resource: 'course',
    tag: ADMIN_TAG,
  });
  registerLinkRemoval(scope, {
    path: '/tag-courses',
    owner: courseTags.courseId,
    target: courseTags.tagId,
    params: ['courseId', 'tagId'],
    resource: 'course',
    tag: ADMIN_TAG,
  });
  registerLinkRemoval(scope, {
    path: '/combo-courses',
    owner: comboCourses.comboId,
    target: comboCourses.courseId,
    params: ['comboId', 'courseId'],
    resource: 'combo',
    tag: ADMIN_TAG,
  });
  registerLinkRemoval(scope, {
    path: '/sale-courses',
    owner: saleCourses.courseId,
    target: saleCourses.offeredCourseId,
    params: ['courseId', 'offeredCourseId'],
    resource: 'course',
    tag: ADMIN_TAG,
  });
};

export const publicCoursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['site: courses'];
  const reads = createStorefrontCourseReads(app.db);
  app.get(
    '/courses',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'ACTIVE courses of a type (ONLINE by default): category and price filters, newest first',
        querystring: courseListQuerySchema,
        response: { 200: courseListResponseSchema },
      },
    },
    (request) =>
      reads.list(request.query, () =>
        app.publicCache.memo('categories:COURSE', () => activeCategories(app.db, 'COURSE')),
      ),
  );
  app.get(
    '/courses/category',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Course categories with their counts and newest courses',
        querystring: coursesByCategoryQuerySchema,
        response: { 200: coursesByCategoryResponseSchema },
      },
    },
    async (request) => ({
      data: await coursesByCategory(app.db, request.query.type, request.query.limit),
    }),
  );
  app.get(
    '/courses/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'An ACTIVE course; group and assistant links only for its students and staff',
        params: idParamsSchema,
        response: { 200: courseDetailSchema },
      },
    },
    (request) => reads.get(request.params.id as number, request.auth),
  );
  app.get(
    '/sale-courses/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The courses offered, at their offer price, to the students of course id',
        params: idParamsSchema,
        response: { 200: saleCourseOffersResponseSchema },
      },
    },
    async (request) => ({ data: await saleOffersFor(app.db, request.auth, request.params.id as number) }),
  );
};
