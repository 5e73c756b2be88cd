import { crud } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';

export const imagesAdminRoutes: FeatureRoutes = {
  admin: crud('images', 'images', 'image', {
    list: () => import('./admin/routes/images-list-page'),
    create: () => import('./admin/routes/image-create-page'),
    edit: () => import('./admin/routes/image-edit-page'),
  }),
};
