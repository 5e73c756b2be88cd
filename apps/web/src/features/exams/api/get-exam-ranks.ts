import { useQuery } from '@tanstack/react-query';
import { siteApi } from '@/api/http-client';
import { examKeys } from './query-keys';

/** One row of `GET /api/exams/{id}/exam-ranks` (served by the exam-sessions engine). */
export type ExamRank = {
  rank: number;
  user: { id: number; name: string; avatar: string | null };
  score: number;
  /** Seconds. */
  timeTaken: number;
  submittedAt: string;
};

/**
 * The ranking: best score per student, ties by time taken. Asked in the browser only, and not while the
 * exam's results are hidden (`enabled` false): the server would refuse it (EXAM_RESULT_HIDDEN).
 */
export function useExamRanks(id: number, enabled = true) {
  return useQuery({
    queryKey: examKeys.ranks(id),
    enabled,
    queryFn: ({ signal }) =>
      siteApi.get<{ data: ExamRank[] }>(`/exams/${id}/exam-ranks`, { signal, silent: true }),
    retry: false,
  });
}
