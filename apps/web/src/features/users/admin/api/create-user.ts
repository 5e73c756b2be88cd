import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, CreateUserBody } from '@tutor/contract/users';
import { adminApi } from '@/api/http-client';
import { adminUserKeys } from './query-keys';

export function createUser(body: CreateUserBody): Promise<AdminUser> {
  return adminApi.post<AdminUser>('/users', body);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() }),
  });
}
