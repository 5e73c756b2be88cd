import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';

/** Every query key of /admin/pay; assigning a transfer invalidates them all. */
export const payKeys = {
  all: ['admin', 'pay'] as const,
  transfers: (query: ListRequestQuery) => [...payKeys.all, 'transfers', query] as const,
  summary: () => [...payKeys.all, 'summary'] as const,
};
