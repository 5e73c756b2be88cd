import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';

export const paymentsAdminMenu: readonly AdminMenuEntry[] = [
  { key: 'pay', label: 'adminPage.pay', to: '/admin/pay', icon: 'pay', permissions: read('order') },
];
