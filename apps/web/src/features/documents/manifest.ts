import { categoryPages, sitePage } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';
import { documentsTexts } from './i18n/texts';

/** Every storefront page of the feature loads its texts with it. */
const texts = [documentsTexts];

export const documentsRoutes: FeatureRoutes = {
  site: [
    ...categoryPages(
      '/danh-muc/tai-lieu',
      'page.documentCategory.title',
      () => import('./routes/document-listing-page'),
      { texts },
      (input) => import('./routes/prefetch').then((m) => m.prefetchDocumentListing(input)),
    ),
    {
      ...sitePage('/tai-lieu/:id/:slug', 'page.document.title', () => import('./routes/document-page'), {
        breadcrumb: ['page.documentCategory.title', 'page.document.title'],
        texts,
      }),
      prefetch: (input) => import('./routes/prefetch').then((m) => m.prefetchDocumentPage(input)),
    },
  ],
};
