import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Folder } from '@tutor/contract/folders';
import type { ListResponse } from '@tutor/contract/list-query';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { adminFolderKeys } from './query-keys';

export function getFolders(query: ListRequestQuery, signal?: AbortSignal): Promise<ListResponse<Folder>> {
  // Silent: the table shows a failed load in place.
  return adminApi.get<ListResponse<Folder>>('/folders', { query, signal, silent: true });
}

export const getFoldersQueryOptions = (query: ListRequestQuery) =>
  queryOptions({
    queryKey: adminFolderKeys.list(query),
    queryFn: ({ signal }) => getFolders(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useFolders(query: ListRequestQuery) {
  return useQuery(getFoldersQueryOptions(query));
}
