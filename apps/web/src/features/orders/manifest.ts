import { sitePage } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';
import { ordersTexts } from './i18n/texts';

const texts = [ordersTexts];

export const ordersRoutes: FeatureRoutes = {
  site: [
    // A buyer's own page (a guest opens it with the key of the link): rendered in the browser only.
    sitePage('/don-hang/:id', 'page.order.title', () => import('./routes/order-page'), { texts }),
    sitePage('/don-hang-cua-toi', 'page.myOrders.title', () => import('./routes/my-orders-page'), {
      requiresLogin: true,
      texts,
    }),
  ],
};
