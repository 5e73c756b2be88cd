import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCombo } from '@tutor/contract/combos';
import type { ListResponse } from '@tutor/contract/list-query';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { adminComboKeys } from './query-keys';

export function getCombos(query: ListRequestQuery, signal?: AbortSignal): Promise<ListResponse<AdminCombo>> {
  // Silent: the table shows a failed load in place, a toast on top would say it twice.
  return adminApi.get<ListResponse<AdminCombo>>('/combos', { query, signal, silent: true });
}

export const getCombosQueryOptions = (query: ListRequestQuery) =>
  queryOptions({
    queryKey: adminComboKeys.list(query),
    queryFn: ({ signal }) => getCombos(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useCombos(query: ListRequestQuery) {
  return useQuery(getCombosQueryOptions(query));
}
