import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPage } from '@tutor/contract/pages';
import { adminApi } from '@/api/http-client';
import { adminPageKeys } from './query-keys';

export function uploadPageAttachment({ id, file }: { id: number; file: File }): Promise<AdminPage> {
  const form = new FormData();
  form.append('file', file);
  return adminApi.upload<AdminPage>(`/pages/${id}/upload`, form);
}

export function useUploadPageAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPageAttachment,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminPageKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: adminPageKeys.lists() });
    },
  });
}
