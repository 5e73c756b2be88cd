import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Permission, updatePermissionBodySchema } from '@tutor/contract/roles';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminPermissionKeys } from './query-keys';

/** The contract exports only the schema; the body is what it parses to. */
export type UpdatePermissionBody = ReturnType<typeof updatePermissionBodySchema.parse>;

export type UpdatePermissionInput = { id: number; body: UpdatePermissionBody };

export function updatePermission({ id, body }: UpdatePermissionInput): Promise<Permission> {
  return adminApi.put<Permission>(`/permissions/${id}`, body);
}

export function useUpdatePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePermission,
    onSuccess: (_saved, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminPermissionKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminPermissionKeys.detail(id) }),
      ]),
  });
}
