import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteManyResponse } from '@tutor/contract/admin-common';
import { adminApi } from '@/api/http-client';
import { adminComboKeys } from './query-keys';

/** `DELETE /combos` with the ids in the body: the answer says, per id, what was deleted and what was not. */
export function deleteCombos(ids: number[]): Promise<DeleteManyResponse> {
  return adminApi.delete<DeleteManyResponse>('/combos', { ids });
}

export function useDeleteCombos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCombos,
    onSuccess: ({ deleted }) => {
      for (const id of deleted) queryClient.removeQueries({ queryKey: adminComboKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminComboKeys.lists() });
    },
  });
}
