import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDocument } from '@tutor/contract/documents';
import type { ListResponse } from '@tutor/contract/list-query';
import { adminApi } from '@/api/http-client';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';
import { adminDocumentKeys } from './query-keys';

export function getDocuments(
  query: ListRequestQuery,
  signal?: AbortSignal,
): Promise<ListResponse<AdminDocument>> {
  // Silent: the table shows a failed load in place, a toast on top would say it twice.
  return adminApi.get<ListResponse<AdminDocument>>('/documents', { query, signal, silent: true });
}

export const getDocumentsQueryOptions = (query: ListRequestQuery) =>
  queryOptions({
    queryKey: adminDocumentKeys.list(query),
    queryFn: ({ signal }) => getDocuments(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useDocuments(query: ListRequestQuery) {
  return useQuery(getDocumentsQueryOptions(query));
}
