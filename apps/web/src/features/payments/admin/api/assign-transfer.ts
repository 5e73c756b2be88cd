import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTransferRow, AssignTransferBody } from '@tutor/contract/payments';
import { adminApi } from '@/api/http-client';
import { payKeys } from './query-keys';

/** `POST /admin/pay/transfers/{id}/assign`: the dialog shows the refusal itself (silent). */
export function useAssignTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AssignTransferBody }) =>
      adminApi.post<AdminTransferRow>(`/pay/transfers/${id}/assign`, body, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payKeys.all }),
  });
}
