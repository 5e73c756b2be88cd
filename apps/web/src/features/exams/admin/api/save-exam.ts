import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminExam, CreateExamBody, UpdateExamBody } from '@tutor/contract/exams';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminExamKeys } from './query-keys';

export function createExam(body: CreateExamBody): Promise<AdminExam> {
  return adminApi.post<AdminExam>('/exams', body);
}

export function updateExam({ id, body }: { id: number; body: UpdateExamBody }): Promise<AdminExam> {
  return adminApi.put<AdminExam>(`/exams/${id}`, body);
}

/** Spec §4: after creating or updating an exam the shared admin data (tags) is refetched. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return (id?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminExamKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: adminExamKeys.options() }),
      id ? queryClient.invalidateQueries({ queryKey: adminExamKeys.detail(id) }) : undefined,
      queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
    ]);
}

export function useCreateExam() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: createExam, onSuccess: () => invalidate() });
}

export function useUpdateExam() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: updateExam, onSuccess: (_saved, { id }) => invalidate(id) });
}
