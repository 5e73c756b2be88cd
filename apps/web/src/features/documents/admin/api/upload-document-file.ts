import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDocumentDetail } from '@tutor/contract/documents';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminDocumentKeys } from './query-keys';

/** `POST /documents/{id}/upload`: attaches (or replaces) the document's PDF. */
export function uploadDocumentFile({ id, file }: { id: number; file: File }): Promise<AdminDocumentDetail> {
  const form = new FormData();
  form.append('file', file);
  return adminApi.upload<AdminDocumentDetail>(`/documents/${id}/upload`, form);
}

export function useUploadDocumentFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocumentFile,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminDocumentKeys.detail(saved.id), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminDocumentKeys.lists() }),
        // Spec §4: a document update refetches the shared form data.
        queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
      ]);
    },
  });
}
