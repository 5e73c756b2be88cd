import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@tutor/contract/list-query';
import type { AdminNews } from '@tutor/contract/news';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { adminNewsKeys } from './query-keys';

export function getNewsList(query: ListRequestQuery, signal?: AbortSignal): Promise<ListResponse<AdminNews>> {
  // Silent: the table shows a failed load in place, a toast on top would say it twice.
  return adminApi.get<ListResponse<AdminNews>>('/news', { query, signal, silent: true });
}

export const getNewsListQueryOptions = (query: ListRequestQuery) =>
  queryOptions({
    queryKey: adminNewsKeys.list(query),
    queryFn: ({ signal }) => getNewsList(query, signal),
    // The old page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useNewsList(query: ListRequestQuery) {
  return useQuery(getNewsListQueryOptions(query));
}
