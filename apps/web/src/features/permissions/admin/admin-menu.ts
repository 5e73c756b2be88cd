import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';

export const permissionsAdminMenu: readonly AdminMenuEntry[] = [
  {
    key: 'permissions',
    label: 'adminPage.permissions.list',
    to: '/admin/permissions',
    permissions: read('permission'),
  },
];
