import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { sha256 } from '../../lib/tokens';

/*
 * Who may see an order from the storefront: its signed-in buyer, or whoever holds the key of its page
 * (a guest's link). The order page, its QR image, a new transfer code and the claim all ask here, so
 * they answer the same 404 to everyone else.
 */

export type OrderRow = typeof orders.$inferSelect;

/** The key matches the stored SHA-256 hash, compared in constant time. */
export function isOrderKey(key: string, storedHash: string): boolean {
  const given = Buffer.from(sha256(key));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The order, if the caller may see it. Everyone else is told it does not exist (the same answer as for
 * an id that names nothing), so order numbers cannot be probed.
 */
export async function orderForBuyer(
  db: DbOrTx,
  orderId: number,
  userId: number | null,
  key: string | undefined,
): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound();
  if (userId !== null && row.userId === userId) return row;
  if (key && isOrderKey(key, row.accessKeyHash)) return row;
  throw notFound();
}
