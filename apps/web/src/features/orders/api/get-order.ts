import { useQuery } from '@tanstack/react-query';
import type { OrderView } from '@tutor/contract/orders';
import { siteApi } from '@/api/http-client';
import { isAwaitingPayment } from '@/features/orders/model/order-status';
import { useCurrentUser } from '@/shared/session/session';
import { orderKeys } from './query-keys';

/** How often an order waiting for its payment is read again, so a paid order turns DONE on screen. */
export const ORDER_POLL_MS = 15_000;

/** `GET /api/orders/{id}/view?key=`: a guest's order by its key, or the signed-in buyer's own. */
export function getOrder(id: number, key: string | null, signal?: AbortSignal) {
  return siteApi.get<OrderView>(`/orders/${id}/view`, {
    query: key ? { key } : {},
    signal,
    silent: true,
  });
}

export function useOrder(id: number | null, key: string | null) {
  const { user, isLoading } = useCurrentUser();
  return useQuery({
    queryKey: orderKeys.view(id ?? 0, key, user?.id ?? null),
    queryFn: ({ signal }) => getOrder(id ?? 0, key, signal),
    // Without a key the order is the signed-in buyer's: wait until the session is known.
    enabled: id !== null && (key !== null || !isLoading),
    refetchInterval: (query) =>
      query.state.data && isAwaitingPayment(query.state.data.status) ? ORDER_POLL_MS : false,
    refetchOnWindowFocus: (query) => Boolean(query.state.data && isAwaitingPayment(query.state.data.status)),
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });
}
