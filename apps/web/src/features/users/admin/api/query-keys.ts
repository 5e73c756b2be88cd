import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';

/** Every query key of the users screens: mutations invalidate through these, never by hand-written arrays. */
export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  lists: () => [...adminUserKeys.all, 'list'] as const,
  list: (query: ListRequestQuery) => [...adminUserKeys.lists(), query] as const,
  details: () => [...adminUserKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminUserKeys.details(), id] as const,
};
