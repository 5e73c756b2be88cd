import { crud } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';

export const categoriesAdminRoutes: FeatureRoutes = {
  admin: crud('categories', 'categories', 'category', {
    list: () => import('./admin/routes/categories-list-page'),
    create: () => import('./admin/routes/category-create-page'),
    edit: () => import('./admin/routes/category-edit-page'),
  }),
};
