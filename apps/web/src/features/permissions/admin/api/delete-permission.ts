import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminPermissionKeys } from './query-keys';

export function deletePermission(id: number): Promise<{ ok: true }> {
  return adminApi.delete<{ ok: true }>(`/permissions/${id}`);
}

export function useDeletePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePermission,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: adminPermissionKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: extraDataKeys.all });
      return queryClient.invalidateQueries({ queryKey: adminPermissionKeys.lists() });
    },
  });
}
