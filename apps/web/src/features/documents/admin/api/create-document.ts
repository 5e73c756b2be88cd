import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDocument, CreateDocumentBody } from '@tutor/contract/documents';
import { adminApi } from '@/api/http-client';
import { extraDataKeys } from '@/shared/admin/extra-data/get-extra-data';
import { adminDocumentKeys } from './query-keys';

export function createDocument(body: CreateDocumentBody): Promise<AdminDocument> {
  return adminApi.post<AdminDocument>('/documents', body);
}

export function useCreateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocument,
    // Spec §4: after creating or updating a document the shared form data is refetched.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminDocumentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: extraDataKeys.all }),
      ]),
  });
}
