import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse, RegisterBody } from '@tutor/contract/auth';
import { authApi } from '@/api/http-client';
import { login } from '@/shared/session/session';

/** POST /auth/register: the account is created and signed in at once. Errors are the page's to show. */
export function register(body: RegisterBody): Promise<LoginResponse> {
  return authApi.post<LoginResponse>('/register', body, { silent: true });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: register, onSuccess: (response) => login(response, queryClient) });
}
