import { LIST_DEFAULTS } from '@tutor/contract/constants';
import type { PagePrefetch } from '@/app/route-handle';
import { getDocumentQueryOptions } from '@/features/documents/api/get-document';
import { type DocumentListQuery, getDocumentsQueryOptions } from '@/features/documents/api/get-documents';
import { apiListQuery, type ListState, readListState } from '@/shared/catalogue/list-query-state';
import { routeId } from '@/shared/catalogue/route-id';

/* The document pages' queries, shared by their hooks and their prefetch (see books/routes/prefetch.ts). */

export const DOCUMENT_LIST_PAGE_SIZE = LIST_DEFAULTS.documents.limit;
export const DOCUMENT_LIST_DEFAULT_SORT = 'newest';

/** Documents have no price filter: a price in the address is ignored. */
export function documentListQuery(state: ListState, categoryId: number | null): DocumentListQuery {
  return apiListQuery({ ...state, price: null }, DOCUMENT_LIST_PAGE_SIZE, categoryId);
}

export const prefetchDocumentListing: PagePrefetch = ({ params, url, queryClient }) =>
  queryClient.ensureQueryData(
    getDocumentsQueryOptions(
      documentListQuery(readListState(url.searchParams, DOCUMENT_LIST_DEFAULT_SORT), routeId(params.id)),
    ),
  );

export const prefetchDocumentPage: PagePrefetch = async ({ params, queryClient }) => {
  const id = routeId(params.id);
  if (id !== null) await queryClient.ensureQueryData(getDocumentQueryOptions(id));
};
