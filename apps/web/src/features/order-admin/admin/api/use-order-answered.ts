import { useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@tutor/contract/orders';
import { orderAdminKeys } from '@/features/order-admin/admin/api/query-keys';

/** After a call that answers the order: its detail from the answer, every list read again. */
export function useOrderAnswered() {
  const queryClient = useQueryClient();
  return (order: AdminOrderDetail) => {
    queryClient.setQueryData(orderAdminKeys.detail(order.id), order);
    return queryClient.invalidateQueries({ queryKey: orderAdminKeys.lists() });
  };
}
