import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteApi } from '@/api/http-client';
import { orderKeys } from './query-keys';

/**
 * `POST /api/orders/random`: a fresh transfer code for a PENDING order (the old one stops matching),
 * for a buyer who shared or mistyped the first. The order page reads the order again afterwards.
 */
export function useNewTransferCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderId: number; key?: string }) => siteApi.post<unknown>('/orders/random', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** `POST /api/orders/claim`: a guest's order (opened with its key) attached to the signed-in account. */
export function useClaimOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderId: number; key: string }) => siteApi.post<unknown>('/orders/claim', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
