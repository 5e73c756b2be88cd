import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Folder, UpdateFolderBody } from '@tutor/contract/folders';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminFolderKeys } from './query-keys';

export type UpdateFolderInput = { id: number; body: UpdateFolderBody };

export function updateFolder({ id, body }: UpdateFolderInput): Promise<Folder> {
  return adminApi.put<Folder>(`/folders/${id}`, body);
}

export function useUpdateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFolder,
    onSuccess: (_saved, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFolderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminFolderKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
      ]),
  });
}
