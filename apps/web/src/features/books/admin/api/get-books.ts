import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBook } from '@tutor/contract/books';
import type { ListResponse } from '@tutor/contract/list-query';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { adminBookKeys } from './query-keys';

export function getBooks(query: ListRequestQuery, signal?: AbortSignal): Promise<ListResponse<AdminBook>> {
  // Silent: the table shows a failed load in place, a toast on top would say it twice.
  return adminApi.get<ListResponse<AdminBook>>('/books', { query, signal, silent: true });
}

export const getBooksQueryOptions = (query: ListRequestQuery) =>
  queryOptions({
    queryKey: adminBookKeys.list(query),
    queryFn: ({ signal }) => getBooks(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useBooks(query: ListRequestQuery) {
  return useQuery(getBooksQueryOptions(query));
}
