import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/api/http-client';
import { adminDocumentKeys } from './query-keys';

export function deleteDocument(id: number): Promise<{ ok: true }> {
  return adminApi.delete<{ ok: true }>(`/documents/${id}`);
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: adminDocumentKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminDocumentKeys.lists() });
    },
  });
}
