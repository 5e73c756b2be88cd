import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteManyResponse } from '@tutor/contract/admin-common';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminFolderKeys } from './query-keys';

/** `DELETE /folders` with the ids in the body: the answer says, per id, what was deleted. */
export function deleteFolders(ids: number[]): Promise<DeleteManyResponse> {
  return adminApi.delete<DeleteManyResponse>('/folders', { ids });
}

export function useDeleteFolders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFolders,
    onSuccess: ({ deleted }) => {
      for (const id of deleted) queryClient.removeQueries({ queryKey: adminFolderKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFolderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
      ]);
    },
  });
}
