import type { AppModule } from '../shared/app-module';
import { adminPaymentsRoutes, publicPaymentsRoutes } from './routes';
import { seedPayments } from './seed';

/** Bank transfers: the VietQR image of an order, the bank's webhook, and /admin/pay. */
export const paymentsModule: AppModule = {
  name: 'payments',
  routes: publicPaymentsRoutes,
  adminRoutes: adminPaymentsRoutes,
  seed: seedPayments,
};
