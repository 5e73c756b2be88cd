import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Rule } from '@tutor/contract/rules';
import { adminApi } from '@/api/http-client';
import { adminRuleKeys } from './query-keys';

export function getRule(id: number, signal?: AbortSignal): Promise<Rule> {
  return adminApi.get<Rule>(`/rules/${id}`, { signal, silent: true });
}

export const getRuleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminRuleKeys.detail(id),
    queryFn: ({ signal }) => getRule(id, signal),
    // An edit form starts from what the server holds now, not from a minute-old copy.
    staleTime: 0,
  });

/** `id` is null when the address holds no valid id: nothing is asked then. */
export function useRule(id: number | null) {
  return useQuery({ ...getRuleQueryOptions(id ?? 0), enabled: id !== null });
}
