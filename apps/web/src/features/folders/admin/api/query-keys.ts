import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';

/** Every query key of the folders screens: mutations invalidate through these. */
export const adminFolderKeys = {
  all: ['admin', 'folders'] as const,
  lists: () => [...adminFolderKeys.all, 'list'] as const,
  list: (query: ListRequestQuery) => [...adminFolderKeys.lists(), query] as const,
  details: () => [...adminFolderKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminFolderKeys.details(), id] as const,
};
