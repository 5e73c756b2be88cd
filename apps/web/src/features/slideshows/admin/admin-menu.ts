import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';

export const slideshowsAdminMenu: readonly AdminMenuEntry[] = [
  {
    key: 'slideshows',
    label: 'adminPage.slideshows.list',
    to: '/admin/slideshows',
    permissions: read('slideshow'),
  },
];
