import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Rule, UpdateRuleBody } from '@tutor/contract/rules';
import { adminApi } from '@/api/http-client';
import { adminRuleKeys } from './query-keys';

export type UpdateRuleInput = { id: number; body: UpdateRuleBody };

export function updateRule({ id, body }: UpdateRuleInput): Promise<Rule> {
  return adminApi.put<Rule>(`/rules/${id}`, body);
}

export function useUpdateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRule,
    onSuccess: (_saved, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminRuleKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminRuleKeys.detail(id) }),
      ]),
  });
}
