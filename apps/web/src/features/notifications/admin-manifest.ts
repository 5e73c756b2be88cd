import { admin, read } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';
import { notificationsAdminTexts } from './admin/i18n/texts';

/** `/admin/notifications`: send staff messages and list what was sent. */
export const notificationsAdminRoutes: FeatureRoutes = {
  admin: [
    admin('/notifications', 'adminPage.notifications', {
      permissions: read('notification'),
      page: () => import('./admin/routes/notifications-admin-page'),
      texts: [notificationsAdminTexts],
    }),
  ],
};
