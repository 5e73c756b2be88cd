import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@tutor/contract/auth';
import { authApi } from '@/api/http-client';
import { setCurrentUser } from '@/shared/session/session';

/** POST /auth/me/avatar, multipart field `file`; the server checks the content is really an image. */
export function uploadAvatar(file: File): Promise<{ user: UserInfo }> {
  const form = new FormData();
  form.append('file', file);
  return authApi.upload<{ user: UserInfo }>('/me/avatar', form, { silent: true });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ user }) => setCurrentUser(user, queryClient),
  });
}
