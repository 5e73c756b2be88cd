import type { OrderableItemsQuery } from '@tutor/contract/orders';
import type { OrderListKey } from '@/features/order-admin/admin/api/order-lists';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';

/** Every query key of the order screens: mutations invalidate through these. */
export const orderAdminKeys = {
  all: ['admin', 'orders'] as const,
  lists: () => [...orderAdminKeys.all, 'list'] as const,
  list: (list: OrderListKey, query: ListRequestQuery) => [...orderAdminKeys.lists(), list, query] as const,
  details: () => [...orderAdminKeys.all, 'detail'] as const,
  detail: (id: number) => [...orderAdminKeys.details(), id] as const,
  items: (list: OrderListKey, query: OrderableItemsQuery) =>
    [...orderAdminKeys.all, 'items', list, query] as const,
  statistics: (query: Record<string, string | undefined>) =>
    [...orderAdminKeys.all, 'statistics', query] as const,
};
