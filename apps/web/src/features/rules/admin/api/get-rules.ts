import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@tutor/contract/list-query';
import type { Rule } from '@tutor/contract/rules';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { adminRuleKeys } from './query-keys';

export function getRules(query: ListRequestQuery, signal?: AbortSignal): Promise<ListResponse<Rule>> {
  // Silent: the table shows a failed load in place, a toast on top would say it twice.
  return adminApi.get<ListResponse<Rule>>('/rules', { query, signal, silent: true });
}

export const getRulesQueryOptions = (query: ListRequestQuery) =>
  queryOptions({
    queryKey: adminRuleKeys.list(query),
    queryFn: ({ signal }) => getRules(query, signal),
    // The old page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useRules(query: ListRequestQuery) {
  return useQuery(getRulesQueryOptions(query));
}
