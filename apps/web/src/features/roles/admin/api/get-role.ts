import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@tutor/contract/roles';
import { adminApi } from '@/api/http-client';
import { adminRoleKeys } from './query-keys';

export function getRole(id: number, signal?: AbortSignal): Promise<Role> {
  return adminApi.get<Role>(`/roles/${id}`, { signal, silent: true });
}

export const getRoleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminRoleKeys.detail(id),
    queryFn: ({ signal }) => getRole(id, signal),
    // An edit form starts from what the server holds now, not from a minute-old copy.
    staleTime: 0,
  });

/** `id` is null when the address holds no valid id: nothing is asked then. */
export function useRole(id: number | null) {
  return useQuery({ ...getRoleQueryOptions(id ?? 0), enabled: id !== null });
}
