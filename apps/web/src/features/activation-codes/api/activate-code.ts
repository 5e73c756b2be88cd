import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivateCodeBody, ActivationResult } from '@tutor/contract/activation-codes';
import { siteApi } from '@/api/http-client';

/** `POST /api/activation-codes/activate`: opens the code's course (or each course of its combo) for me. */
export function activateCode(body: ActivateCodeBody) {
  // silent: the form shows the refusal under its field.
  return siteApi.post<ActivationResult>('/activation-codes/activate', body, { silent: true });
}

export function useActivateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateCode,
    // My courses, the course pages' "enrolled" state and the notifications changed: read them again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
