import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/api/http-client';
import { adminBookKeys } from './query-keys';

export function deleteBook(id: number): Promise<{ ok: true }> {
  return adminApi.delete<{ ok: true }>(`/books/${id}`);
}

export function useDeleteBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBook,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: adminBookKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminBookKeys.lists() });
    },
  });
}
