import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Folder } from '@tutor/contract/folders';
import { adminApi } from '@/api/http-client';
import { adminFolderKeys } from './query-keys';

export function getFolder(id: number, signal?: AbortSignal): Promise<Folder> {
  return adminApi.get<Folder>(`/folders/${id}`, { signal, silent: true });
}

export const getFolderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminFolderKeys.detail(id),
    queryFn: ({ signal }) => getFolder(id, signal),
    // An edit form starts from what the server holds now.
    staleTime: 0,
  });

/** `id` is null when the address holds no valid id: nothing is asked then. */
export function useFolder(id: number | null) {
  return useQuery({ ...getFolderQueryOptions(id ?? 0), enabled: id !== null });
}
