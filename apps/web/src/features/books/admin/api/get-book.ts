import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBookDetail } from '@tutor/contract/books';
import { adminApi } from '@/api/http-client';
import { adminBookKeys } from './query-keys';

export function getBook(id: number, signal?: AbortSignal): Promise<AdminBookDetail> {
  return adminApi.get<AdminBookDetail>(`/books/${id}`, { signal, silent: true });
}

export const getBookQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminBookKeys.detail(id),
    queryFn: ({ signal }) => getBook(id, signal),
    // An edit form starts from what the server holds now, not from a minute-old copy.
    staleTime: 0,
  });

/** `id` is null when the address holds no valid id: nothing is asked then. */
export function useBook(id: number | null) {
  return useQuery({ ...getBookQueryOptions(id ?? 0), enabled: id !== null });
}
