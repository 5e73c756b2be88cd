import { useMutation } from '@tanstack/react-query';
import type { CreateSimpleOrderBody, SimpleOrderCreated } from '@tutor/contract/simple-orders';
import { siteApi } from '@/api/http-client';

/** `POST /api/simple-orders`: a book order left for staff to call back (status PENDING). */
export function createSimpleOrder(body: CreateSimpleOrderBody) {
  // silent: the form shows the refusal itself, under its fields.
  return siteApi.post<SimpleOrderCreated>('/simple-orders', body, { silent: true });
}

export function useCreateSimpleOrder() {
  return useMutation({ mutationFn: createSimpleOrder });
}
