import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';

export const foldersAdminMenu: readonly AdminMenuEntry[] = [
  {
    key: 'folders',
    label: 'adminPage.folders.list',
    to: '/admin/folders',
    icon: 'folders',
    permissions: read('folder'),
  },
];
