import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteManyResponse } from '@tutor/contract/admin-common';
import { adminApi } from '@/api/http-client';
import { adminExamKeys } from './query-keys';

/** `DELETE /exams/{id}`: refused with EXAM_HAS_SUBMISSIONS once a student has taken it. */
export function useDeleteExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi.delete<{ ok: true }>(`/exams/${id}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: adminExamKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminExamKeys.lists() });
    },
  });
}

/** `DELETE /exams` with the ids in the body: the answer says, per id, what was deleted and what was not. */
export function useDeleteExams() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => adminApi.delete<DeleteManyResponse>('/exams', { ids }),
    onSuccess: ({ deleted }) => {
      for (const id of deleted) queryClient.removeQueries({ queryKey: adminExamKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminExamKeys.lists() });
    },
  });
}
