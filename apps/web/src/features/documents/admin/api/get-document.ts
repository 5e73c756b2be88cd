import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDocumentDetail } from '@tutor/contract/documents';
import { adminApi } from '@/api/http-client';
import { adminDocumentKeys } from './query-keys';

export function getDocument(id: number, signal?: AbortSignal): Promise<AdminDocumentDetail> {
  return adminApi.get<AdminDocumentDetail>(`/documents/${id}`, { signal, silent: true });
}

export const getDocumentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminDocumentKeys.detail(id),
    queryFn: ({ signal }) => getDocument(id, signal),
    // An edit form starts from what the server holds now, not from a minute-old copy.
    staleTime: 0,
  });

/** `id` is null when the address holds no valid id: nothing is asked then. */
export function useDocument(id: number | null) {
  return useQuery({ ...getDocumentQueryOptions(id ?? 0), enabled: id !== null });
}
