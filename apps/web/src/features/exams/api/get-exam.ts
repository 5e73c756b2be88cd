import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExamDetail } from '@tutor/contract/exams';
import { siteApi } from '@/api/http-client';
import { useCurrentUser } from '@/shared/session/session';
import { examKeys } from './query-keys';

/** `GET /api/exams/{id}`: an ACTIVE exam's page as a visitor sees it (the server renders it so). */
export function getExamQueryOptions(id: number) {
  return queryOptions({
    queryKey: examKeys.detail(id),
    queryFn: ({ signal }) => siteApi.get<ExamDetail>(`/exams/${id}`, { signal, silent: true }),
  });
}

export function useExam(id: number | null) {
  return useQuery({ ...getExamQueryOptions(id ?? 0), enabled: id !== null });
}

/** The same page read with the student's token: `me` holds their attempts and open session. */
export function useMyExamAttempts(id: number) {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: examKeys.mine(id, user?.id ?? 0),
    queryFn: ({ signal }) => siteApi.get<ExamDetail>(`/exams/${id}`, { signal, silent: true }),
    enabled: Boolean(user),
    select: (exam) => exam.me,
  });
}
