import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminNews } from '@tutor/contract/news';
import { adminApi } from '@/api/http-client';
import { adminNewsKeys } from './query-keys';

export function uploadNewsAttachment({ id, file }: { id: number; file: File }): Promise<AdminNews> {
  const form = new FormData();
  form.append('file', file);
  return adminApi.upload<AdminNews>(`/news/${id}/upload`, form);
}

export function useUploadNewsAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadNewsAttachment,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminNewsKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: adminNewsKeys.lists() });
    },
  });
}
