import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';

/** Every query key of the permissions screens: mutations invalidate through these, never by hand-written arrays. */
export const adminPermissionKeys = {
  all: ['admin', 'permissions'] as const,
  lists: () => [...adminPermissionKeys.all, 'list'] as const,
  list: (query: ListRequestQuery) => [...adminPermissionKeys.lists(), query] as const,
  details: () => [...adminPermissionKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminPermissionKeys.details(), id] as const,
};
