import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ActivationCodesCreated,
  AdminActivationCode,
  CreateActivationCodesBody,
  UpdateActivationCodeBody,
} from '@tutor/contract/activation-codes';
import type { DeleteManyResponse } from '@tutor/contract/admin-common';
import { adminApi } from '@/api/http-client';
import { adminActivationCodeKeys } from './query-keys';

function useInvalidatingMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminActivationCodeKeys.all }),
  });
}

/** `POST /activation-codes/multiple`: a batch, created all at once or not at all. */
export function useCreateActivationCodes() {
  return useInvalidatingMutation((body: CreateActivationCodesBody) =>
    adminApi.post<ActivationCodesCreated>('/activation-codes/multiple', body, { silent: true }),
  );
}

/** `PATCH /activation-codes/{id}`: disable, enable or change the expiry (refused once used). */
export function useUpdateActivationCode() {
  return useInvalidatingMutation(({ id, ...body }: UpdateActivationCodeBody & { id: number }) =>
    adminApi.patch<AdminActivationCode>(`/activation-codes/${id}`, body),
  );
}

/** `DELETE /activation-codes/{id}`: an unused code only (ACTIVATION_CODE_USED otherwise). */
export function useDeleteActivationCode() {
  return useInvalidatingMutation((id: number) => adminApi.delete<{ ok: true }>(`/activation-codes/${id}`));
}

/** `DELETE /activation-codes` with the ids: the answer says per id what went and what stayed. */
export function useDeleteActivationCodes() {
  return useInvalidatingMutation((ids: number[]) =>
    adminApi.delete<DeleteManyResponse>('/activation-codes', { ids }),
  );
}

/** `GET /activation-codes/export.xlsx?batch=`: the batch's codes to print. */
export function downloadBatch(batch: string): Promise<Blob> {
  return adminApi.download('/activation-codes/export.xlsx', { query: { batch } });
}
