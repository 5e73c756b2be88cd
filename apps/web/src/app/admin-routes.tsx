import { activationCodesAdminRoutes } from '@/features/activation-codes/admin-manifest';
import { bannersAdminRoutes } from '@/features/banners/admin-manifest';
import { booksAdminRoutes } from '@/features/books/admin-manifest';
import { categoriesAdminRoutes } from '@/features/categories/admin-manifest';
import { combosAdminRoutes } from '@/features/combos/admin-manifest';
import { coursesAdminRoutes } from '@/features/courses/admin-manifest';
import { documentsAdminRoutes } from '@/features/documents/admin-manifest';
import { embedLivesAdminRoutes } from '@/features/embed-lives/admin-manifest';
import { examReportsAdminRoutes } from '@/features/exam-reports/admin-manifest';
import { examsAdminRoutes } from '@/features/exams/admin-manifest';
import { foldersAdminRoutes } from '@/features/folders/admin-manifest';
import { imagesAdminRoutes } from '@/features/images/admin-manifest';
import { menusAdminRoutes } from '@/features/menus/admin-manifest';
import { newsAdminRoutes } from '@/features/news/admin-manifest';
import { notificationsAdminRoutes } from '@/features/notifications/admin-manifest';
import { orderAdminRoutes } from '@/features/order-admin/admin-manifest';
import { pagesAdminRoutes } from '@/features/pages/admin-manifest';
import { paymentsAdminRoutes } from '@/features/payments/admin-manifest';
import { permissionsAdminRoutes } from '@/features/permissions/admin-manifest';
import { questionsAdminRoutes } from '@/features/questions/admin-manifest';
import { rolesAdminRoutes } from '@/features/roles/admin-manifest';
import { rulesAdminRoutes } from '@/features/rules/admin-manifest';
import { slideshowsAdminRoutes } from '@/features/slideshows/admin-manifest';
import { usersAdminRoutes } from '@/features/users/admin-manifest';
import { adminTexts } from '@/shared/i18n/texts';
import { admin, adminPage, read } from './route-builders';
import type { AppRoute } from './route-handle';

// The back office's route table (and through it the features' admin manifests), in the back office's
// document only (app/admin/admin-router.tsx), so no storefront visitor downloads it. Its pages are named
// through import() only, which keeps Ant Design out of its entry until a page or the admin layout needs it.

/** The features' back-office pages: a feature with admin pages plugs in with one line here. */
const features = [
  usersAdminRoutes,
  rolesAdminRoutes,
  rulesAdminRoutes,
  foldersAdminRoutes,
  permissionsAdminRoutes,
  categoriesAdminRoutes,
  bannersAdminRoutes,
  embedLivesAdminRoutes,
  imagesAdminRoutes,
  newsAdminRoutes,
  slideshowsAdminRoutes,
  pagesAdminRoutes,
  menusAdminRoutes,
  booksAdminRoutes,
  combosAdminRoutes,
  documentsAdminRoutes,
  examsAdminRoutes,
  coursesAdminRoutes,
  questionsAdminRoutes,
  examReportsAdminRoutes,
  paymentsAdminRoutes,
  activationCodesAdminRoutes,
  notificationsAdminRoutes,
  orderAdminRoutes,
];

/** The back office's own pages, which belong to no domain. */
const shell = {
  login: () => import('./admin/routes/login-page'),
  dashboard: () => import('./admin/routes/dashboard-page'),
  me: () => import('./admin/routes/me-page'),
  forbidden: () => import('./admin/routes/forbidden-page'),
  welcome: () => import('./admin/routes/welcome-page'),
  notFound: () => import('./admin/routes/not-found-page'),
};

const course = (key: string) => `adminPage.courses.${key}`;
const videoPath = '/courses/:courseId/:thematicId/:lessonId';

/**
 * Every admin route of spec §2 with the permissions of spec §6: the features' pages, the shell's, and
 * placeholders (no `page`) for the routes whose feature has not landed yet.
 */
export const adminRoutes: AppRoute[] = [
  ...features.flatMap((feature) => feature.admin ?? []),

  admin('/login', 'adminPage.login', { layout: 'bare', page: shell.login }),
  admin('', 'adminPage.dashboard', { page: shell.dashboard }),
  admin('/me', 'adminPage.me', { page: shell.me }),
  admin('/403', 'adminPage.forbidden', { page: shell.forbidden }),
  // The spec names no permission for these two pages, so any admin user may open them.
  admin('/welcome', 'adminPage.welcome', { page: shell.welcome }),
  admin('/offline', 'adminPage.offline'),
  admin('/approvals', 'adminPage.approvals', { permissions: read('approval') }),

  // Teachers are users with a teacher role, so they are gated like users.
  admin('/teachers', 'adminPage.teachers.list', { permissions: read('user') }),
  admin('/teachers/:id/report', 'adminPage.teachers.report', {
    permissions: read('user'),
    breadcrumb: ['adminPage.teachers.list', 'adminPage.teachers.report'],
  }),
  admin('/users/:id/attendances', 'adminPage.users.attendances', {
    permissions: [...read('user'), ...read('attendance')],
    breadcrumb: ['adminPage.users.list', 'adminPage.users.attendances'],
  }),

  admin('/courses/:id/notes/:userId', course('notes'), {
    permissions: read('course'),
    breadcrumb: [course('list'), course('notes')],
  }),
  admin('/courses/:id/sessions', course('sessions'), {
    permissions: read('course'),
    breadcrumb: [course('list'), course('sessions')],
  }),
  admin('/courses/:id/sessions/:sessionId/attendances', course('sessionAttendances'), {
    permissions: [...read('course'), ...read('attendance')],
    breadcrumb: [course('list'), course('sessions'), course('sessionAttendances')],
  }),
  admin('/courses/:id/attendances', course('attendances'), {
    permissions: [...read('course'), ...read('attendance')],
    breadcrumb: [course('list'), course('attendances')],
  }),
  admin(`${videoPath}/report`, course('lessonReport'), {
    permissions: read('lesson-history'),
    breadcrumb: [course('list'), course('lessons'), course('lessonReport')],
  }),

  {
    path: '/admin/*',
    handle: { title: 'admin.notFound.title', layout: 'admin', texts: [adminTexts] },
    lazy: adminPage(shell.notFound),
  },
];
