import type { AppModule } from '../shared/app-module';
import { adminVideosRoutes } from './admin-routes';
import { seedVideos } from './seed';
import { publicVideosRoutes } from './storefront-routes';

export const videosModule: AppModule = {
  name: 'videos',
  routes: publicVideosRoutes,
  adminRoutes: adminVideosRoutes,
  seed: seedVideos,
};
