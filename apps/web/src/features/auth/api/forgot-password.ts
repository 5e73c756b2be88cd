import { useMutation } from '@tanstack/react-query';
import { authApi } from '@/api/http-client';

/** POST /auth/forgot: the answer is the same whether or not the address has an account. */
export function requestPasswordReset(body: { email: string }): Promise<{ ok: true }> {
  return authApi.post<{ ok: true }>('/forgot', body, { silent: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
