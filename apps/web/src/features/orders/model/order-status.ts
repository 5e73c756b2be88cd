import type { OrderStatus } from '@tutor/contract/constants';

/** PENDING and PROCESS wait for money or for staff (spec §4: "waiting for admin approval"). */
export const isAwaitingPayment = (status: OrderStatus) => status === 'PENDING' || status === 'PROCESS';

/** A key that may open an order: what the address carries, else what this browser kept. */
export function orderKeyFrom(search: string, stored: string | null): string | null {
  const fromUrl = new URLSearchParams(search).get('key')?.trim() ?? '';
  if (fromUrl !== '' && fromUrl.length <= 100) return fromUrl;
  return stored;
}
