import type { AppModule } from '../shared/app-module';
import { adminNotificationsRoutes, publicNotificationsRoutes } from './routes';

/** A user's notifications (order status, activation, enrollment, staff messages) and staff sending them. */
export const notificationsModule: AppModule = {
  name: 'notifications',
  routes: publicNotificationsRoutes,
  adminRoutes: adminNotificationsRoutes,
};
