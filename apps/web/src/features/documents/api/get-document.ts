import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentDetail } from '@tutor/contract/documents';
import { siteApi } from '@/api/http-client';
import { documentKeys } from './query-keys';

/** `GET /api/documents/{id}`. */
export function getDocument(id: number, signal?: AbortSignal) {
  return siteApi.get<DocumentDetail>(`/documents/${id}`, { signal, silent: true });
}

export function getDocumentQueryOptions(id: number) {
  return queryOptions({
    queryKey: documentKeys.detail(id),
    queryFn: ({ signal }) => getDocument(id, signal),
  });
}

export function useDocument(id: number | null) {
  return useQuery({ ...getDocumentQueryOptions(id ?? 0), enabled: id !== null });
}
