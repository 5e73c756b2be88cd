import type { OrderKind, OrderLineType } from '@tutor/contract/constants';
import type { OrderChangeSource } from '@tutor/contract/orders';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orderStatusHistory, orders } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/tokens';
import { newTransferCode } from './transfer-code';

/*
 * Writing a new order, whichever way it was placed (a book's order form, a course or combo page, a
 * document page, the cart). The caller has priced every line on the server; this writes the order, its
 * lines and its first history row in the caller's transaction, in three statements.
 */

export type PlacedLine = {
  type: OrderLineType;
  id: number;
  /** The item's name now, kept on the line. */
  name: string;
  /** The server's price now. */
  unitPrice: number;
  quantity: number;
};

export type Buyer = {
  name: string;
  phone: string;
  email: string;
  comment: string;
  socialUrl?: string;
};

export type PlacedBy = { source: OrderChangeSource; actorId: number | null };

export type PlacedOrder = {
  order: typeof orders.$inferSelect;
  /** The key that reopens a guest's order page; null for a replay (the first answer had it) */
  accessKey: string | null;
  /** False when the idempotency key named an order placed before: nothing was written. */
  created: boolean;
};

const ITEM_COLUMN = { BOOK: 'bookId', COURSE: 'courseId', COMBO: 'comboId', DOCUMENT: 'documentId' } as const;

/** The order an idempotency key already placed, or undefined. */
export async function orderByIdempotencyKey(db: DbOrTx, key: string) {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return row;
}

/**
 * Inserts a PENDING order. Both unique keys (transfer code, idempotency key) are settled by
 * `on conflict do nothing` rather than an error, so the caller's transaction stays usable: a retried
 * submit racing the first finds the first order; a transfer code that collides (one chance in 2^40 per
 * pair) is drawn again.
 */
export async function placeOrder(
  db: DbOrTx,
  input: {
    kind: OrderKind;
    userId: number | null;
    buyer: Buyer;
    lines: readonly PlacedLine[];
    idempotencyKey?: string | undefined;
    /**
     * The guest's key to the order page; random when not given. Checkout derives it from the idempotency
     * key with a server secret, so a retried submit whose first answer was lost gets the same key back.
     */
    accessKey?: string;
    createdAt?: Date;
    /** Who placed it, for the first history row: the buyer by default, or staff at the desk. */
    placedBy?: PlacedBy;
  },
): Promise<PlacedOrder> {
  const accessKey = input.accessKey ?? randomToken();
  const qty = input.lines.reduce((sum, line) => sum + line.quantity, 0);
  const total = input.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  for (let attempt = 0; attempt < 5; attempt++) {
    const [order] = await db
      .insert(orders)
      .values({
        kind: input.kind,
        userId: input.userId,
        name: input.buyer.name,
        phone: input.buyer.phone,
        email: input.buyer.email,
        comment: input.buyer.comment,
        socialUrl: input.buyer.socialUrl ?? '',
        qty,
        total,
        status: 'PENDING',
        transferCode: newTransferCode(),
        accessKeyHash: sha256(accessKey),
        idempotencyKey: input.idempotencyKey ?? null,
        ...(input.createdAt ? { createdAt: input.createdAt, statusChangedAt: input.createdAt } : {}),
      })
      .onConflictDoNothing()
      .returning();
    if (order) {
      await db.insert(orderLines).values(
        input.lines.map((line) => ({
          orderId: order.id,
          itemType: line.type,
          [ITEM_COLUMN[line.type]]: line.id,
          name: line.name,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
        })),
      );
      await db.insert(orderStatusHistory).values({
        orderId: order.id,
        fromStatus: null,
        toStatus: 'PENDING',
        source: input.placedBy?.source ?? 'BUYER',
        changedBy: input.placedBy ? input.placedBy.actorId : input.userId,
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      });
      return { order, accessKey, created: true };
    }
    if (input.idempotencyKey) {
      const first = await orderByIdempotencyKey(db, input.idempotencyKey);
      if (first) return { order: first, accessKey: null, created: false };
    }
  }
  throw new Error('could not draw a free transfer code');
}
