import { activationCodesRoutes } from '@/features/activation-codes/manifest';
import { authRoutes } from '@/features/auth/manifest';
import { booksRoutes } from '@/features/books/manifest';
import { cartRoutes } from '@/features/cart/manifest';
import { combosRoutes } from '@/features/combos/manifest';
import { contactRoutes } from '@/features/contact/manifest';
import { coursesRoutes } from '@/features/courses/manifest';
import { documentsRoutes } from '@/features/documents/manifest';
import { examTakingRoutes } from '@/features/exam-taking/manifest';
import { examsRoutes } from '@/features/exams/manifest';
import { homeTexts } from '@/features/home/i18n/texts';
import { learningRoutes } from '@/features/learning/manifest';
import { newsRoutes } from '@/features/news/manifest';
import { notificationsRoutes } from '@/features/notifications/manifest';
import { ordersRoutes } from '@/features/orders/manifest';
import { placeholderPage } from './route-builders';
import type { AppRoute } from './route-handle';

/** The features' public pages: a feature with storefront pages plugs in with one line here. */
const features = [
  authRoutes,
  contactRoutes,
  newsRoutes,
  booksRoutes,
  documentsRoutes,
  examsRoutes,
  combosRoutes,
  coursesRoutes,
  learningRoutes,
  examTakingRoutes,
  activationCodesRoutes,
  notificationsRoutes,
  cartRoutes,
  ordersRoutes,
];

const notFound = () => import('./routes/not-found-page');
/** A page rendered on the server that reads no data. */
const noData = async () => undefined;

/** A spec §2 page whose feature has not landed: the placeholder until it does. */
function page(path: string, title: string, breadcrumb: string[] = [title]): AppRoute {
  return { path, handle: { title, breadcrumb }, lazy: placeholderPage };
}

/** Every public route of spec §2: the features' pages, then the shell's own and the placeholders. */
export const siteRoutes: AppRoute[] = [
  ...features.flatMap((feature) => feature.site ?? []),
  {
    path: '/',
    handle: { title: 'page.home.title', texts: [homeTexts] },
    lazy: () => import('./routes/home-page'),
    prefetch: (input) => import('@/features/home/api/prefetch').then((m) => m.prefetchHomePage(input)),
  },
  page('/so-lien-lac', 'page.reportCard.title'),
  page('/xin-phe-duyet/:code', 'page.approvalRequest.title'),
  page('/lich-off', 'page.offCalendar.title'),
  page('/hoc-offline/:id/:slug', 'page.offlineCourse.title', [
    'nav.offlineCourses',
    'page.offlineCourse.title',
  ]),
  page('/kiem-tra/:courseId/:id/:slug', 'page.lessonTest.title', [
    'page.myCourses.title',
    'page.lessonTest.title',
  ]),
  {
    path: '/404',
    handle: { title: 'page.notFound.title', breadcrumb: ['page.notFound.title'] },
    lazy: notFound,
    prefetch: noData,
  },
  // Unknown paths keep their URL and render the 404 page (spec §2), from the server too.
  {
    path: '*',
    handle: { title: 'page.notFound.title', breadcrumb: ['page.notFound.title'] },
    lazy: notFound,
    prefetch: noData,
  },
];
