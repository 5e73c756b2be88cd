import { crud } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';

export const usersAdminRoutes: FeatureRoutes = {
  admin: crud('users', 'users', 'user', {
    list: () => import('./admin/routes/users-list-page'),
    create: () => import('./admin/routes/user-create-page'),
    edit: () => import('./admin/routes/user-edit-page'),
  }),
};
