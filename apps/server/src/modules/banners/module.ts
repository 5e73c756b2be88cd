import type { AppModule } from '../shared/app-module';
import { adminBannersRoutes } from './routes';

export const bannersModule: AppModule = {
  name: 'banners',
  adminRoutes: adminBannersRoutes,
  feedsPublicPages: true,
};
