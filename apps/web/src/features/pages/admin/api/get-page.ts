import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPage } from '@tutor/contract/pages';
import { adminApi } from '@/api/http-client';
import { adminPageKeys } from './query-keys';

export function getPage(id: number, signal?: AbortSignal): Promise<AdminPage> {
  return adminApi.get<AdminPage>(`/pages/${id}`, { signal, silent: true });
}

export const getPageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminPageKeys.detail(id),
    queryFn: ({ signal }) => getPage(id, signal),
    // An edit form starts from what the server holds now, not from a minute-old copy.
    staleTime: 0,
  });

/** `id` is null when the address holds no valid id: nothing is asked then. */
export function usePage(id: number | null) {
  return useQuery({ ...getPageQueryOptions(id ?? 0), enabled: id !== null });
}
