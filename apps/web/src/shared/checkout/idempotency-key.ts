/**
 * A fresh idempotency key for one checkout attempt: the server answers a repeated key with the first
 * order, so a double click or a retry after a lost answer makes one order.
 */
export function newIdempotencyKey(): string {
  // randomUUID needs a secure context; plain http on a LAN address falls back to random hex.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
