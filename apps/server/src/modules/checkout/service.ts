import type { CartItemType, OrderStatus } from '@tutor/contract/constants';
import type { CartQuote, OrderCreated, OrderView, QuotedLine } from '@tutor/contract/orders';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { orders } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { pageOf } from '../../lib/list';
import { isOrderKey, orderForBuyer } from '../orders/buyer-access';
import { type AccessKeySigner, type Checkout, isCountable, placeAtTodaysPrices } from '../orders/checkout';
import { itemKey, type PricedItem, priceItems } from '../orders/pricing';
import { claimOrder } from '../orders/status';
import { newTransferCode } from '../orders/transfer-code';
import { orderView, orderViews } from './view';

/*
 * The storefront's side of buying: the cart's quote, placing an order (through `orders/checkout.ts`, the
 * one path every order takes), and the buyer's own reads of their orders.
 */

// ---------------------------------------------------------------------------------------------------------
// The cart's quote

/**
 * `POST /cart/quote`: each line at today's price, with what stops it from being bought. The quote reads
 * a cart the browser stored, so it forgives what checkout refuses: a course's quantity is shown as 1.
 */
export async function quoteCart(
  db: Db,
  items: ReadonlyArray<{ type: CartItemType; id: number; quantity: number }>,
  userId: number | null,
): Promise<CartQuote> {
  const priced = await priceItems(db, items, userId);
  let total = 0;
  const lines = items.map((item): QuotedLine => {
    const found = priced.get(itemKey(item.type, item.id)) as PricedItem;
    const quantity = isCountable(item.type) ? item.quantity : 1;
    const isBuyable = found.problem === null;
    const lineTotal = isBuyable ? found.salePrice * quantity : 0;
    total += lineTotal;
    return {
      type: item.type,
      id: item.id,
      name: found.name,
      slug: found.slug,
      image: found.image,
      salePrice: found.salePrice,
      quantity,
      lineTotal,
      problem: found.problem,
    };
  });
  return { lines, total };
}

// ---------------------------------------------------------------------------------------------------------
// Placing an order and the buyer's reads

/** Places an order at the server's prices (`orders/checkout.ts`): the order's view and a guest's key. */
export async function checkout(db: Db, signer: AccessKeySigner, input: Checkout): Promise<OrderCreated> {
  const placed = await placeAtTodaysPrices(db, signer, input);
  return { order: await orderView(db, placed.row), accessKey: placed.accessKey };
}

export async function viewOrder(
  db: Db,
  orderId: number,
  userId: number | null,
  key: string | undefined,
): Promise<OrderView> {
  return orderView(db, await orderForBuyer(db, orderId, userId, key));
}

/** `GET /my-orders`: the caller's orders, newest first by default; four statements for any page. */
export async function listMyOrders(
  db: Db,
  userId: number,
  query: { offset: number; limit: number; order: ('asc' | 'desc')[]; status?: OrderStatus | undefined },
): Promise<{ data: OrderView[]; total: number }> {
  const where: SQL | undefined = and(
    eq(orders.userId, userId),
    query.status ? eq(orders.status, query.status) : undefined,
  );
  const direction = query.order[0] === 'asc' ? asc : desc;
  const page = pageOf(query);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(direction(orders.createdAt), direction(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ n: count() }).from(orders).where(where);
  return { data: await orderViews(db, rows), total: Number(counted?.n ?? 0) };
}

/**
 * `POST /orders/random`: a fresh transfer code for a PENDING order; the old code stops matching at once,
 * so a transfer still carrying it lands with the unmatched ones for staff instead of on this order.
 */
export async function renewTransferCode(
  db: Db,
  orderId: number,
  userId: number | null,
  key: string | undefined,
): Promise<OrderView> {
  const order = await orderForBuyer(db, orderId, userId, key);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // The status is checked in the same statement: a transfer matched meanwhile keeps its code.
      const [renewed] = await db
        .update(orders)
        .set({ transferCode: newTransferCode(), updatedAt: new Date() })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'PENDING')))
        .returning();
      if (!renewed) throw new AppError('ORDER_NOT_PENDING');
      return orderView(db, renewed);
    } catch (error) {
      // A drawn code already in use (one chance in 2^40 per pair): draw again.
      if (!isUniqueViolation(error, 'orders_transfer_code_key')) throw error;
    }
  }
  throw new Error('could not draw a free transfer code');
}

/**
 * `POST /orders/claim`: the order placed as a guest becomes the signed-in caller's, proven by its page's
 * key. A wrong key and an order another account holds answer NOT_FOUND.
 */
export async function claimGuestOrder(
  db: Db,
  orderId: number,
  userId: number,
  key: string,
): Promise<{ claimed: boolean; order: OrderView }> {
  const [row] = await db
    .select({ accessKeyHash: orders.accessKeyHash })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row || !isOrderKey(key, row.accessKeyHash)) throw notFound();
  const { claimed } = await claimOrder(db, orderId, userId);
  return { claimed, order: await viewOrder(db, orderId, userId, undefined) };
}
