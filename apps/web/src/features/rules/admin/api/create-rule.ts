import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRuleBody, Rule } from '@tutor/contract/rules';
import { adminApi } from '@/api/http-client';
import { adminRuleKeys } from './query-keys';

export function createRule(body: CreateRuleBody): Promise<Rule> {
  return adminApi.post<Rule>('/rules', body);
}

export function useCreateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRuleKeys.lists() }),
  });
}
