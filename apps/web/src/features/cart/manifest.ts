import { sitePage } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';
import { checkoutTexts } from '@/shared/checkout/i18n/texts';
import { cartTexts } from './i18n/texts';

export const cartRoutes: FeatureRoutes = {
  site: [
    // An app-like screen (the cart lives in the browser): rendered in the browser only.
    sitePage('/gio-hang', 'page.cart.title', () => import('./routes/cart-page'), {
      texts: [cartTexts, checkoutTexts],
    }),
  ],
};
