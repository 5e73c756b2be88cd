import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';

/** Every query key of the documents screens: mutations invalidate through these, never by hand-written arrays. */
export const adminDocumentKeys = {
  all: ['admin', 'documents'] as const,
  lists: () => [...adminDocumentKeys.all, 'list'] as const,
  list: (query: ListRequestQuery) => [...adminDocumentKeys.lists(), query] as const,
  details: () => [...adminDocumentKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminDocumentKeys.details(), id] as const,
};
