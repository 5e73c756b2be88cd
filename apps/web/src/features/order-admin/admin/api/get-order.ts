import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@tutor/contract/orders';
import { adminApi } from '@/api/http-client';
import type { OrderList } from '@/features/order-admin/admin/api/order-lists';
import { orderAdminKeys } from '@/features/order-admin/admin/api/query-keys';

export function getOrder(list: OrderList, id: number, signal?: AbortSignal) {
  return adminApi.get<AdminOrderDetail>(`${list.path}/${id}`, { signal, silent: true });
}

export const getOrderQueryOptions = (list: OrderList, id: number) =>
  queryOptions({
    queryKey: orderAdminKeys.detail(id),
    queryFn: ({ signal }) => getOrder(list, id, signal),
  });

export function useOrder(list: OrderList, id: number) {
  return useQuery(getOrderQueryOptions(list, id));
}
