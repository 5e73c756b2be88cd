import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCombo, CreateComboBody } from '@tutor/contract/combos';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminComboKeys } from './query-keys';

export function createCombo(body: CreateComboBody): Promise<AdminCombo> {
  return adminApi.post<AdminCombo>('/combos', body);
}

export function useCreateCombo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCombo,
    // Combos are listed in the shared form data (extra-data `combos`).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminComboKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
      ]),
  });
}
