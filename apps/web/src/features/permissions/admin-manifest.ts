import { crud } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';

export const permissionsAdminRoutes: FeatureRoutes = {
  admin: crud('permissions', 'permissions', 'permission', {
    list: () => import('./admin/routes/permissions-list-page'),
    create: () => import('./admin/routes/permission-create-page'),
    edit: () => import('./admin/routes/permission-edit-page'),
  }),
};
