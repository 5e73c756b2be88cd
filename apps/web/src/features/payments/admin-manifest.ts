import { admin, read } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';
import { paymentsAdminTexts } from './admin/i18n/texts';

/**
 * `/admin/pay` (spec §2): received bank transfers, the unmatched ones to assign, today's and this
 * month's revenue. Reading needs `order:read`; assigning a transfer also `order:update` (it pays an order).
 */
export const paymentsAdminRoutes: FeatureRoutes = {
  admin: [
    admin('/pay', 'adminPage.pay', {
      permissions: read('order'),
      page: () => import('./admin/routes/pay-page'),
      texts: [paymentsAdminTexts],
    }),
  ],
};
