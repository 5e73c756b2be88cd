import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';

/** Every query key of the combos screens: mutations invalidate through these, never by hand-written arrays. */
export const adminComboKeys = {
  all: ['admin', 'combos'] as const,
  lists: () => [...adminComboKeys.all, 'list'] as const,
  list: (query: ListRequestQuery) => [...adminComboKeys.lists(), query] as const,
  details: () => [...adminComboKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminComboKeys.details(), id] as const,
};
