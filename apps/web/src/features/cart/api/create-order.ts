import type { CreateOrderBody, OrderCreated } from '@tutor/contract/orders';
import { siteApi } from '@/api/http-client';

/**
 * `POST /api/orders`: one general order from the whole cart. The server prices every line again and
 * answers ORDER_PRICE_CHANGED when a price is not the one sent (the one on screen). Silent: the cart
 * page shows refusals itself.
 */
export function createOrder(body: CreateOrderBody) {
  return siteApi.post<OrderCreated>('/orders', body, { silent: true });
}
