import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@tutor/contract/auth';
import { authApi } from '@/api/http-client';
import { login } from './session';

/**
 * POST /auth/login, then signs in (silent: show `t('error.' + error.code)` yourself). Apart from
 * `session.ts`, which the entry carries, so only the two login pages load TanStack's mutation code.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => authApi.post<LoginResponse>('/login', body, { silent: true }),
    onSuccess: (response) => login(response, queryClient),
  });
}
