import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/api/http-client';
import { adminRuleKeys } from './query-keys';

export function deleteRule(id: number): Promise<{ ok: true }> {
  return adminApi.delete<{ ok: true }>(`/rules/${id}`);
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRule,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: adminRuleKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminRuleKeys.lists() });
    },
  });
}
