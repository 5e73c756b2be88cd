import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminNews } from '@tutor/contract/news';
import { adminApi } from '@/api/http-client';
import { adminNewsKeys } from './query-keys';

export function getNews(id: number, signal?: AbortSignal): Promise<AdminNews> {
  return adminApi.get<AdminNews>(`/news/${id}`, { signal, silent: true });
}

export const getNewsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminNewsKeys.detail(id),
    queryFn: ({ signal }) => getNews(id, signal),
    // An edit form starts from what the server holds now, not from a minute-old copy.
    staleTime: 0,
  });

/** `id` is null when the address holds no valid id: nothing is asked then. */
export function useNews(id: number | null) {
  return useQuery({ ...getNewsQueryOptions(id ?? 0), enabled: id !== null });
}
