import { useMutation } from '@tanstack/react-query';
import type { AdminCreateOrder, AdminOrderDetail } from '@tutor/contract/orders';
import { adminApi } from '@/api/http-client';
import type { OrderList } from '@/features/order-admin/admin/api/order-lists';
import { useOrderAnswered } from '@/features/order-admin/admin/api/use-order-answered';

/**
 * `POST {list}`: an order staff take by phone or at the desk, priced by the server at today's prices.
 * Silent: the form says what was refused (an item no longer sold, a course the buyer already studies).
 */
export function createOrder(list: OrderList, body: AdminCreateOrder) {
  return adminApi.post<AdminOrderDetail>(list.path, body, { silent: true });
}

export function useCreateOrder(list: OrderList) {
  const onSuccess = useOrderAnswered();
  return useMutation({
    mutationFn: (body: AdminCreateOrder) => createOrder(list, body),
    onSuccess,
  });
}
