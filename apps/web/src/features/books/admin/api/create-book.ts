import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBook, CreateBookBody } from '@tutor/contract/books';
import { adminApi } from '@/api/http-client';
import { adminBookKeys } from './query-keys';

export function createBook(body: CreateBookBody): Promise<AdminBook> {
  return adminApi.post<AdminBook>('/books', body);
}

export function useCreateBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBook,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminBookKeys.lists() })]),
  });
}
