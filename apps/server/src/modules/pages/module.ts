import { pages } from '../../db/schema';
import type { AppModule } from '../shared/app-module';
import { ensurePages } from './reference-data';
import { adminPagesRoutes, publicPagesRoutes } from './routes';

export const pagesModule: AppModule = {
  name: 'pages',
  routes: publicPagesRoutes,
  adminRoutes: adminPagesRoutes,
  richText: [{ table: pages, id: pages.id, column: pages.content }],
  // The pages the site links to exist on every database, whether or not demo data was loaded.
  ensure: ensurePages,
};
