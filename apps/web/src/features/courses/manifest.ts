import { categoryPages, sitePage } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';
import { coursesTexts } from './i18n/texts';

/** Every storefront page of the feature loads its texts with it. */
const texts = [coursesTexts];

export const coursesRoutes: FeatureRoutes = {
  site: [
    ...categoryPages(
      '/danh-muc/khoa-hoc',
      'page.courseCategory.title',
      () => import('./routes/course-listing-page'),
      { texts },
      (input) => import('./routes/prefetch').then((m) => m.prefetchCourseListing(input)),
    ),
    {
      ...sitePage('/khoa-hoc/:id/:slug', 'page.course.title', () => import('./routes/course-page'), {
        breadcrumb: ['page.courseCategory.title', 'page.course.title'],
        texts,
      }),
      prefetch: (input) => import('./routes/prefetch').then((m) => m.prefetchCoursePage(input)),
    },
    sitePage('/khoa-hoc-cua-toi', 'page.myCourses.title', () => import('./routes/my-courses-page'), {
      requiresLogin: true,
      texts,
    }),
  ],
};
