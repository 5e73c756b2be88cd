import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminFolderKeys } from './query-keys';

export function deleteFolder(id: number): Promise<{ ok: true }> {
  return adminApi.delete<{ ok: true }>(`/folders/${id}`);
}

export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFolder,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: adminFolderKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFolderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
      ]);
    },
  });
}
