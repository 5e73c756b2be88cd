import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@tutor/contract/list-query';
import type { AdminPage } from '@tutor/contract/pages';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { adminPageKeys } from './query-keys';

export function getPages(query: ListRequestQuery, signal?: AbortSignal): Promise<ListResponse<AdminPage>> {
  // Silent: the table shows a failed load in place, a toast on top would say it twice.
  return adminApi.get<ListResponse<AdminPage>>('/pages', { query, signal, silent: true });
}

export const getPagesQueryOptions = (query: ListRequestQuery) =>
  queryOptions({
    queryKey: adminPageKeys.list(query),
    queryFn: ({ signal }) => getPages(query, signal),
    // The old page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function usePages(query: ListRequestQuery) {
  return useQuery(getPagesQueryOptions(query));
}
