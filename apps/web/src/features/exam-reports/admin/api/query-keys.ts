import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import type { ExamTarget } from './target';

/** Every query key of the exam session and report screens; mutations invalidate through these. */
export const examReportKeys = {
  all: ['admin', 'exam-reports'] as const,
  target: (target: ExamTarget) => [...examReportKeys.all, target.kind, target.id] as const,
  sessions: (target: ExamTarget) => [...examReportKeys.target(target), 'sessions'] as const,
  sessionList: (target: ExamTarget, query: ListRequestQuery) =>
    [...examReportKeys.sessions(target), query] as const,
  report: (target: ExamTarget, bin: number) => [...examReportKeys.target(target), 'report', bin] as const,
  takers: (target: ExamTarget, query: ListRequestQuery) =>
    [...examReportKeys.target(target), 'takers', query] as const,
};
