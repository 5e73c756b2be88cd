import type { OrderKind, OrderLineType } from '@tutor/contract/constants';
import {
  ADMIN_ORDER_LINES,
  type AdminCreateOrder,
  type AdminOrderDetail,
  type OrderableItem,
} from '@tutor/contract/orders';
import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { books, combos, courses, documents, orders, users } from '../../db/schema';
import { fieldError, notFound } from '../../lib/app-error';
import { likePattern } from '../../lib/list';
import { type AccessKeySigner, placeAtTodaysPrices } from '../orders/checkout';
import type { Buyer } from '../orders/place';
import { itemKey, priceItems } from '../orders/pricing';
import { getOrder, type ListKind } from './service';

/*
 * Orders staff record themselves (the spec's "standard CRUD" of each order list): one taken by phone
 * or at the desk, and the buyer's details corrected after a call. A recorded order goes through the
 * same checkout as the storefront's (today's prices, items that can be sold, a course the buyer already
 * studies refused, idempotent submits), starts PENDING, and is approved like any other; the history's
 * first row names the staff member.
 */

/** How many items the create form's picker offers for a name. */
const ITEMS_SHOWN = 20;

/** The kind of order a list records: the list of all orders records general ones. */
const kindOfList = (listKind: ListKind): OrderKind => listKind ?? 'GENERAL';

const isAllowedType = (kind: OrderKind, type: OrderLineType) =>
  (ADMIN_ORDER_LINES[kind].types as readonly OrderLineType[]).includes(type);

/** The lines must be what the list is about (a course order holds one course); else the line is named. */
function checkLinesOfKind(kind: OrderKind, items: readonly { type: OrderLineType }[]): void {
  items.forEach((item, index) => {
    if (!isAllowedType(kind, item.type)) throw fieldError(`items.${index}.type`, 'invalidValue');
  });
  if (items.length > ADMIN_ORDER_LINES[kind].maxLines) throw fieldError('items', 'invalidValue');
}

export async function createDeskOrder(
  db: Db,
  signer: AccessKeySigner,
  listKind: ListKind,
  body: AdminCreateOrder,
  actorId: number,
): Promise<AdminOrderDetail> {
  const kind = kindOfList(listKind);
  const { items, userId, idempotencyKey, ...buyer } = body;
  checkLinesOfKind(kind, items);
  // A course, combo or document opens to an account. A guest proves an order is theirs with the key of
  // its page, which only the buyer who placed it ever sees; staff have no key to hand over, so what they
  // record for a guest could never open: they choose the buyer's account (or create it first).
  if (userId === null && items.some((item) => item.type !== 'BOOK')) throw fieldError('userId', 'required');
  if (userId !== null) {
    const [account] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!account) throw fieldError('userId', 'invalidValue');
  }
  const placed = await placeAtTodaysPrices(db, signer, {
    kind,
    userId,
    buyer,
    lines: items.map((item, index) => ({
      type: item.type,
      id: item.id,
      quantity: item.quantity,
      path: `items.${index}`,
    })),
    idempotencyKey,
    placedBy: { source: 'STAFF', actorId },
  });
  return getOrder(db, listKind, placed.row.id);
}

/** `PUT /{list}/{id}`: the buyer's name and ways to reach them; another list's order is NOT_FOUND. */
export async function updateDeskOrder(
  db: Db,
  listKind: ListKind,
  id: number,
  buyer: Required<Buyer>,
): Promise<AdminOrderDetail> {
  const updated = await db
    .update(orders)
    .set({
      name: buyer.name,
      phone: buyer.phone,
      email: buyer.email,
      comment: buyer.comment,
      socialUrl: buyer.socialUrl,
      updatedAt: sql`now()`,
    })
    .where(listKind ? and(eq(orders.id, id), eq(orders.kind, listKind)) : eq(orders.id, id))
    .returning({ id: orders.id });
  if (updated.length === 0) throw notFound();
  return getOrder(db, listKind, id);
}

const CATALOGUE = {
  BOOK: { table: books, id: books.id, name: books.name, status: books.status },
  COURSE: { table: courses, id: courses.id, name: courses.name, status: courses.status },
  COMBO: { table: combos, id: combos.id, name: combos.name, status: combos.status },
  DOCUMENT: { table: documents, id: documents.id, name: documents.name, status: documents.status },
} as const;

/**
 * `GET /{list}/items`: the items on sale whose name holds `q`, at today's price, with what stops one
 * from being ordered for this buyer (out of stock, already studied). Items that can never be ordered
 * (hidden, a free document, an empty combo) are left out. Two statements: the names, then the prices.
 */
export async function orderableItems(
  db: DbOrTx,
  listKind: ListKind,
  query: { type: OrderLineType; q: string; userId?: number | undefined },
): Promise<OrderableItem[]> {
  if (!isAllowedType(kindOfList(listKind), query.type)) throw fieldError('type', 'invalidValue');
  const item = CATALOGUE[query.type];
  const conditions: SQL[] = [eq(item.status, 'ACTIVE')];
  if (query.q) conditions.push(ilike(item.name, likePattern(query.q)));
  const found = await db
    .select({ id: item.id })
    .from(item.table)
    .where(and(...conditions))
    .orderBy(asc(item.name), asc(item.id))
    .limit(ITEMS_SHOWN);
  const refs = found.map((row) => ({ type: query.type, id: row.id }));
  const priced = await priceItems(db, refs, query.userId ?? null);
  return refs.flatMap((ref) => {
    const one = priced.get(itemKey(ref.type, ref.id));
    if (!one || one.problem === 'UNAVAILABLE') return [];
    return [{ type: ref.type, id: ref.id, name: one.name, salePrice: one.salePrice, problem: one.problem }];
  });
}
