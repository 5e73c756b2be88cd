import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDocument, UpdateDocumentBody } from '@tutor/contract/documents';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminDocumentKeys } from './query-keys';

export type UpdateDocumentInput = { id: number; body: UpdateDocumentBody };

export function updateDocument({ id, body }: UpdateDocumentInput): Promise<AdminDocument> {
  return adminApi.put<AdminDocument>(`/documents/${id}`, body);
}

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocument,
    // Spec §4: after creating or updating a document the shared form data is refetched.
    onSuccess: (_saved, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminDocumentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminDocumentKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
      ]),
  });
}
