import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@tutor/contract/auth';
import { authApi } from '@/api/http-client';

/** PUT /auth/me/password: WRONG_PASSWORD when the current one is not right; other sessions end. */
export function changePassword(body: ChangePasswordBody): Promise<{ ok: true }> {
  return authApi.put<{ ok: true }>('/me/password', body, { silent: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
