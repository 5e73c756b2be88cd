import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';

/** In the "online exams" group, after the question bank. */
export const examsAdminMenu: readonly AdminMenuEntry[] = [
  { key: 'exams', label: 'adminPage.exams.list', to: '/admin/exams', permissions: read('exam') },
];
