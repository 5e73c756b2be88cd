import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';

/** Every query key of the exam screens: mutations invalidate through these. */
export const adminExamKeys = {
  all: ['admin', 'exams'] as const,
  lists: () => [...adminExamKeys.all, 'list'] as const,
  list: (query: ListRequestQuery) => [...adminExamKeys.lists(), query] as const,
  options: () => [...adminExamKeys.all, 'options'] as const,
  details: () => [...adminExamKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminExamKeys.details(), id] as const,
  questions: (id: number) => [...adminExamKeys.all, 'questions', id] as const,
  bank: (query: Readonly<Record<string, unknown>>) => ['admin', 'questions', 'list', query] as const,
};
