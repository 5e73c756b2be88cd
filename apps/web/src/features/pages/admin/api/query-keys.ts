import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';

/** Every query key of the pages screens. */
export const adminPageKeys = {
  all: ['admin', 'pages'] as const,
  lists: () => [...adminPageKeys.all, 'list'] as const,
  list: (query: ListRequestQuery) => [...adminPageKeys.lists(), query] as const,
  details: () => [...adminPageKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminPageKeys.details(), id] as const,
};
