import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminExam } from '@tutor/contract/exams';
import type { ListResponse } from '@tutor/contract/list-query';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { adminExamKeys } from './query-keys';

export function getExams(query: ListRequestQuery, signal?: AbortSignal): Promise<ListResponse<AdminExam>> {
  // Silent: the table shows a failed load in place.
  return adminApi.get<ListResponse<AdminExam>>('/exams', { query, signal, silent: true });
}

export const getExamsQueryOptions = (query: ListRequestQuery) =>
  queryOptions({
    queryKey: adminExamKeys.list(query),
    queryFn: ({ signal }) => getExams(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useExams(query: ListRequestQuery) {
  return useQuery(getExamsQueryOptions(query));
}

/** Every exam by name, for "copy the questions of another exam". */
export function useExamOptions() {
  return useQuery({
    queryKey: adminExamKeys.options(),
    queryFn: ({ signal }) =>
      adminApi.get<ListResponse<AdminExam>>('/exams', {
        query: { limit: -1, sort: 'name', order: 'asc' },
        signal,
        silent: true,
      }),
    select: (list) => list.data,
  });
}
