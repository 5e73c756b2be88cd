import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookDetail, BookListResponse } from '@tutor/contract/books';
import { SAME_CATEGORY_LIMIT } from '@tutor/contract/constants';
import { siteApi } from '@/api/http-client';
import { bookKeys } from './query-keys';

/** `GET /api/books/{id}`: an ACTIVE book with its pictures, categories and content (404 otherwise). */
export function getBook(id: number, signal?: AbortSignal) {
  return siteApi.get<BookDetail>(`/books/${id}`, { signal, silent: true });
}

export function getBookQueryOptions(id: number) {
  return queryOptions({ queryKey: bookKeys.detail(id), queryFn: ({ signal }) => getBook(id, signal) });
}

export function useBook(id: number | null) {
  return useQuery({ ...getBookQueryOptions(id ?? 0), enabled: id !== null });
}

/** Books of the same (first) category, this one left out (spec §2: same-category books, 10). */
export function getSameCategoryBooksQueryOptions(id: number, categoryId: number | null) {
  return queryOptions({
    queryKey: bookKeys.sameCategory(id, categoryId),
    queryFn: ({ signal }) =>
      siteApi.get<BookListResponse>('/books', {
        query: {
          categoryId,
          excludeId: id,
          limit: SAME_CATEGORY_LIMIT,
          offset: 0,
          sort: 'createdAt',
          order: 'desc',
        },
        signal,
        silent: true,
      }),
  });
}

export function useSameCategoryBooks(id: number, categoryId: number | null) {
  return useQuery({ ...getSameCategoryBooksQueryOptions(id, categoryId), enabled: categoryId !== null });
}
