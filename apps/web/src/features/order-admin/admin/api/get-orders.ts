import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderListResponse } from '@tutor/contract/orders';
import { adminApi } from '@/api/http-client';
import type { OrderList } from '@/features/order-admin/admin/api/order-lists';
import { orderAdminKeys } from '@/features/order-admin/admin/api/query-keys';
import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';

export function getOrders(list: OrderList, query: ListRequestQuery, signal?: AbortSignal) {
  // Silent: the table shows a failed load in place.
  return adminApi.get<AdminOrderListResponse>(list.path, { query, signal, silent: true });
}

export const getOrdersQueryOptions = (list: OrderList, query: ListRequestQuery) =>
  queryOptions({
    queryKey: orderAdminKeys.list(list.key, query),
    queryFn: ({ signal }) => getOrders(list, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useOrders(list: OrderList, query: ListRequestQuery) {
  return useQuery(getOrdersQueryOptions(list, query));
}

/** `GET {list}/export`: every row of the filtered list as xlsx, headers in the interface language. */
export function exportOrders(list: OrderList, query: ListRequestQuery): Promise<Blob> {
  const { offset: _offset, limit: _limit, ...filters } = query as Record<string, unknown>;
  return adminApi.download(`${list.path}/export`, { query: filters });
}
