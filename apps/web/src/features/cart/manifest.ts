import { sitePage } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';
import { cartTexts } from './i18n/texts';

export const cartRoutes: FeatureRoutes = {
  site: [
    // An app-like screen (the cart lives in the browser): rendered in the browser only. The buyer form's
    // texts load with the form (useCheckoutTexts), keeping them out of the entry's route table.
    sitePage('/gio-hang', 'page.cart.title', () => import('./routes/cart-page'), {
      texts: [cartTexts],
    }),
  ],
};
