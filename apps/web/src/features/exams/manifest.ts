import { categoryPages, sitePage } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';
import { examsTexts } from './i18n/texts';

/** Every storefront page of the feature loads its texts with it. */
const texts = [examsTexts];

export const examsRoutes: FeatureRoutes = {
  site: [
    ...categoryPages(
      '/danh-muc/de-thi',
      'page.examCategory.title',
      () => import('./routes/exam-listing-page'),
      { texts },
      (input) => import('./routes/prefetch').then((m) => m.prefetchExamListing(input)),
    ),
    {
      ...sitePage('/de-thi/:id/:slug', 'page.exam.title', () => import('./routes/exam-page'), {
        breadcrumb: ['page.examCategory.title', 'page.exam.title'],
        texts,
      }),
      prefetch: (input) => import('./routes/prefetch').then((m) => m.prefetchExamPage(input)),
    },
  ],
};
