import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';

/** Every query key of the activation code screens: mutations invalidate through these. */
export const adminActivationCodeKeys = {
  all: ['admin', 'activation-codes'] as const,
  lists: () => [...adminActivationCodeKeys.all, 'list'] as const,
  list: (query: ListRequestQuery) => [...adminActivationCodeKeys.lists(), query] as const,
  batches: () => [...adminActivationCodeKeys.all, 'batches'] as const,
};
