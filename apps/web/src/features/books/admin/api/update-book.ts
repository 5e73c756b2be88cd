import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBook, UpdateBookBody } from '@tutor/contract/books';
import { adminApi } from '@/api/http-client';
import { adminBookKeys } from './query-keys';

export type UpdateBookInput = { id: number; body: UpdateBookBody };

export function updateBook({ id, body }: UpdateBookInput): Promise<AdminBook> {
  return adminApi.put<AdminBook>(`/books/${id}`, body);
}

export function useUpdateBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBook,
    onSuccess: (_saved, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminBookKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminBookKeys.detail(id) }),
      ]),
  });
}
