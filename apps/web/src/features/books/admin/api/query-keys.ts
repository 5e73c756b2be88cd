import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';

/** Every query key of the books screens: mutations invalidate through these, never by hand-written arrays. */
export const adminBookKeys = {
  all: ['admin', 'books'] as const,
  lists: () => [...adminBookKeys.all, 'list'] as const,
  list: (query: ListRequestQuery) => [...adminBookKeys.lists(), query] as const,
  details: () => [...adminBookKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminBookKeys.details(), id] as const,
};
