import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';

export const categoriesAdminMenu: readonly AdminMenuEntry[] = [
  {
    key: 'categories',
    label: 'adminPage.categories.list',
    to: '/admin/categories',
    icon: 'categories',
    permissions: read('category'),
  },
];
