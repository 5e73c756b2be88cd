import type { AppModule } from '../shared/app-module';
import { adminMenusRoutes } from './routes';

export const menusModule: AppModule = {
  name: 'menus',
  adminRoutes: adminMenusRoutes,
};
