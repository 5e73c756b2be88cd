import type { AdminMenuEntry } from '@/app/route-menu';

/**
 * No side-menu entries: an exam's sessions and report are opened from that exam (its row in the exams
 * list, its edit page), a lesson exam's from the lesson's row, since each page is about one exam.
 */
export const examReportsAdminMenu: readonly AdminMenuEntry[] = [];
