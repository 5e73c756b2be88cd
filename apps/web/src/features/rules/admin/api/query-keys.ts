import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';

/** Every query key of the rules screens: mutations invalidate through these, never by hand-written arrays. */
export const adminRuleKeys = {
  all: ['admin', 'rules'] as const,
  lists: () => [...adminRuleKeys.all, 'list'] as const,
  list: (query: ListRequestQuery) => [...adminRuleKeys.lists(), query] as const,
  details: () => [...adminRuleKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminRuleKeys.details(), id] as const,
};
