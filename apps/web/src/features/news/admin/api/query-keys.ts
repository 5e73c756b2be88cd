import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';

/** Every query key of these screens: mutations invalidate through these, never by hand-written arrays. */
export const adminNewsKeys = {
  all: ['admin', 'news'] as const,
  lists: () => [...adminNewsKeys.all, 'list'] as const,
  list: (query: ListRequestQuery) => [...adminNewsKeys.lists(), query] as const,
  details: () => [...adminNewsKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminNewsKeys.details(), id] as const,
};
