import { admin, read } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';

/** One editor per public menu group of spec §2. */
export const menusAdminRoutes: FeatureRoutes = {
  admin: [
    admin('/menus/book', 'adminPage.menus.book', {
      permissions: read('menu'),
      page: () => import('./admin/routes/book-menu-page'),
    }),
    admin('/menus/course-online', 'adminPage.menus.courseOnline', {
      permissions: read('menu'),
      page: () => import('./admin/routes/course-online-menu-page'),
    }),
    admin('/menus/course-offline', 'adminPage.menus.courseOffline', {
      permissions: read('menu'),
      page: () => import('./admin/routes/course-offline-menu-page'),
    }),
    admin('/menus/document', 'adminPage.menus.document', {
      permissions: read('menu'),
      page: () => import('./admin/routes/document-menu-page'),
    }),
    admin('/menus/exam', 'adminPage.menus.exam', {
      permissions: read('menu'),
      page: () => import('./admin/routes/exam-menu-page'),
    }),
  ],
};
