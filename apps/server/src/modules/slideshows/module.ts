import type { AppModule } from '../shared/app-module';
import { adminSlideshowsRoutes } from './routes';

export const slideshowsModule: AppModule = {
  name: 'slideshows',
  adminRoutes: adminSlideshowsRoutes,
  feedsPublicPages: true,
};
