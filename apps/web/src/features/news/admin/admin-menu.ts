import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';

export const newsAdminMenu: readonly AdminMenuEntry[] = [
  { key: 'news', label: 'adminPage.news.list', to: '/admin/news', icon: 'news', permissions: read('news') },
];
