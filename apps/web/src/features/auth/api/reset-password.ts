import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@tutor/contract/auth';
import { authApi } from '@/api/http-client';

/** POST /auth/reset-password with the token of the mailed link; RESET_TOKEN_INVALID when it is spent. */
export function resetPassword(body: ResetPasswordBody): Promise<{ ok: true }> {
  return authApi.post<{ ok: true }>('/reset-password', body, { silent: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
