import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Permission } from '@tutor/contract/roles';
import { adminApi } from '@/api/http-client';
import { adminPermissionKeys } from './query-keys';

export function getPermission(id: number, signal?: AbortSignal): Promise<Permission> {
  return adminApi.get<Permission>(`/permissions/${id}`, { signal, silent: true });
}

export const getPermissionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminPermissionKeys.detail(id),
    queryFn: ({ signal }) => getPermission(id, signal),
    // An edit form starts from what the server holds now, not from a minute-old copy.
    staleTime: 0,
  });

/** `id` is null when the address holds no valid id: nothing is asked then. */
export function usePermission(id: number | null) {
  return useQuery({ ...getPermissionQueryOptions(id ?? 0), enabled: id !== null });
}
