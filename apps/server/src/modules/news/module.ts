import { news } from '../../db/schema';
import type { AppModule } from '../shared/app-module';
import { adminNewsRoutes, publicNewsRoutes } from './routes';
import { newsPages } from './seo';

export const newsModule: AppModule = {
  name: 'news',
  routes: publicNewsRoutes,
  adminRoutes: adminNewsRoutes,
  feedsPublicPages: true,
  richText: [{ table: news, id: news.id, column: news.content }],
  detailPages: [newsPages.detailPage],
  sitemap: { paths: ['/tin-tuc'], sources: [newsPages.sitemap] },
};
