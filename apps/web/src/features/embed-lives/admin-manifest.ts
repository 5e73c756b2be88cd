import { crud } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';

export const embedLivesAdminRoutes: FeatureRoutes = {
  admin: crud('embed-lives', 'embedLives', 'embed-live', {
    list: () => import('./admin/routes/embed-lives-list-page'),
    create: () => import('./admin/routes/embed-live-create-page'),
    edit: () => import('./admin/routes/embed-live-edit-page'),
  }),
};
