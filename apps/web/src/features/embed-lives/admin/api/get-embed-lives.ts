import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmbedLive } from '@tutor/contract/embed-lives';
import type { ListResponse } from '@tutor/contract/list-query';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { adminEmbedLiveKeys } from './query-keys';

export function getEmbedLives(
  query: ListRequestQuery,
  signal?: AbortSignal,
): Promise<ListResponse<EmbedLive>> {
  // Silent: the table shows a failed load in place, a toast on top would say it twice.
  return adminApi.get<ListResponse<EmbedLive>>('/embed-lives', { query, signal, silent: true });
}

export const getEmbedLivesQueryOptions = (query: ListRequestQuery) =>
  queryOptions({
    queryKey: adminEmbedLiveKeys.list(query),
    queryFn: ({ signal }) => getEmbedLives(query, signal),
    // The old page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useEmbedLives(query: ListRequestQuery) {
  return useQuery(getEmbedLivesQueryOptions(query));
}
