import { sitePage } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';
import { combosTexts } from './i18n/texts';

/** Every storefront page of the feature loads its texts with it. */
const texts = [combosTexts];

export const combosRoutes: FeatureRoutes = {
  site: [
    // Combos bundle courses, so their page sits under the course catalogue.
    {
      ...sitePage('/combo/:id/:slug', 'page.combo.title', () => import('./routes/combo-page'), {
        breadcrumb: ['page.courseCategory.title', 'page.combo.title'],
        texts,
      }),
      prefetch: (input) => import('./routes/prefetch').then((m) => m.prefetchComboPage(input)),
    },
  ],
};
