import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@tutor/contract/list-query';
import type { Slideshow } from '@tutor/contract/slideshows';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { adminSlideshowKeys } from './query-keys';

export function getSlideshows(
  query: ListRequestQuery,
  signal?: AbortSignal,
): Promise<ListResponse<Slideshow>> {
  // Silent: the table shows a failed load in place, a toast on top would say it twice.
  return adminApi.get<ListResponse<Slideshow>>('/slideshows', { query, signal, silent: true });
}

export const getSlideshowsQueryOptions = (query: ListRequestQuery) =>
  queryOptions({
    queryKey: adminSlideshowKeys.list(query),
    queryFn: ({ signal }) => getSlideshows(query, signal),
    // The old page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useSlideshows(query: ListRequestQuery) {
  return useQuery(getSlideshowsQueryOptions(query));
}
