import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@tutor/contract/users';
import { adminApi } from '@/api/http-client';
import { adminUserKeys } from './query-keys';

export function getUser(id: number, signal?: AbortSignal): Promise<AdminUserDetail> {
  return adminApi.get<AdminUserDetail>(`/users/${id}`, { signal, silent: true });
}

export const getUserQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminUserKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
    // An edit form starts from what the server holds now, not from a minute-old copy.
    staleTime: 0,
  });

/** `id` is null when the address holds no valid id: nothing is asked then. */
export function useUser(id: number | null) {
  return useQuery({ ...getUserQueryOptions(id ?? 0), enabled: id !== null });
}
