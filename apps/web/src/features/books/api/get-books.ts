import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookListResponse } from '@tutor/contract/books';
import { siteApi } from '@/api/http-client';
import { bookKeys } from './query-keys';

export type BookListQuery = {
  offset: number;
  limit: number;
  sort?: string;
  order?: string;
  categoryId?: number;
  priceRange?: number[];
  excludeId?: number;
};

/** `GET /api/books`: one page of ACTIVE books with `extra.categories` for the filter. */
export function getBooks(query: BookListQuery, signal?: AbortSignal) {
  return siteApi.get<BookListResponse>('/books', { query, signal, silent: true });
}

export function getBooksQueryOptions(query: BookListQuery) {
  return queryOptions({
    queryKey: bookKeys.list(query),
    queryFn: ({ signal }) => getBooks(query, signal),
    // The previous page stays on screen while the next one loads: no grid flashing to skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useBooks(query: BookListQuery) {
  return useQuery(getBooksQueryOptions(query));
}
