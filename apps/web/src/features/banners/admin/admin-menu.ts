import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';

export const bannersAdminMenu: readonly AdminMenuEntry[] = [
  { key: 'banners', label: 'adminPage.banners.list', to: '/admin/banners', permissions: read('banner') },
];
