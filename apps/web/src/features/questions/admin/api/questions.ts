import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeleteManyResponse } from '@tutor/contract/admin-common';
import type { ListResponse } from '@tutor/contract/list-query';
import type { QuestionData } from '@tutor/contract/question-input';
import type { AdminQuestion, AdminQuestionDetail, UpdateQuestionBody } from '@tutor/contract/questions';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';

/** Every query key of the bank's screens: mutations invalidate through these. */
export const adminQuestionKeys = {
  all: ['admin', 'questions'] as const,
  lists: () => [...adminQuestionKeys.all, 'list'] as const,
  list: (query: ListRequestQuery) => [...adminQuestionKeys.lists(), query] as const,
  detail: (id: number) => [...adminQuestionKeys.all, 'detail', id] as const,
};

export function getQuestions(query: ListRequestQuery, signal?: AbortSignal) {
  // Silent: the table shows a failed load in place.
  return adminApi.get<ListResponse<AdminQuestion>>('/questions', { query, signal, silent: true });
}

export const questionsQueryOptions = (query: ListRequestQuery) =>
  queryOptions({
    queryKey: adminQuestionKeys.list(query),
    queryFn: ({ signal }) => getQuestions(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useQuestions(query: ListRequestQuery) {
  return useQuery(questionsQueryOptions(query));
}

/** `id` is null when the address holds no valid id: nothing is asked then. */
export function useQuestion(id: number | null) {
  return useQuery({
    queryKey: adminQuestionKeys.detail(id ?? 0),
    queryFn: ({ signal }) => adminApi.get<AdminQuestionDetail>(`/questions/${id}`, { signal, silent: true }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** `POST /questions/multiple`: all saved, or none. */
export function useCreateQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: QuestionData[]) =>
      adminApi.post<{ data: AdminQuestion[] }>('/questions/multiple', { items }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQuestionKeys.lists() }),
  });
}

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateQuestionBody }) =>
      adminApi.put<AdminQuestion>(`/questions/${id}`, body, { silent: true }),
    onSuccess: (_saved, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQuestionKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminQuestionKeys.detail(id) }),
      ]),
  });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi.delete<{ ok: true }>(`/questions/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQuestionKeys.lists() }),
  });
}

export function useDeleteManyQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => adminApi.delete<DeleteManyResponse>('/questions', { ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQuestionKeys.lists() }),
  });
}
