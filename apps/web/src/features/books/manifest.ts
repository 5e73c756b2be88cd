import { categoryPages, sitePage } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';
import { booksTexts } from './i18n/texts';

/** Every storefront page of the feature loads its texts with it. */
const texts = [booksTexts];

export const booksRoutes: FeatureRoutes = {
  site: [
    ...categoryPages(
      '/danh-muc/sach',
      'page.bookCategory.title',
      () => import('./routes/book-listing-page'),
      { texts },
      (input) => import('./routes/prefetch').then((m) => m.prefetchBookListing(input)),
    ),
    {
      ...sitePage('/sach/:id/:slug', 'page.book.title', () => import('./routes/book-page'), {
        breadcrumb: ['page.bookCategory.title', 'page.book.title'],
        texts,
      }),
      prefetch: (input) => import('./routes/prefetch').then((m) => m.prefetchBookPage(input)),
    },
  ],
};
