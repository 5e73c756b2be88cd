import type { AppModule } from '../shared/app-module';
import { ensurePages } from './reference-data';
import { adminPagesRoutes, publicPagesRoutes } from './routes';

export const pagesModule: AppModule = {
  name: 'pages',
  routes: publicPagesRoutes,
  adminRoutes: adminPagesRoutes,
  // The pages the site links to exist on every database, whether or not demo data was loaded.
  ensure: ensurePages,
};
