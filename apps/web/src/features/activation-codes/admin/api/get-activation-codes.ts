import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminActivationCode } from '@tutor/contract/activation-codes';
import type { ListResponse } from '@tutor/contract/list-query';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { adminActivationCodeKeys } from './query-keys';

export function getActivationCodes(
  query: ListRequestQuery,
  signal?: AbortSignal,
): Promise<ListResponse<AdminActivationCode>> {
  // Silent: the table shows a failed load in place.
  return adminApi.get<ListResponse<AdminActivationCode>>('/activation-codes', {
    query,
    signal,
    silent: true,
  });
}

export const getActivationCodesQueryOptions = (query: ListRequestQuery) =>
  queryOptions({
    queryKey: adminActivationCodeKeys.list(query),
    queryFn: ({ signal }) => getActivationCodes(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useActivationCodes(query: ListRequestQuery) {
  return useQuery(getActivationCodesQueryOptions(query));
}
