import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';

export const rolesAdminMenu: readonly AdminMenuEntry[] = [
  { key: 'roles', label: 'adminPage.roles.list', to: '/admin/roles', permissions: read('role') },
];
