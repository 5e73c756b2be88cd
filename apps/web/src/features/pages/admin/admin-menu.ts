import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';

export const pagesAdminMenu: readonly AdminMenuEntry[] = [
  // Not in spec §2 (the issue asks for a pages screen). Pages have no permission of their own: they show
  // to those who manage the site's menus.
  { key: 'pages', label: 'adminPage.pages.list', to: '/admin/pages', permissions: read('menu') },
];
