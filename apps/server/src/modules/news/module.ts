import type { AppModule } from '../shared/app-module';
import { adminNewsRoutes, publicNewsRoutes } from './routes';
import { newsDetailPage, newsSitemap } from './seo';

export const newsModule: AppModule = {
  name: 'news',
  routes: publicNewsRoutes,
  adminRoutes: adminNewsRoutes,
  detailPages: [newsDetailPage],
  sitemap: { paths: ['/tin-tuc'], sources: [newsSitemap] },
};
