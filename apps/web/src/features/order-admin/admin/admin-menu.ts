import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';

/** The order lists and the students' statistics, in spec §2 order (the app puts them in its Orders group). */
export const orderAdminMenu: readonly AdminMenuEntry[] = [
  { key: 'orders', label: 'adminPage.orders.list', to: '/admin/orders', permissions: read('order') },
  {
    key: 'simpleOrders',
    label: 'adminPage.simpleOrders',
    to: '/admin/simple-orders',
    permissions: read('simple-order'),
  },
  {
    key: 'courseOrders',
    label: 'adminPage.courseOrders',
    to: '/admin/course-orders',
    permissions: read('course-order'),
  },
  {
    key: 'statistics',
    label: 'adminPage.courseOrderStatistics',
    to: '/admin/course-orders-statistics',
    permissions: read('course-order'),
  },
  {
    key: 'comboOrders',
    label: 'adminPage.comboOrders',
    to: '/admin/combo-orders',
    permissions: read('combo-order'),
  },
];
