import type { OrderStatus } from '@tutor/contract/constants';
import { itemPath, type OrderChangeSource, orderPath } from '@tutor/contract/orders';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  books,
  comboCourses,
  courses,
  documentAccess,
  orderLines,
  orderStatusHistory,
  orders,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { type EnrollmentSource, grantEnrollments, revokeGrants } from '../enrollments/entitlement';
import { type NewNotification, notify } from '../notifications/notify';

/*
 * The one way an order's status changes, whoever asks (staff from a list, the bank webhook, staff
 * assigning a transfer). In one transaction, under a row lock on the order (two staff approving at once:
 * the second waits, then finds it DONE and grants nothing):
 *   - into DONE: each course line, and each course of each combo line, is granted to the buyer through
 *     `grantEnrollment` with the order as the source; each document line gives the download; each book
 *     line takes its quantity from stock (a book reaching 0 becomes OUTOFSTOCK; short stock refuses the
 *     whole change with BOOK_OUT_OF_STOCK);
 *   - out of DONE: what it granted is revoked (other reasons to study the course stay) and the books go
 *     back to stock;
 *   - always: the history row (who, when, from, to, note) and a notification to the buyer.
 * A guest order (no account) grants nothing until its buyer claims it (`claimOrder`): signing in on the
 * order page, whose key proves the order is theirs, attaches it to the account and grants what it paid.
 */

export type StatusChange = {
  source: OrderChangeSource;
  /** The staff member, or null for the bank and the system. */
  actorId?: number | null;
  note?: string;
};

export type StatusChangeResult = { orderId: number; from: OrderStatus; to: OrderStatus; changed: boolean };

/** How each line kind grants a course: a course line as ORDER, a combo's courses as COMBO_ORDER. */
const GRANT_SOURCES: readonly EnrollmentSource[] = ['ORDER', 'COMBO_ORDER'];

/**
 * Moves an order to `to`. Asking for the status it already has answers ORDER_STATUS_UNCHANGED to staff
 * (their screen was stale) and `changed: false` to the bank and the system (a replay is not an error).
 */
export async function changeOrderStatus(
  db: DbOrTx,
  orderId: number,
  to: OrderStatus,
  change: StatusChange,
): Promise<StatusChangeResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw notFound();
    const from = order.status as OrderStatus;
    if (from === to) {
      if (change.source === 'STAFF') throw new AppError('ORDER_STATUS_UNCHANGED');
      return { orderId, from, to, changed: false };
    }

    const lines = await linesOf(tx, orderId);

    const notices: NewNotification[] = [];
    if (to === 'DONE') {
      if (order.userId !== null) notices.push(...(await grant(tx, orderId, order.userId, lines)));
    } else if (from === 'DONE') {
      if (order.userId !== null) await revoke(tx, orderId, order.userId, lines);
    }

    await tx
      .update(orders)
      .set({
        status: to,
        statusChangedAt: sql`now()`,
        statusChangedBy: change.actorId ?? null,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, orderId));
    await tx.insert(orderStatusHistory).values({
      orderId,
      fromStatus: from,
      toStatus: to,
      source: change.source,
      changedBy: change.actorId ?? null,
      note: change.note ?? '',
    });
    if (order.userId !== null)
      notices.unshift({
        userId: order.userId,
        kind: 'ORDER_STATUS',
        data: { orderId, status: to },
        link: orderPath(orderId),
      });
    await notify(tx, notices);
    // Stock last: every order of a popular book waits on that book's row until its transaction commits,
    // so the lock is taken as late as possible (the sale-opens bench saw the bank phase queue on it).
    // Short stock still refuses the whole change: the throw rolls back everything above.
    if (to === 'DONE') await takeFromStock(tx, lines);
    else if (from === 'DONE') await returnToStock(tx, lines);
    return { orderId, from, to, changed: true };
  });
}

type Line = {
  itemType: string;
  bookId: number | null;
  courseId: number | null;
  comboId: number | null;
  documentId: number | null;
  quantity: number;
};

function linesOf(tx: Tx, orderId: number): Promise<Line[]> {
  return tx
    .select({
      itemType: orderLines.itemType,
      bookId: orderLines.bookId,
      courseId: orderLines.courseId,
      comboId: orderLines.comboId,
      documentId: orderLines.documentId,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
}

function bookQuantities(lines: readonly Line[]) {
  const byBook = new Map<number, number>();
  for (const line of lines)
    if (line.bookId !== null) byBook.set(line.bookId, (byBook.get(line.bookId) ?? 0) + line.quantity);
  return [...byBook];
}

/*
 * The books' quantities as a FROM source that locks their rows in id order first: two orders sharing
 * two books then queue on the first one instead of each holding one and waiting for the other (a
 * deadlock PostgreSQL would break by failing one of them). The locking subquery is never flattened into
 * the UPDATE, and each row it yields is locked before the UPDATE can touch it.
 */
function inIdOrder(quantities: readonly (readonly [number, number])[]) {
  const values = sql.join(
    quantities.map(([id, qty]) => sql`(${id}::bigint, ${qty}::int)`),
    sql`, `,
  );
  return sql`(select wanted.id, wanted.qty from (values ${values}) as wanted(id, qty)
    join ${books} as locked on locked.id = wanted.id order by locked.id for update of locked) as v`;
}

/** One statement for all the books; fewer rows updated than books ordered means short stock. */
async function takeFromStock(tx: Tx, lines: readonly Line[]): Promise<void> {
  const wanted = bookQuantities(lines);
  if (wanted.length === 0) return;
  const taken = await tx
    .update(books)
    .set({
      quantity: sql`${books.quantity} - v.qty`,
      saleStatus: sql`case when ${books.quantity} - v.qty = 0 then 'OUTOFSTOCK' else ${books.saleStatus} end`,
      updatedAt: sql`now()`,
    })
    .from(inIdOrder(wanted))
    .where(and(sql`${books.id} = v.id`, sql`${books.quantity} >= v.qty`))
    .returning({ id: books.id });
  if (taken.length < wanted.length) throw new AppError('BOOK_OUT_OF_STOCK');
}

/** The books come back; a book that ran out only because of this order is on sale again. */
async function returnToStock(tx: Tx, lines: readonly Line[]): Promise<void> {
  const returned = bookQuantities(lines);
  if (returned.length === 0) return;
  await tx
    .update(books)
    .set({
      quantity: sql`${books.quantity} + v.qty`,
      saleStatus: sql`case when ${books.quantity} = 0 and ${books.saleStatus} = 'OUTOFSTOCK' then 'AVAILABLE'
        else ${books.saleStatus} end`,
      updatedAt: sql`now()`,
    })
    .from(inIdOrder(returned))
    .where(sql`${books.id} = v.id`);
}

/** Grants the order's courses (a combo: each of its courses) and documents; returns the notices to send. */
async function grant(tx: Tx, orderId: number, userId: number, lines: readonly Line[]) {
  const sourceRef = String(orderId);
  const courseIds = lines.flatMap((line) => (line.courseId === null ? [] : [line.courseId]));
  const comboIds = lines.flatMap((line) => (line.comboId === null ? [] : [line.comboId]));
  const fromCombos = comboIds.length
    ? await tx
        .select({ courseId: comboCourses.courseId })
        .from(comboCourses)
        .where(inArray(comboCourses.comboId, comboIds))
    : [];
  const grants = new Map<number, EnrollmentSource>();
  for (const { courseId } of fromCombos) grants.set(courseId, 'COMBO_ORDER');
  for (const courseId of courseIds) grants.set(courseId, 'ORDER');
  await grantEnrollments(
    tx,
    [...grants].map(([courseId, source]) => ({ userId, courseId, source, sourceRef })),
  );

  const documentIds = lines.flatMap((line) => (line.documentId === null ? [] : [line.documentId]));
  if (documentIds.length)
    await tx
      .insert(documentAccess)
      .values(documentIds.map((documentId) => ({ documentId, userId })))
      .onConflictDoNothing();

  if (grants.size === 0) return [];
  const opened = await tx
    .select({ id: courses.id, name: courses.name, slug: courses.slug })
    .from(courses)
    .where(inArray(courses.id, [...grants.keys()]));
  return opened.map(
    (course): NewNotification => ({
      userId,
      kind: 'ENROLLMENT',
      data: { courseId: course.id, courseName: course.name, orderId },
      link: itemPath('COURSE', course.id, course.slug),
    }),
  );
}

/** Takes back what `grant` gave, keeping a document the buyer also holds through another DONE order. */
async function revoke(tx: Tx, orderId: number, userId: number, lines: readonly Line[]): Promise<void> {
  for (const source of GRANT_SOURCES) await revokeGrants(tx, { source, sourceRef: String(orderId) });
  const documentIds = lines.flatMap((line) => (line.documentId === null ? [] : [line.documentId]));
  if (documentIds.length === 0) return;
  const keptByOtherOrders = tx
    .select({ documentId: orderLines.documentId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'DONE'),
        ne(orders.id, orderId),
        inArray(orderLines.documentId, documentIds),
      ),
    );
  await tx
    .delete(documentAccess)
    .where(
      and(
        eq(documentAccess.userId, userId),
        inArray(documentAccess.documentId, documentIds),
        sql`${documentAccess.documentId} not in (${keptByOtherOrders})`,
      ),
    );
}

/**
 * Attaches a guest's order to the account that signed in on its page (the caller checked the page's
 * key): from then on it is in their orders, and if it is already DONE they get its courses and
 * documents now, with the same notices as at approval. Claiming one's own order again changes nothing;
 * an order another account holds answers NOT_FOUND (nothing is said about it).
 */
export async function claimOrder(db: DbOrTx, orderId: number, userId: number): Promise<{ claimed: boolean }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw notFound();
    if (order.userId === userId) return { claimed: false };
    if (order.userId !== null) throw notFound();
    await tx.update(orders).set({ userId, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
    if (order.status === 'DONE') {
      await notify(tx, await grant(tx, orderId, userId, await linesOf(tx, orderId)));
    }
    return { claimed: true };
  });
}
