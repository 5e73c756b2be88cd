import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMeBody, UserInfo } from '@tutor/contract/auth';
import { authApi } from '@/api/http-client';
import { setCurrentUser } from '@/shared/session/session';

/** PUT /auth/me: one's own names, email, phone and social link. */
export function updateMe(body: UpdateMeBody): Promise<{ user: UserInfo }> {
  return authApi.put<{ user: UserInfo }>('/me', body, { silent: true });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMe, onSuccess: ({ user }) => setCurrentUser(user, queryClient) });
}
