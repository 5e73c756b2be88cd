import type { AppModule } from '../shared/app-module';
import { adminOrderRoutes } from './routes';

/** The back office's order lists, detail, status changes, seats and statistics (issue 12). */
export const orderAdminModule: AppModule = {
  name: 'order-admin',
  adminRoutes: adminOrderRoutes,
};
