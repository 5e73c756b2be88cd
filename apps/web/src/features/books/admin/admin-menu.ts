import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';

export const booksAdminMenu: readonly AdminMenuEntry[] = [
  {
    key: 'books',
    label: 'adminPage.books.list',
    to: '/admin/books',
    icon: 'books',
    permissions: read('book'),
  },
];
