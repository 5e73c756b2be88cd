import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentListResponse } from '@tutor/contract/documents';
import { siteApi } from '@/api/http-client';
import { documentKeys } from './query-keys';

export type DocumentListQuery = {
  offset: number;
  limit: number;
  sort?: string;
  order?: string;
  categoryId?: number;
};

/** `GET /api/documents`: one page of ACTIVE documents, newest first by default, with `extra.categories`. */
export function getDocuments(query: DocumentListQuery, signal?: AbortSignal) {
  return siteApi.get<DocumentListResponse>('/documents', { query, signal, silent: true });
}

export function getDocumentsQueryOptions(query: DocumentListQuery) {
  return queryOptions({
    queryKey: documentKeys.list(query),
    queryFn: ({ signal }) => getDocuments(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDocuments(query: DocumentListQuery) {
  return useQuery(getDocumentsQueryOptions(query));
}
