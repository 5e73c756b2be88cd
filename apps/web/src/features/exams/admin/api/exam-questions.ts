import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminExamQuestionsResponse } from '@tutor/contract/exams';
import { adminApi } from '@/api/http-client';
import { adminExamKeys } from './query-keys';

/* `/exams/{id}/exam-questions`: every change answers the whole paper, which replaces the cached one. */

export function useExamQuestions(examId: number) {
  return useQuery({
    queryKey: adminExamKeys.questions(examId),
    queryFn: ({ signal }) =>
      adminApi.get<AdminExamQuestionsResponse>(`/exams/${examId}/exam-questions`, { signal, silent: true }),
  });
}

export type ExamQuestionsChange =
  | { kind: 'add'; questionIds: number[] }
  | { kind: 'reorder'; questionIds: number[] }
  | { kind: 'remove'; questionId: number }
  | { kind: 'copy'; fromExamId: number };

function send(examId: number, change: ExamQuestionsChange) {
  const base = `/exams/${examId}/exam-questions`;
  switch (change.kind) {
    case 'add':
      return adminApi.post<AdminExamQuestionsResponse>(base, { questionIds: change.questionIds });
    case 'reorder':
      return adminApi.put<AdminExamQuestionsResponse>(base, { questionIds: change.questionIds });
    case 'remove':
      return adminApi.delete<AdminExamQuestionsResponse>(`${base}/${change.questionId}`);
    case 'copy':
      return adminApi.post<AdminExamQuestionsResponse>(`${base}/copy`, { fromExamId: change.fromExamId });
  }
}

export function useChangeExamQuestions(examId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ExamQuestionsChange) => send(examId, change),
    onSuccess: (paper) => {
      queryClient.setQueryData(adminExamKeys.questions(examId), paper);
      return queryClient.invalidateQueries({ queryKey: adminExamKeys.lists() });
    },
  });
}
