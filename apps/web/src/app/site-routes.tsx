import type { AppRoute, RouteHandle } from './route-handle';

// Pages not built yet share one module, hence one small chunk, until their feature replaces them.
const placeholder = () => import('./routes/placeholder-page');
const notFound = () => import('./routes/not-found-page');

function page(path: string, title: string, breadcrumb: string[] = [title], extra: Partial<RouteHandle> = {}) {
  return { path, handle: { title, breadcrumb, ...extra }, lazy: placeholder } satisfies AppRoute;
}

/** A page that a feature provides: its own lazily loaded module, hence its own chunk. */
function feature(
  path: string,
  title: string,
  lazy: AppRoute['lazy'],
  extra: Partial<RouteHandle> = {},
): AppRoute {
  return { path, handle: { title, breadcrumb: [title], ...extra }, lazy };
}

/** A category listing and its per-category page (spec §2: `danh-muc/<kind>` and `/{id}/{slug}`). */
function categoryPages(path: string, title: string, lazy?: AppRoute['lazy']): AppRoute[] {
  if (lazy) {
    return [
      feature(path, title, lazy),
      feature(`${path}/:id/:slug`, 'page.category.title', lazy, {
        breadcrumb: [title, 'page.category.title'],
      }),
    ];
  }
  return [
    page(path, title),
    page(`${path}/:id/:slug`, 'page.category.title', [title, 'page.category.title']),
  ];
}

/** Every public route of spec §2, in the spec's order. Layout defaults to 'site'. */
export const siteRoutes: AppRoute[] = [
  { path: '/', handle: { title: 'page.home.title' }, lazy: () => import('./routes/home-page') },
  feature('/dang-nhap', 'page.login.title', () => import('../features/auth/routes/login-page')),
  feature('/dang-ky', 'page.register.title', () => import('../features/auth/routes/register-page')),
  feature(
    '/quen-mat-khau',
    'page.forgotPassword.title',
    () => import('../features/auth/routes/forgot-password-page'),
  ),
  // Not in the spec: the link that the forgot-password e-mail points to.
  feature(
    '/dat-lai-mat-khau',
    'page.resetPassword.title',
    () => import('../features/auth/routes/reset-password-page'),
  ),
  page('/so-lien-lac', 'page.reportCard.title'),
  feature('/thong-tin-ca-nhan', 'page.profile.title', () => import('../features/auth/routes/profile-page'), {
    requiresLogin: true,
  }),
  page('/xin-phe-duyet/:code', 'page.approvalRequest.title'),
  page('/khoa-hoc-cua-toi', 'page.myCourses.title'),
  page('/lich-off', 'page.offCalendar.title'),
  feature('/lien-he', 'page.contact.title', () => import('../features/contact/routes/contact-page')),
  page('/gio-hang', 'page.cart.title'),
  page('/hoc-offline/:id/:slug', 'page.offlineCourse.title', [
    'nav.offlineCourses',
    'page.offlineCourse.title',
  ]),
  feature('/tin-tuc', 'page.newsList.title', () => import('../features/news/routes/news-list-page')),
  feature('/tin-tuc/:id/:slug', 'page.newsDetail.title', () => import('../features/news/routes/news-page'), {
    breadcrumb: ['page.newsList.title', 'page.newsDetail.title'],
  }),
  ...categoryPages(
    '/danh-muc/sach',
    'page.bookCategory.title',
    () => import('../features/books/routes/book-listing-page'),
  ),
  ...categoryPages('/danh-muc/khoa-hoc', 'page.courseCategory.title'),
  ...categoryPages(
    '/danh-muc/tai-lieu',
    'page.documentCategory.title',
    () => import('../features/documents/routes/document-listing-page'),
  ),
  ...categoryPages('/danh-muc/de-thi', 'page.examCategory.title'),
  feature(
    '/tai-lieu/:id/:slug',
    'page.document.title',
    () => import('../features/documents/routes/document-page'),
    {
      breadcrumb: ['page.documentCategory.title', 'page.document.title'],
    },
  ),
  page('/de-thi/:id/:slug', 'page.exam.title', ['page.examCategory.title', 'page.exam.title']),
  page('/de-thi/:id/:slug/lam-bai', 'page.examTake.title', [
    'page.examCategory.title',
    'page.exam.title',
    'page.examTake.title',
  ]),
  page('/de-thi/:examId/:id/:slug/ket-qua', 'page.examResult.title', [
    'page.examCategory.title',
    'page.exam.title',
    'page.examResult.title',
  ]),
  feature('/combo/:id/:slug', 'page.combo.title', () => import('../features/combos/routes/combo-page'), {
    breadcrumb: ['page.courseCategory.title', 'page.combo.title'],
  }),
  feature('/sach/:id/:slug', 'page.book.title', () => import('../features/books/routes/book-page'), {
    breadcrumb: ['page.bookCategory.title', 'page.book.title'],
  }),
  page('/khoa-hoc/:id/:slug', 'page.course.title', ['page.courseCategory.title', 'page.course.title']),
  page('/bai-giang/:courseId/:id/:slug', 'page.lesson.title', ['page.myCourses.title', 'page.lesson.title']),
  page('/kiem-tra/:courseId/:id/:slug', 'page.lessonTest.title', [
    'page.myCourses.title',
    'page.lessonTest.title',
  ]),
  page('/lich-su/:courseId/:lessonId/:slug/:id', 'page.lessonHistory.title', [
    'page.myCourses.title',
    'page.lessonHistory.title',
  ]),
  page('/ket-qua-thi/:courseId/:lessonId/:slug/:id', 'page.lessonExamResult.title', [
    'page.myCourses.title',
    'page.lessonExamResult.title',
  ]),
  page('/lam-bai-thi/:courseId/:id/:slug', 'page.lessonExam.title', [
    'page.myCourses.title',
    'page.lessonExam.title',
  ]),
  {
    path: '/404',
    handle: { title: 'page.notFound.title', breadcrumb: ['page.notFound.title'] },
    lazy: notFound,
  },
  // Unknown paths keep their URL and render the 404 page (spec §2).
  {
    path: '*',
    handle: { title: 'page.notFound.title', breadcrumb: ['page.notFound.title'] },
    lazy: notFound,
  },
];
