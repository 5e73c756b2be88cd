import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBookDetail, BookUploadField } from '@tutor/contract/books';
import { adminApi } from '@/api/http-client';
import { adminBookKeys } from './query-keys';

export type UploadBookFileInput = { id: number; field: BookUploadField; file: File };

/** `POST /books/{id}/upload?field=previewPdf|trailer`: the preview PDF or the trailer video. */
export function uploadBookFile({ id, field, file }: UploadBookFileInput): Promise<AdminBookDetail> {
  const form = new FormData();
  form.append('file', file);
  return adminApi.upload<AdminBookDetail>(`/books/${id}/upload`, form, { query: { field } });
}

export function useUploadBookFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBookFile,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminBookKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: adminBookKeys.lists() });
    },
  });
}
