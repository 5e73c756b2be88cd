import { useMutation } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@tutor/contract/orders';
import { adminApi } from '@/api/http-client';
import { useOrderAnswered } from '@/features/order-admin/admin/api/use-order-answered';

/** `PUT /course-orders/{id}/seat-id`: the seat in an offline class ('' clears it). */
export function setSeatId(id: number, seatId: string) {
  return adminApi.put<AdminOrderDetail>(`/course-orders/${id}/seat-id`, { seatId });
}

export function useSetSeatId() {
  const onSuccess = useOrderAnswered();
  return useMutation({
    mutationFn: ({ id, seatId }: { id: number; seatId: string }) => setSeatId(id, seatId),
    onSuccess,
  });
}
