import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';

/** Every query key of the roles screens: mutations invalidate through these, never by hand-written arrays. */
export const adminRoleKeys = {
  all: ['admin', 'roles'] as const,
  lists: () => [...adminRoleKeys.all, 'list'] as const,
  list: (query: ListRequestQuery) => [...adminRoleKeys.lists(), query] as const,
  details: () => [...adminRoleKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminRoleKeys.details(), id] as const,
};
