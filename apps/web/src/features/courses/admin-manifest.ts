import { admin, crud, read } from '@/app/route-builders';
import type { AppRoute, FeatureRoutes } from '@/app/route-handle';
import { coursesAdminTexts } from './admin/i18n/texts';

const texts = [coursesAdminTexts];
const course = (key: string) => `adminPage.courses.${key}`;
const lessonPath = '/courses/:courseId/thematics/:thematicId/lessons/:lessonId';
const videoPath = '/courses/:courseId/:thematicId/:lessonId';

/** The list, create and edit pages of `crud`, with the feature's texts added to their handles. */
const withTexts = (routes: AppRoute[]): AppRoute[] =>
  routes.map((route) => ({
    ...route,
    handle: { ...route.handle, texts: [...(route.handle.texts ?? []), ...texts] },
  }));

/**
 * The course back office (spec §2 `courses/*`, gated as spec §6 says): courses, their groups, the tree,
 * thematics, lessons with their answer sheets and histories, videos with their chapters, and a user's
 * lesson histories. Every page loads the feature's own texts.
 */
export const coursesAdminRoutes: FeatureRoutes = {
  admin: [
    ...withTexts(
      crud('courses', 'courses', 'course', {
        list: () => import('./admin/routes/courses-list-page'),
        create: () => import('./admin/routes/course-create-page'),
        edit: () => import('./admin/routes/course-edit-page'),
      }),
    ),
    admin('/courses/tree', course('tree'), {
      permissions: read('course'),
      page: () => import('./admin/routes/course-tree-page'),
      texts,
    }),
    // Spec §6: course groups need a back-office login only.
    ...withTexts(
      crud('courses/groups', 'courseGroups', undefined, {
        list: () => import('./admin/routes/course-groups-list-page'),
        create: () => import('./admin/routes/course-group-create-page'),
        edit: () => import('./admin/routes/course-group-edit-page'),
      }),
    ),
    admin('/courses/:id/thematics', course('thematics'), {
      permissions: read('course'),
      breadcrumb: [course('list'), course('thematics')],
      page: () => import('./admin/routes/thematics-page'),
      texts,
    }),
    admin('/courses/:courseId/thematics/:thematicId/lessons', course('lessons'), {
      permissions: read('lesson'),
      breadcrumb: [course('list'), course('thematics'), course('lessons')],
      page: () => import('./admin/routes/lessons-page'),
      texts,
    }),
    admin(`${lessonPath}/lesson-histories`, course('lessonHistories'), {
      permissions: read('lesson-history'),
      breadcrumb: [course('list'), course('lessons'), course('lessonHistories')],
      page: () => import('./admin/routes/lesson-histories-page'),
      texts,
    }),
    admin(`${lessonPath}/lesson-histories/:id`, course('lessonHistory'), {
      permissions: read('lesson-history'),
      breadcrumb: [course('list'), course('lessons'), course('lessonHistories'), course('lessonHistory')],
      page: () => import('./admin/routes/lesson-history-page'),
      texts,
    }),
    admin(videoPath, course('videos'), {
      permissions: read('video'),
      breadcrumb: [course('list'), course('lessons'), course('videos')],
      page: () => import('./admin/routes/videos-page'),
      texts,
    }),
    admin(`${videoPath}/:videoId`, course('videoTimeline'), {
      permissions: read('video-timeline'),
      breadcrumb: [course('list'), course('lessons'), course('videos'), course('videoTimeline')],
      page: () => import('./admin/routes/video-timelines-page'),
      texts,
    }),
    // A user's learning, opened from the users list.
    admin('/users/:id/lesson-histories', 'adminPage.users.lessonHistories', {
      permissions: [...read('user'), ...read('lesson-history')],
      breadcrumb: ['adminPage.users.list', 'adminPage.users.lessonHistories'],
      page: () => import('./admin/routes/user-lesson-histories-page'),
      texts,
    }),
  ],
};
