import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteManyResponse } from '@tutor/contract/admin-common';
import { adminApi } from '@/api/http-client';
import { adminRuleKeys } from './query-keys';

/** `DELETE /rules` with the ids in the body: the answer says, per id, what was deleted and what was not. */
export function deleteRules(ids: number[]): Promise<DeleteManyResponse> {
  return adminApi.delete<DeleteManyResponse>('/rules', { ids });
}

export function useDeleteRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRules,
    onSuccess: ({ deleted }) => {
      for (const id of deleted) queryClient.removeQueries({ queryKey: adminRuleKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminRuleKeys.lists() });
    },
  });
}
