import { timingSafeEqual } from 'node:crypto';
import type { CartItemType, OrderKind, OrderLineType, OrderStatus } from '@tutor/contract/constants';
import type { ErrorCode } from '@tutor/contract/errors';
import type { CartQuote, OrderCreated, OrderView, QuotedLine } from '@tutor/contract/orders';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { orders } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { pageOf } from '../../lib/list';
import { sha256 } from '../../lib/tokens';
import { type Buyer, orderByIdempotencyKey, type PlacedBy, placeOrder } from '../orders/place';
import { changeOrderStatus, claimOrder } from '../orders/status';
import { newTransferCode } from '../orders/transfer-code';
import { itemKey, type PricedItem, priceItems } from './pricing';
import { type OrderRow, orderView, orderViews } from './view';

/*
 * Every way a buyer places an order (the cart, a course, combo or document page, a book's order form),
 * and the buyer's own reads of their orders. One path for all: replay check, item rules, today's prices
 * compared with what the buyer saw, then `placeOrder` in one transaction.
 */

/** Derives a guest's order-page key from the submit's idempotency key (a keyed HMAC; see `placeOrder`). */
export type AccessKeySigner = (idempotencyKey: string) => string;

export type CheckoutLine = {
  type: OrderLineType;
  id: number;
  quantity: number;
  /** What the buyer saw; undefined where the form showed no price to agree to (the book order form). */
  salePrice?: number;
  /** Where a refusal about this line points in the body (`items.2`, `courseId`). */
  path: string;
};

export type Checkout = {
  kind: OrderKind;
  userId: number | null;
  buyer: Buyer;
  lines: CheckoutLine[];
  idempotencyKey?: string | undefined;
  /** How the book order form has always answered an item it cannot sell (NOT_FOUND, BOOK_NOT_AVAILABLE). */
  refuse?: (item: PricedItem) => AppError;
  /** Staff recording an order at the desk; absent: the buyer placed it. */
  placedBy?: PlacedBy;
};

const OWNED_CODE: Partial<Record<OrderLineType, ErrorCode>> = { DOCUMENT: 'ORDER_DOCUMENT_OWNED' };

/** Quantity belongs to books: a course, combo or document is bought once (the cart's rule, spec §4). */
const isCountable = (type: OrderLineType) => type === 'BOOK';

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
// Placing an order

/**
 * The same idempotency key from the same buyer answers the first order (a double click, a retry after a
 * lost answer); from anyone else it is refused, so a key cannot open someone else's order.
 */
function isSameSubmit(order: OrderRow, checkout: Checkout): boolean {
  return (
    order.kind === checkout.kind &&
    order.userId === checkout.userId &&
    order.phone === checkout.buyer.phone &&
    order.email === checkout.buyer.email
  );
}

async function replay(
  db: Db,
  first: OrderRow,
  checkout: Checkout,
  signer: AccessKeySigner,
): Promise<OrderCreated> {
  if (!isSameSubmit(first, checkout) || !checkout.idempotencyKey)
    throw new AppError('ORDER_IDEMPOTENCY_CONFLICT');
  const key = first.userId === null ? signer(checkout.idempotencyKey) : null;
  return {
    order: await orderView(db, first),
    accessKey: key !== null && sameHash(key, first.accessKeyHash) ? key : null,
  };
}

function checkLines(lines: readonly CheckoutLine[]): void {
  const seen = new Set<string>();
  for (const line of lines) {
    const key = itemKey(line.type, line.id);
    if (seen.has(key)) throw new AppError('ORDER_DUPLICATE_ITEM', { logMessage: `duplicate ${key}` });
    seen.add(key);
    if (!isCountable(line.type) && line.quantity !== 1) throw fieldError(`${line.path}.quantity`, 'tooBig');
  }
}

/** The first reason, line by line, that the order cannot be placed as the buyer saw it. */
function refusal(line: CheckoutLine, item: PricedItem, checkout: Checkout): AppError | undefined {
  if (item.problem === 'UNAVAILABLE' || item.problem === 'OUT_OF_STOCK')
    return checkout.refuse?.(item) ?? new AppError('ORDER_ITEM_UNAVAILABLE', { logMessage: line.path });
  if (item.problem === 'OWNED') return new AppError(OWNED_CODE[line.type] ?? 'ORDER_ALREADY_OWNED');
  if (line.salePrice !== undefined && line.salePrice !== item.salePrice)
    return new AppError('ORDER_PRICE_CHANGED', { logMessage: `${line.path}: price changed` });
  return undefined;
}

/**
 * Places an order at the server's prices. Answers the order and, for a guest, the key to its page.
 * Statements: one replay lookup (with a key), one read per kind of item, then the transaction (order,
 * lines, history) and the view's two reads: bounded whatever the number of lines.
 */
export async function checkout(db: Db, signer: AccessKeySigner, input: Checkout): Promise<OrderCreated> {
  if (input.idempotencyKey) {
    const first = await orderByIdempotencyKey(db, input.idempotencyKey);
    if (first) return replay(db, first, input, signer);
  }
  checkLines(input.lines);
  const priced = await priceItems(db, input.lines, input.userId);
  const placedLines = input.lines.map((line) => {
    const item = priced.get(itemKey(line.type, line.id)) as PricedItem;
    const refused = refusal(line, item, input);
    if (refused) throw refused;
    return {
      type: line.type,
      id: line.id,
      name: item.name,
      unitPrice: item.salePrice,
      quantity: line.quantity,
    };
  });
  const placed = await db.transaction((tx) =>
    placeOrder(tx, {
      kind: input.kind,
      userId: input.userId,
      buyer: input.buyer,
      lines: placedLines,
      idempotencyKey: input.idempotencyKey,
      ...(input.idempotencyKey ? { accessKey: signer(input.idempotencyKey) } : {}),
      ...(input.placedBy ? { placedBy: input.placedBy } : {}),
    }),
  );
  // Another request with the same key won the race while this one was pricing.
  if (!placed.created) return replay(db, placed.order, input, signer);
  const order = isNothingToPay(placed.order, placedLines)
    ? await completeFreeOrder(db, placed.order)
    : placed.order;
  return {
    order: await orderView(db, order),
    accessKey: input.userId === null ? placed.accessKey : null,
  };
}

/**
 * A free course, combo or document (0 ₫) has nothing to wait for: no transfer will come and no one needs
 * to approve it, so it is DONE at once and opens what it holds (a guest's, when they claim it). Books are
 * left PENDING even when free: staff still ship them, and stock is taken when they approve.
 */
function isNothingToPay(order: OrderRow, lines: readonly { type: OrderLineType }[]): boolean {
  return order.total === 0 && lines.every((line) => line.type !== 'BOOK');
}

async function completeFreeOrder(db: Db, order: OrderRow): Promise<OrderRow> {
  await changeOrderStatus(db, order.id, 'DONE', { source: 'SYSTEM' });
  const [done] = await db.select().from(orders).where(eq(orders.id, order.id));
  return done ?? order;
}

// ---------------------------------------------------------------------------------------------------------
// The buyer's orders

function sameHash(key: string, storedHash: string): boolean {
  const given = Buffer.from(sha256(key));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The order, if the caller may see it: the signed-in buyer it belongs to, or anyone holding the key of
 * its page. Everyone else is told it does not exist (the same answer as for an id that names nothing).
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
  if (key && sameHash(key, row.accessKeyHash)) return row;
  throw notFound();
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
  if (!row || !sameHash(key, row.accessKeyHash)) throw notFound();
  const { claimed } = await claimOrder(db, orderId, userId);
  return { claimed, order: await viewOrder(db, orderId, userId, undefined) };
}
