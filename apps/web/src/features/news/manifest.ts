import { sitePage } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';
import { newsTexts } from './i18n/texts';

/** Every storefront page of the feature loads its texts with it. */
const texts = [newsTexts];

export const newsRoutes: FeatureRoutes = {
  site: [
    {
      ...sitePage('/tin-tuc', 'page.newsList.title', () => import('./routes/news-list-page'), { texts }),
      prefetch: (input) => import('./routes/prefetch').then((m) => m.prefetchNewsList(input)),
    },
    {
      ...sitePage('/tin-tuc/:id/:slug', 'page.newsDetail.title', () => import('./routes/news-page'), {
        breadcrumb: ['page.newsList.title', 'page.newsDetail.title'],
        texts,
      }),
      prefetch: (input) => import('./routes/prefetch').then((m) => m.prefetchNewsPage(input)),
    },
  ],
};
