import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/api/http-client';
import { adminComboKeys } from './query-keys';

export function deleteCombo(id: number): Promise<{ ok: true }> {
  return adminApi.delete<{ ok: true }>(`/combos/${id}`);
}

export function useDeleteCombo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCombo,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: adminComboKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminComboKeys.lists() });
    },
  });
}
