import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CartQuote, CartQuoteBody } from '@tutor/contract/orders';
import { siteApi } from '@/api/http-client';
import type { CartItem } from '@/shared/cart/cart-store';
import { useCurrentUser } from '@/shared/session/session';
import { cartKeys } from './query-keys';

/** `POST /api/cart/quote`: the cart's lines as the server prices them now. */
export function getCartQuote(body: CartQuoteBody, signal?: AbortSignal) {
  return siteApi.post<CartQuote>('/cart/quote', body, { signal, silent: true });
}

export function useCartQuote(items: readonly CartItem[]) {
  const { user, isLoading } = useCurrentUser();
  const lines = items.map((item) => `${item.type}:${item.id}:${item.quantity}`);
  return useQuery({
    queryKey: cartKeys.quote(lines, user?.id ?? null),
    queryFn: ({ signal }) =>
      getCartQuote({ items: items.map(({ type, id, quantity }) => ({ type, id, quantity })) }, signal),
    // Wait for the session: a signed-in student's quote marks the courses they already own.
    enabled: items.length > 0 && !isLoading,
    // A quantity change keeps the previous figures on screen until the new quote lands.
    placeholderData: keepPreviousData,
    // Prices may change while the cart is open: read them again when the buyer comes back to the tab.
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}
