import type { OrderKind, OrderLineType } from '@tutor/contract/constants';
import type { ErrorCode } from '@tutor/contract/errors';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import { isOrderKey, type OrderRow } from './buyer-access';
import { type Buyer, orderByIdempotencyKey, type PlacedBy, placeOrder } from './place';
import { itemKey, type PricedItem, priceItems } from './pricing';
import { changeOrderStatus } from './status';

/*
 * Placing an order at today's prices, whoever places it: the storefront (the cart, a course, combo or
 * document page, a book's order form) and staff recording one at the desk. One path for all: replay
 * check, item rules, today's prices compared with what the buyer saw, then `placeOrder` in one
 * transaction (which also completes an order with nothing to pay).
 */

/** Derives a guest's order-page key from the submit's idempotency key (a keyed HMAC; see `placeOrder`). */
export type AccessKeySigner = (idempotencyKey: string) => string;

/** The server's signer of order-page keys. */
export const orderAccessSigner =
  (app: FastifyInstance): AccessKeySigner =>
  (idempotencyKey) =>
    app.urlSigner.sign('order-access', [idempotencyKey]);

export type CheckoutLine = {
  type: OrderLineType;
  id: number;
  quantity: number;
  /** What the buyer saw; undefined where the form showed no price to agree to (the book order form, staff). */
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

/** The order placed (or the first one, for a replayed key) and, for a guest, the key to its page. */
export type Placed = { row: OrderRow; accessKey: string | null };

const OWNED_CODE: Partial<Record<OrderLineType, ErrorCode>> = { DOCUMENT: 'ORDER_DOCUMENT_OWNED' };

/** Quantity belongs to books: a course, combo or document is bought once (the cart's rule, spec §4). */
export const isCountable = (type: OrderLineType) => type === 'BOOK';

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

function replay(first: OrderRow, checkout: Checkout, signer: AccessKeySigner): Placed {
  if (!isSameSubmit(first, checkout) || !checkout.idempotencyKey)
    throw new AppError('ORDER_IDEMPOTENCY_CONFLICT');
  const key = first.userId === null ? signer(checkout.idempotencyKey) : null;
  return { row: first, accessKey: key !== null && isOrderKey(key, first.accessKeyHash) ? key : null };
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
 * A free course, combo or document (0 ₫) has nothing to wait for: no transfer will come and no one needs
 * to approve it, so it is DONE at once and opens what it holds (a guest's, when they claim it). Books are
 * left PENDING even when free: staff still ship them, and stock is taken when they approve.
 */
function isNothingToPay(order: OrderRow, lines: readonly { type: OrderLineType }[]): boolean {
  return order.total === 0 && lines.every((line) => line.type !== 'BOOK');
}

/** In the placing transaction, so a free order is never left waiting if the completion fails. */
async function completeFreeOrder(tx: DbOrTx, order: OrderRow): Promise<OrderRow> {
  await changeOrderStatus(tx, order.id, 'DONE', { source: 'SYSTEM' });
  const [done] = await tx.select().from(orders).where(eq(orders.id, order.id));
  return done ?? order;
}

/**
 * Places an order at the server's prices. Statements: one replay lookup (with a key), one read per kind
 * of item, then the transaction (order, lines, history): bounded whatever the number of lines.
 */
export async function placeAtTodaysPrices(db: Db, signer: AccessKeySigner, input: Checkout): Promise<Placed> {
  if (input.idempotencyKey) {
    const first = await orderByIdempotencyKey(db, input.idempotencyKey);
    if (first) return replay(first, input, signer);
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
  const placed = await db.transaction(async (tx) => {
    const result = await placeOrder(tx, {
      kind: input.kind,
      userId: input.userId,
      buyer: input.buyer,
      lines: placedLines,
      idempotencyKey: input.idempotencyKey,
      ...(input.idempotencyKey ? { accessKey: signer(input.idempotencyKey) } : {}),
      ...(input.placedBy ? { placedBy: input.placedBy } : {}),
    });
    if (result.created && isNothingToPay(result.order, placedLines))
      return { ...result, order: await completeFreeOrder(tx, result.order) };
    return result;
  });
  // Another request with the same key won the race while this one was pricing.
  if (!placed.created) return replay(placed.order, input, signer);
  return { row: placed.order, accessKey: input.userId === null ? placed.accessKey : null };
}
