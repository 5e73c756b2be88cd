import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';

export const combosAdminMenu: readonly AdminMenuEntry[] = [
  {
    key: 'combos',
    label: 'adminPage.combos.list',
    to: '/admin/combos',
    icon: 'combos',
    permissions: read('combo'),
  },
];
