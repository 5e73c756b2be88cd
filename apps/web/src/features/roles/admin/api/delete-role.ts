import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminRoleKeys } from './query-keys';

export function deleteRole(id: number): Promise<{ ok: true }> {
  return adminApi.delete<{ ok: true }>(`/roles/${id}`);
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: adminRoleKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: extraDataKeys.all });
      return queryClient.invalidateQueries({ queryKey: adminRoleKeys.lists() });
    },
  });
}
