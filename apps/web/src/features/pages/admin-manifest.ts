import { admin, edit, read } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';

// Not in spec §2, which has no pages screen; the issue asks for one. Pages are fixed rows: no create.
// They have no resource of their own: whoever manages the site's menus manages them (as the server).
export const pagesAdminRoutes: FeatureRoutes = {
  admin: [
    admin('/pages', 'adminPage.pages.list', {
      permissions: read('menu'),
      page: () => import('./admin/routes/pages-list-page'),
    }),
    admin('/pages/:id/edit', 'adminPage.pages.edit', {
      permissions: edit('menu'),
      breadcrumb: ['adminPage.pages.list', 'adminPage.pages.edit'],
      page: () => import('./admin/routes/page-edit-page'),
    }),
  ],
};
