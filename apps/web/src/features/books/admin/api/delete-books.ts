import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteManyResponse } from '@tutor/contract/admin-common';
import { adminApi } from '@/api/http-client';
import { adminBookKeys } from './query-keys';

/** `DELETE /books` with the ids in the body: the answer says, per id, what was deleted and what was not. */
export function deleteBooks(ids: number[]): Promise<DeleteManyResponse> {
  return adminApi.delete<DeleteManyResponse>('/books', { ids });
}

export function useDeleteBooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBooks,
    onSuccess: ({ deleted }) => {
      for (const id of deleted) queryClient.removeQueries({ queryKey: adminBookKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminBookKeys.lists() });
    },
  });
}
