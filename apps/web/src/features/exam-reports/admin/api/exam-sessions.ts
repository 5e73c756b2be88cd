import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminExamSession, AdminExamSessionList } from '@tutor/contract/exam-reports';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { examReportKeys } from './query-keys';
import { basePath, type ExamTarget } from './target';

/* The sessions of an exam or lesson exam, and the staff's two corrections (extend, reset). */

export function useExamSessions(target: ExamTarget, query: ListRequestQuery) {
  return useQuery({
    queryKey: examReportKeys.sessionList(target, query),
    queryFn: ({ signal }) =>
      adminApi.get<AdminExamSessionList>(`${basePath(target)}/exam-sessions`, {
        query,
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
    enabled: target.id > 0,
    // Sessions open, save and close by themselves: always ask again.
    staleTime: 0,
  });
}

/** `PATCH /exam-sessions/{id}/extend`: the deadline `minutes` later. */
export function useExtendSession(target: ExamTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, minutes }: { id: number; minutes: number }) =>
      adminApi.patch<AdminExamSession>(`/exam-sessions/${id}/extend`, { minutes }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: examReportKeys.sessions(target) }),
  });
}

/** `POST /exam-sessions/{id}/reset`: closes an open session without a history. */
export function useResetSession(target: ExamTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi.post<AdminExamSession>(`/exam-sessions/${id}/reset`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: examReportKeys.sessions(target) }),
  });
}
