import { documents } from '../../db/schema';
import type { AppModule } from '../shared/app-module';
import { adminDocumentsRoutes, publicDocumentsRoutes } from './routes';
import { documentPages } from './seo';

export const documentsModule: AppModule = {
  name: 'documents',
  routes: publicDocumentsRoutes,
  adminRoutes: adminDocumentsRoutes,
  feedsPublicPages: true,
  richText: [{ table: documents, id: documents.id, column: documents.content }],
  detailPages: [documentPages.detailPage],
  sitemap: { sources: [documentPages.sitemap] },
};
