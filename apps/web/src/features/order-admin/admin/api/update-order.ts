import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, AdminUpdateOrderBody } from '@tutor/contract/orders';
import { adminApi } from '@/api/http-client';
import type { OrderList } from '@/features/order-admin/admin/api/order-lists';
import { orderAdminKeys } from '@/features/order-admin/admin/api/query-keys';

export type UpdateOrderInput = { id: number; body: AdminUpdateOrderBody };

/** `PUT {list}/{id}`: the buyer's name and ways to reach them; what was sold stays as sold. */
export function updateOrder(list: OrderList, { id, body }: UpdateOrderInput) {
  return adminApi.put<AdminOrderDetail>(`${list.path}/${id}`, body);
}

export function useUpdateOrder(list: OrderList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOrderInput) => updateOrder(list, input),
    onSuccess: (order) => {
      queryClient.setQueryData(orderAdminKeys.detail(order.id), order);
      return queryClient.invalidateQueries({ queryKey: orderAdminKeys.lists() });
    },
  });
}
