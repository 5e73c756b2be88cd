import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';

export const imagesAdminMenu: readonly AdminMenuEntry[] = [
  {
    key: 'images',
    label: 'adminPage.images.list',
    to: '/admin/images',
    icon: 'images',
    permissions: read('image'),
  },
];
