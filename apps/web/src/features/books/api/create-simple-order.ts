import { useMutation } from '@tanstack/react-query';
import type { OrderCreated } from '@tutor/contract/orders';
import type { CreateSimpleOrderBody } from '@tutor/contract/simple-orders';
import { siteApi } from '@/api/http-client';

/**
 * `POST /api/simple-orders`: a book order left for staff to call back (status PENDING). Answers like every
 * checkout: the order as its page shows it, and a guest's key to that page.
 */
export function createSimpleOrder(body: CreateSimpleOrderBody) {
  // silent: the form shows the refusal itself, under its fields.
  return siteApi.post<OrderCreated>('/simple-orders', body, { silent: true });
}

export function useCreateSimpleOrder() {
  return useMutation({ mutationFn: createSimpleOrder });
}
