import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmbedLive } from '@tutor/contract/embed-lives';
import { adminApi } from '@/api/http-client';
import { adminEmbedLiveKeys } from './query-keys';

export function getEmbedLive(id: number, signal?: AbortSignal): Promise<EmbedLive> {
  return adminApi.get<EmbedLive>(`/embed-lives/${id}`, { signal, silent: true });
}

export const getEmbedLiveQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminEmbedLiveKeys.detail(id),
    queryFn: ({ signal }) => getEmbedLive(id, signal),
    // An edit form starts from what the server holds now, not from a minute-old copy.
    staleTime: 0,
  });

/** `id` is null when the address holds no valid id: nothing is asked then. */
export function useEmbedLive(id: number | null) {
  return useQuery({ ...getEmbedLiveQueryOptions(id ?? 0), enabled: id !== null });
}
