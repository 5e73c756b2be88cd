import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, UpdateUserBody } from '@tutor/contract/users';
import { adminApi } from '@/api/http-client';
import { adminUserKeys } from './query-keys';

export type UpdateUserInput = { id: number; body: UpdateUserBody };

export function updateUser({ id, body }: UpdateUserInput): Promise<AdminUser> {
  return adminApi.put<AdminUser>(`/users/${id}`, body);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (_saved, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminUserKeys.detail(id) }),
      ]),
  });
}
