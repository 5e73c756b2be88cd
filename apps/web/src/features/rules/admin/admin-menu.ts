import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';

export const rulesAdminMenu: readonly AdminMenuEntry[] = [
  { key: 'rules', label: 'adminPage.rules.list', to: '/admin/rules', permissions: read('rule') },
];
