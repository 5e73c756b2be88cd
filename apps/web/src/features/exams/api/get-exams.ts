import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ExamListResponse } from '@tutor/contract/exams';
import { siteApi } from '@/api/http-client';
import { examKeys } from './query-keys';

export type ExamListQuery = {
  offset: number;
  limit: number;
  sort?: string;
  order?: string;
  categoryId?: number;
};

/** `GET /api/exams`: one page of ACTIVE exams, newest first by default, with `extra.categories`. */
export function getExams(query: ExamListQuery, signal?: AbortSignal) {
  return siteApi.get<ExamListResponse>('/exams', { query, signal, silent: true });
}

export function getExamsQueryOptions(query: ExamListQuery) {
  return queryOptions({
    queryKey: examKeys.list(query),
    queryFn: ({ signal }) => getExams(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useExams(query: ExamListQuery) {
  return useQuery(getExamsQueryOptions(query));
}
