import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRoleBody, Role } from '@tutor/contract/roles';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminRoleKeys } from './query-keys';

export function createRole(body: CreateRoleBody): Promise<Role> {
  return adminApi.post<Role>('/roles', body);
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminRoleKeys.lists() }),
      ]),
  });
}
