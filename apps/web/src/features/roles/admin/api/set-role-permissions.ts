import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/api/http-client';
import { adminRoleKeys } from './query-keys';

export type SetRolePermissionsInput = { id: number; permissionIds: number[] };

/** `POST /roles/{id}/permissions` (spec §6): the role holds exactly these permissions afterwards. */
export function setRolePermissions({ id, permissionIds }: SetRolePermissionsInput) {
  return adminApi.post<{ permissionIds: number[] }>(`/roles/${id}/permissions`, { permissionIds });
}

export function useSetRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRolePermissions,
    onSuccess: (_saved, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminRoleKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: adminRoleKeys.lists() }),
      ]),
  });
}
