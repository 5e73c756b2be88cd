import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@tutor/contract/list-query';
import type { AdminUser } from '@tutor/contract/users';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { adminUserKeys } from './query-keys';

export function getUsers(query: ListRequestQuery, signal?: AbortSignal): Promise<ListResponse<AdminUser>> {
  // Silent: the table shows a failed load in place, a toast on top would say it twice.
  return adminApi.get<ListResponse<AdminUser>>('/users', { query, signal, silent: true });
}

export const getUsersQueryOptions = (query: ListRequestQuery) =>
  queryOptions({
    queryKey: adminUserKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    // The old page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useUsers(query: ListRequestQuery) {
  return useQuery(getUsersQueryOptions(query));
}
