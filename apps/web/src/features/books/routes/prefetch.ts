import { LIST_DEFAULTS } from '@tutor/contract/constants';
import type { PagePrefetch } from '@/app/route-handle';
import { getBookQueryOptions, getSameCategoryBooksQueryOptions } from '@/features/books/api/get-book';
import { type BookListQuery, getBooksQueryOptions } from '@/features/books/api/get-books';
import { apiListQuery, type ListState, readListState } from '@/shared/catalogue/list-query-state';
import { routeId } from '@/shared/catalogue/route-id';

/*
 * What the book pages read, computed once for the page's hooks and for its prefetch (server render and
 * navigation), so both ask for the same query key and the page finds its data in the cache.
 */

export const BOOK_LIST_PAGE_SIZE = LIST_DEFAULTS.books.limit;
export const BOOK_LIST_DEFAULT_SORT = 'name-asc';

export function bookListQuery(state: ListState, categoryId: number | null): BookListQuery {
  return apiListQuery(state, BOOK_LIST_PAGE_SIZE, categoryId);
}

/** `danh-muc/sach` and its category pages: the page of books the address names. */
export const prefetchBookListing: PagePrefetch = ({ params, url, queryClient }) =>
  queryClient.ensureQueryData(
    getBooksQueryOptions(
      bookListQuery(readListState(url.searchParams, BOOK_LIST_DEFAULT_SORT), routeId(params.id)),
    ),
  );

/** `sach/{id}/{slug}`: the book, then the books of its first category. */
export const prefetchBookPage: PagePrefetch = async ({ params, queryClient }) => {
  const id = routeId(params.id);
  if (id === null) return;
  const book = await queryClient.ensureQueryData(getBookQueryOptions(id));
  const categoryId = book.categories[0]?.id ?? null;
  if (categoryId !== null)
    await queryClient.ensureQueryData(getSameCategoryBooksQueryOptions(id, categoryId));
};
