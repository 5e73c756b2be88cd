import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';

export const usersAdminMenu: readonly AdminMenuEntry[] = [
  { key: 'users', label: 'adminPage.users.list', to: '/admin/users', permissions: read('user') },
];
