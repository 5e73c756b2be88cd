import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteManyResponse } from '@tutor/contract/admin-common';
import { adminApi } from '@/api/http-client';
import { adminDocumentKeys } from './query-keys';

/** `DELETE /documents` with the ids in the body: the answer says, per id, what was deleted and what was not. */
export function deleteDocuments(ids: number[]): Promise<DeleteManyResponse> {
  return adminApi.delete<DeleteManyResponse>('/documents', { ids });
}

export function useDeleteDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocuments,
    onSuccess: ({ deleted }) => {
      for (const id of deleted) queryClient.removeQueries({ queryKey: adminDocumentKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminDocumentKeys.lists() });
    },
  });
}
