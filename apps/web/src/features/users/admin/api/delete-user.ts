import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/api/http-client';
import { adminUserKeys } from './query-keys';

export function deleteUser(id: number): Promise<{ ok: true }> {
  return adminApi.delete<{ ok: true }>(`/users/${id}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: adminUserKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() });
    },
  });
}
