import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';

export const menusAdminMenu: readonly AdminMenuEntry[] = [
  { key: 'menuBook', label: 'adminPage.menus.book', to: '/admin/menus/book', permissions: read('menu') },
  {
    key: 'menuCourseOnline',
    label: 'adminPage.menus.courseOnline',
    to: '/admin/menus/course-online',
    permissions: read('menu'),
  },
  {
    key: 'menuCourseOffline',
    label: 'adminPage.menus.courseOffline',
    to: '/admin/menus/course-offline',
    permissions: read('menu'),
  },
  {
    key: 'menuDocument',
    label: 'adminPage.menus.document',
    to: '/admin/menus/document',
    permissions: read('menu'),
  },
  { key: 'menuExam', label: 'adminPage.menus.exam', to: '/admin/menus/exam', permissions: read('menu') },
];
