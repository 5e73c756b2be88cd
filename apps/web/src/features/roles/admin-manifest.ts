import { admin, crud, read } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';

export const rolesAdminRoutes: FeatureRoutes = {
  admin: [
    ...crud('roles', 'roles', 'role', {
      list: () => import('./admin/routes/roles-list-page'),
      create: () => import('./admin/routes/role-create-page'),
      edit: () => import('./admin/routes/role-edit-page'),
    }),
    admin('/roles/:id', 'adminPage.roles.detail', {
      permissions: read('role'),
      page: () => import('./admin/routes/role-detail-page'),
      breadcrumb: ['adminPage.roles.list', 'adminPage.roles.detail'],
    }),
  ],
};
