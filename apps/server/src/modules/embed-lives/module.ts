import type { AppModule } from '../shared/app-module';
import { adminEmbedLivesRoutes, publicEmbedLivesRoutes } from './routes';

export const embedLivesModule: AppModule = {
  name: 'embed-lives',
  routes: publicEmbedLivesRoutes,
  adminRoutes: adminEmbedLivesRoutes,
  feedsPublicPages: true,
};
