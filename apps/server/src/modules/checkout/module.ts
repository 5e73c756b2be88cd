import type { AppModule } from '../shared/app-module';
import { checkoutRoutes } from './routes';

/**
 * Buying (issue 12): the cart's quote, placing an order every way the storefront offers (the cart, a
 * course, combo or document page, a book's order form), and the buyer's own orders (order page, my
 * orders, a fresh transfer code, claiming a guest order).
 */
export const checkoutModule: AppModule = {
  name: 'checkout',
  routes: checkoutRoutes,
};
