import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCombo, UpdateComboBody } from '@tutor/contract/combos';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminComboKeys } from './query-keys';

export type UpdateComboInput = { id: number; body: UpdateComboBody };

export function updateCombo({ id, body }: UpdateComboInput): Promise<AdminCombo> {
  return adminApi.put<AdminCombo>(`/combos/${id}`, body);
}

export function useUpdateCombo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCombo,
    // Combos are listed in the shared form data (extra-data `combos`).
    onSuccess: (_saved, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminComboKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminComboKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
      ]),
  });
}
