import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role, UpdateRoleBody } from '@tutor/contract/roles';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminRoleKeys } from './query-keys';

export type UpdateRoleInput = { id: number; body: UpdateRoleBody };

export function updateRole({ id, body }: UpdateRoleInput): Promise<Role> {
  return adminApi.put<Role>(`/roles/${id}`, body);
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: (_saved, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminRoleKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminRoleKeys.detail(id) }),
      ]),
  });
}
