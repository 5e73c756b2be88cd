import { sitePage } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';
import { activationTexts } from './i18n/texts';

/** `/kich-hoat` (spec §7 `POST /activation-codes/activate` has no page in §2; the path follows its words). */
export const activationCodesRoutes: FeatureRoutes = {
  site: [
    sitePage('/kich-hoat', 'page.activation.title', () => import('./routes/activate-page'), {
      breadcrumb: ['page.myCourses.title', 'page.activation.title'],
      requiresLogin: true,
      texts: [activationTexts],
    }),
  ],
};
