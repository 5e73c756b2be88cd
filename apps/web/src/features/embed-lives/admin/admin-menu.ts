import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';

export const embedLivesAdminMenu: readonly AdminMenuEntry[] = [
  {
    key: 'embedLives',
    label: 'adminPage.embedLives.list',
    to: '/admin/embed-lives',
    permissions: read('embed-live'),
  },
];
