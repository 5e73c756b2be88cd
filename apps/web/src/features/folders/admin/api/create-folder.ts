import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFolderBody, Folder } from '@tutor/contract/folders';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminFolderKeys } from './query-keys';

export function createFolder(body: CreateFolderBody): Promise<Folder> {
  return adminApi.post<Folder>('/folders', body);
}

/** Forms elsewhere read folders from extra-data (spec §4): a change reloads it. */
export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFolder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFolderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
      ]),
  });
}
