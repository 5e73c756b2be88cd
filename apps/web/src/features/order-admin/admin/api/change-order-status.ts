import { useMutation } from '@tanstack/react-query';
import type { OrderStatus } from '@tutor/contract/constants';
import type { AdminOrderDetail } from '@tutor/contract/orders';
import { adminApi } from '@/api/http-client';
import type { OrderList } from '@/features/order-admin/admin/api/order-lists';
import { useOrderAnswered } from '@/features/order-admin/admin/api/use-order-answered';

export type ChangeOrderStatusInput = { id: number; status: OrderStatus; note?: string };

/** `PATCH {list}/{id}/status`: DONE grants, leaving DONE takes back; the note goes in the history. */
export function changeOrderStatus(list: OrderList, { id, status, note = '' }: ChangeOrderStatusInput) {
  return adminApi.patch<AdminOrderDetail>(`${list.path}/${id}/status`, { status, note });
}

export function useChangeOrderStatus(list: OrderList) {
  const onSuccess = useOrderAnswered();
  return useMutation({
    mutationFn: (input: ChangeOrderStatusInput) => changeOrderStatus(list, input),
    onSuccess,
  });
}
