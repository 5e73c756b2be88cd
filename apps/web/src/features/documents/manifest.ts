import { categoryPages, crud, sitePage } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';

export const documentsRoutes: FeatureRoutes = {
  site: [
    ...categoryPages(
      '/danh-muc/tai-lieu',
      'page.documentCategory.title',
      () => import('./routes/document-listing-page'),
    ),
    sitePage('/tai-lieu/:id/:slug', 'page.document.title', () => import('./routes/document-page'), {
      breadcrumb: ['page.documentCategory.title', 'page.document.title'],
    }),
  ],
  admin: crud('documents', 'documents', 'document', {
    list: () => import('./admin/routes/documents-list-page'),
    create: () => import('./admin/routes/document-create-page'),
    edit: () => import('./admin/routes/document-edit-page'),
  }),
};
