import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';

export const notificationsAdminMenu: readonly AdminMenuEntry[] = [
  {
    key: 'notifications',
    label: 'adminPage.notifications',
    to: '/admin/notifications',
    icon: 'notifications',
    permissions: read('notification'),
  },
];
