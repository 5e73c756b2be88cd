import { crud } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';

export const newsAdminRoutes: FeatureRoutes = {
  admin: crud('news', 'news', 'news', {
    list: () => import('./admin/routes/news-list-page'),
    create: () => import('./admin/routes/news-create-page'),
    edit: () => import('./admin/routes/news-edit-page'),
  }),
};
