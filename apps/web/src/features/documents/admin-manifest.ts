import { crud } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';

export const documentsAdminRoutes: FeatureRoutes = {
  admin: crud('documents', 'documents', 'document', {
    list: () => import('./admin/routes/documents-list-page'),
    create: () => import('./admin/routes/document-create-page'),
    edit: () => import('./admin/routes/document-edit-page'),
  }),
};
