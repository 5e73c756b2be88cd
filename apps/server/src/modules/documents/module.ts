import type { AppModule } from '../shared/app-module';
import { adminDocumentsRoutes, publicDocumentsRoutes } from './routes';
import { documentDetailPage, documentSitemap } from './seo';

export const documentsModule: AppModule = {
  name: 'documents',
  routes: publicDocumentsRoutes,
  adminRoutes: adminDocumentsRoutes,
  detailPages: [documentDetailPage],
  sitemap: { sources: [documentSitemap] },
};
