import { useMutation } from '@tanstack/react-query';
import type { AdminOrderDetail, AdminUpdateOrderBody } from '@tutor/contract/orders';
import { adminApi } from '@/api/http-client';
import type { OrderList } from '@/features/order-admin/admin/api/order-lists';
import { useOrderAnswered } from '@/features/order-admin/admin/api/use-order-answered';

export type UpdateOrderInput = { id: number; body: AdminUpdateOrderBody };

/** `PUT {list}/{id}`: the buyer's name and ways to reach them; what was sold stays as sold. */
export function updateOrder(list: OrderList, { id, body }: UpdateOrderInput) {
  return adminApi.put<AdminOrderDetail>(`${list.path}/${id}`, body);
}

export function useUpdateOrder(list: OrderList) {
  const onSuccess = useOrderAnswered();
  return useMutation({
    mutationFn: (input: UpdateOrderInput) => updateOrder(list, input),
    onSuccess,
  });
}
