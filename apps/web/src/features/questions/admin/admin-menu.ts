import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';

/** Spec §2 "online exams → questions"; the app puts it in its online exams group. */
export const questionsAdminMenu: readonly AdminMenuEntry[] = [
  {
    key: 'questions',
    label: 'adminPage.questions.list',
    to: '/admin/questions',
    permissions: read('question'),
  },
];
