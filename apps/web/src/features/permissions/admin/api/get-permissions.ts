import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@tutor/contract/list-query';
import type { Permission } from '@tutor/contract/roles';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { adminPermissionKeys } from './query-keys';

export function getPermissions(
  query: ListRequestQuery,
  signal?: AbortSignal,
): Promise<ListResponse<Permission>> {
  // Silent: the table shows a failed load in place, a toast on top would say it twice.
  return adminApi.get<ListResponse<Permission>>('/permissions', { query, signal, silent: true });
}

export const getPermissionsQueryOptions = (query: ListRequestQuery) =>
  queryOptions({
    queryKey: adminPermissionKeys.list(query),
    queryFn: ({ signal }) => getPermissions(query, signal),
    // The old page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function usePermissions(query: ListRequestQuery) {
  return useQuery(getPermissionsQueryOptions(query));
}
