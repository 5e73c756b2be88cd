import { sitePage } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';
import { notificationsTexts } from './i18n/texts';

/** `/thong-bao`: the signed-in user's notifications (the header's bell shows the latest ones). */
export const notificationsRoutes: FeatureRoutes = {
  site: [
    sitePage('/thong-bao', 'page.notifications.title', () => import('./notifications-chunk'), {
      requiresLogin: true,
      texts: [notificationsTexts],
    }),
  ],
};
