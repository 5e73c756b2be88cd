import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderableItemsQuery, OrderableItemsResponse } from '@tutor/contract/orders';
import { adminApi } from '@/api/http-client';
import type { OrderList } from '@/features/order-admin/admin/api/order-lists';
import { orderAdminKeys } from '@/features/order-admin/admin/api/query-keys';

/** `GET {list}/items`: what the create form may put on a line, at today's price, with why not. */
export function getOrderableItems(list: OrderList, query: OrderableItemsQuery, signal?: AbortSignal) {
  // Silent: the picker shows a failed search as an empty list, not a toast per keystroke.
  return adminApi.get<OrderableItemsResponse>(`${list.path}/items`, { query, signal, silent: true });
}

export const getOrderableItemsQueryOptions = (list: OrderList, query: OrderableItemsQuery) =>
  queryOptions({
    queryKey: orderAdminKeys.items(list.key, query),
    queryFn: ({ signal }) => getOrderableItems(list, query, signal),
    placeholderData: keepPreviousData,
  });

export function useOrderableItems(list: OrderList, query: OrderableItemsQuery) {
  return useQuery(getOrderableItemsQueryOptions(list, query));
}
