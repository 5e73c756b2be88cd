import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';

/** Every query key of the categories screens: mutations invalidate through these. */
export const adminCategoryKeys = {
  all: ['admin', 'categories'] as const,
  lists: () => [...adminCategoryKeys.all, 'list'] as const,
  list: (query: ListRequestQuery) => [...adminCategoryKeys.lists(), query] as const,
  details: () => [...adminCategoryKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminCategoryKeys.details(), id] as const,
};
