import { crud } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';

export const slideshowsAdminRoutes: FeatureRoutes = {
  admin: crud('slideshows', 'slideshows', 'slideshow', {
    list: () => import('./admin/routes/slideshows-list-page'),
    create: () => import('./admin/routes/slideshow-create-page'),
    edit: () => import('./admin/routes/slideshow-edit-page'),
  }),
};
