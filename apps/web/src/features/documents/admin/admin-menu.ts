import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';

export const documentsAdminMenu: readonly AdminMenuEntry[] = [
  {
    key: 'documents',
    label: 'adminPage.documents.list',
    to: '/admin/documents',
    icon: 'documents',
    permissions: read('document'),
  },
];
