import { crud } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';

export const bannersAdminRoutes: FeatureRoutes = {
  admin: crud('banners', 'banners', 'banner', {
    list: () => import('./admin/routes/banners-list-page'),
    create: () => import('./admin/routes/banner-create-page'),
    edit: () => import('./admin/routes/banner-edit-page'),
  }),
};
