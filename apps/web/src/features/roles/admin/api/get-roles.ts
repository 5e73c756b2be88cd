import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@tutor/contract/list-query';
import type { Role } from '@tutor/contract/roles';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { adminRoleKeys } from './query-keys';

export function getRoles(query: ListRequestQuery, signal?: AbortSignal): Promise<ListResponse<Role>> {
  // Silent: the table shows a failed load in place, a toast on top would say it twice.
  return adminApi.get<ListResponse<Role>>('/roles', { query, signal, silent: true });
}

export const getRolesQueryOptions = (query: ListRequestQuery) =>
  queryOptions({
    queryKey: adminRoleKeys.list(query),
    queryFn: ({ signal }) => getRoles(query, signal),
    // The old page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useRoles(query: ListRequestQuery) {
  return useQuery(getRolesQueryOptions(query));
}
