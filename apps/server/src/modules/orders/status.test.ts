import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import {
  books,
  comboCourses,
  combos,
  documentAccess,
  documents,
  enrollmentGrants,
  enrollments,
  notifications,
  orderStatusHistory,
  orders,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { insertBook } from '../books/catalogue.fixtures';
import { insertCourse } from '../courses/courses.fixtures';
import { grantEnrollment } from '../enrollments/entitlement';
import { insertOrder } from './orders.fixtures';
import { changeOrderStatus, claimOrder } from './status';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;

async function insertCombo(courseIds: number[]) {
  const [combo] = await db()
    .insert(combos)
    .values({ name: 'Combo', slug: 'combo', salePrice: 900_000 })
    .returning();
  if (!combo) throw new Error('combo insert failed');
  await db()
    .insert(comboCourses)
    .values(courseIds.map((courseId, position) => ({ comboId: combo.id, courseId, position })));
  return combo;
}

async function insertDocument() {
  const [doc] = await db()
    .insert(documents)
    .values({ name: 'Đề cương', slug: 'de-cuong', isFree: false, salePrice: 50_000 })
    .returning();
  if (!doc) throw new Error('document insert failed');
  return doc;
}

async function enrolled(userId: number) {
  const rows = await db()
    .select({ courseId: enrollments.courseId, source: enrollments.source })
    .from(enrollments)
    .where(eq(enrollments.userId, userId));
  return new Map(rows.map((row) => [row.courseId, row.source]));
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
}

const stock = async (bookId: number) =>
  (
    await db()
      .select({ quantity: books.quantity, saleStatus: books.saleStatus })
      .from(books)
      .where(eq(books.id, bookId))
  )[0];

describe('changeOrderStatus', () => {
  it('on DONE opens each course and each course of a combo, gives the document, takes the books from stock and tells the buyer; leaving DONE takes it all back', async () => {
    const buyer = await createUser(t);
    const course = await insertCourse(t);
    const [inCombo1, inCombo2] = [await insertCourse(t), await insertCourse(t)];
    const combo = await insertCombo([inCombo1.id, inCombo2.id]);
    const doc = await insertDocument();
    const book = await insertBook(t, { quantity: 10 });
    const order = await insertOrder(t, {
      userId: buyer.id,
      lines: [
        { type: 'COURSE', id: course.id },
        { type: 'COMBO', id: combo.id },
        { type: 'DOCUMENT', id: doc.id },
        { type: 'BOOK', id: book.id, quantity: 3 },
      ],
    });

    const done = await changeOrderStatus(db(), order.id, 'DONE', {
      source: 'STAFF',
      actorId: null,
      note: 'đã nhận tiền',
    });
    expect(done).toMatchObject({ from: 'PENDING', to: 'DONE', changed: true });
    expect(await enrolled(buyer.id)).toEqual(
      new Map([
        [course.id, 'ORDER'],
        [inCombo1.id, 'COMBO_ORDER'],
        [inCombo2.id, 'COMBO_ORDER'],
      ]),
    );
    expect(await db().select().from(documentAccess).where(eq(documentAccess.userId, buyer.id))).toHaveLength(
      1,
    );
    expect(await stock(book.id)).toEqual({ quantity: 7, saleStatus: 'AVAILABLE' });
    const notes = await db()
      .select({ kind: notifications.kind, data: notifications.data, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, buyer.id));
    expect(notes.filter((n) => n.kind === 'ORDER_STATUS')).toEqual([
      { kind: 'ORDER_STATUS', data: { orderId: order.id, status: 'DONE' }, link: `/don-hang/${order.id}` },
    ]);
    expect(notes.filter((n) => n.kind === 'ENROLLMENT')).toHaveLength(3);

    await changeOrderStatus(db(), order.id, 'CANCELLED', { source: 'STAFF', actorId: null });
    expect(await enrolled(buyer.id)).toEqual(new Map());
    expect(await db().select().from(documentAccess).where(eq(documentAccess.userId, buyer.id))).toHaveLength(
      0,
    );
    expect(await stock(book.id)).toEqual({ quantity: 10, saleStatus: 'AVAILABLE' });
    const history = await db()
      .select({
        from: orderStatusHistory.fromStatus,
        to: orderStatusHistory.toStatus,
        note: orderStatusHistory.note,
      })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(orderStatusHistory.id);
    expect(history).toEqual([
      { from: null, to: 'PENDING', note: '' },
      { from: 'PENDING', to: 'DONE', note: 'đã nhận tiền' },
      { from: 'DONE', to: 'CANCELLED', note: '' },
    ]);
  });

  it('taking an order back leaves a course the student holds for another reason', async () => {
    const buyer = await createUser(t);
    const course = await insertCourse(t);
    await grantEnrollment(db(), { userId: buyer.id, courseId: course.id, source: 'ADMIN' });
    const order = await insertOrder(t, { userId: buyer.id, lines: [{ type: 'COURSE', id: course.id }] });
    await changeOrderStatus(db(), order.id, 'DONE', { source: 'BANK' });
    await changeOrderStatus(db(), order.id, 'PENDING', { source: 'STAFF' });
    expect(await enrolled(buyer.id)).toEqual(new Map([[course.id, 'ADMIN']]));
    const reasons = await db()
      .select({ source: enrollmentGrants.source })
      .from(enrollmentGrants)
      .where(eq(enrollmentGrants.userId, buyer.id));
    expect(reasons).toEqual([{ source: 'ADMIN' }]);
  });

  it('refuses DONE when stock is short and changes nothing; a book reaching 0 is out of stock until it comes back', async () => {
    const buyer = await createUser(t);
    const course = await insertCourse(t);
    const scarce = await insertBook(t, { quantity: 2 });
    const short = await insertOrder(t, {
      userId: buyer.id,
      lines: [
        { type: 'COURSE', id: course.id },
        { type: 'BOOK', id: scarce.id, quantity: 3 },
      ],
    });
    expect(await refusal(changeOrderStatus(db(), short.id, 'DONE', { source: 'STAFF' }))).toBe(
      'BOOK_OUT_OF_STOCK',
    );
    expect((await db().select({ s: orders.status }).from(orders).where(eq(orders.id, short.id)))[0]?.s).toBe(
      'PENDING',
    );
    expect(await enrolled(buyer.id)).toEqual(new Map());
    expect(await stock(scarce.id)).toEqual({ quantity: 2, saleStatus: 'AVAILABLE' });

    const exact = await insertOrder(t, {
      userId: null,
      lines: [{ type: 'BOOK', id: scarce.id, quantity: 2 }],
    });
    await changeOrderStatus(db(), exact.id, 'DONE', { source: 'STAFF' });
    expect(await stock(scarce.id)).toEqual({ quantity: 0, saleStatus: 'OUTOFSTOCK' });
    await changeOrderStatus(db(), exact.id, 'PROCESS', { source: 'STAFF' });
    expect(await stock(scarce.id)).toEqual({ quantity: 2, saleStatus: 'AVAILABLE' });
  });

  it('answers the status an order already has as unchanged to staff, and as a no-op to the bank', async () => {
    const order = await insertOrder(t, {
      lines: [{ type: 'BOOK', id: (await insertBook(t, { quantity: 5 })).id }],
    });
    expect(await refusal(changeOrderStatus(db(), order.id, 'PENDING', { source: 'STAFF' }))).toBe(
      'ORDER_STATUS_UNCHANGED',
    );
    expect(await changeOrderStatus(db(), order.id, 'PENDING', { source: 'BANK' })).toMatchObject({
      changed: false,
    });
    expect(await refusal(changeOrderStatus(db(), 987_654, 'DONE', { source: 'STAFF' }))).toBe('NOT_FOUND');
  });

  it('grants once when two staff approve the same order at the same moment', async () => {
    const buyer = await createUser(t);
    const course = await insertCourse(t);
    const book = await insertBook(t, { quantity: 5 });
    const order = await insertOrder(t, {
      userId: buyer.id,
      lines: [
        { type: 'COURSE', id: course.id },
        { type: 'BOOK', id: book.id, quantity: 1 },
      ],
    });
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => changeOrderStatus(db(), order.id, 'DONE', { source: 'STAFF' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as AppError).code] : []))).toEqual([
      'ORDER_STATUS_UNCHANGED',
      'ORDER_STATUS_UNCHANGED',
    ]);
    expect(await stock(book.id)).toEqual({ quantity: 4, saleStatus: 'AVAILABLE' });
    const [dones] = await db()
      .select({ n: count() })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, 'DONE')));
    expect(dones?.n).toBe(1);
  });

  it('approves at once many orders that share two books, listed in either order, without any failing', async () => {
    const first = await insertBook(t, { quantity: 100 });
    const second = await insertBook(t, { quantity: 100 });
    const pairs = Array.from({ length: 24 }, (_, index) =>
      index % 2 === 0 ? [first.id, second.id] : [second.id, first.id],
    );
    const placed = await Promise.all(
      pairs.map(([a, b]) =>
        insertOrder(t, {
          lines: [
            { type: 'BOOK', id: a as number },
            { type: 'BOOK', id: b as number },
          ],
        }),
      ),
    );
    // On PostgreSQL each approval is its own connection: locking the two rows in line order would let
    // one order hold the first book while another holds the second, and PostgreSQL fails one of them.
    const results = await Promise.allSettled(
      placed.map((order) => changeOrderStatus(db(), order.id, 'DONE', { source: 'STAFF' })),
    );
    expect(results.filter((r) => r.status === 'rejected').map((r) => String(r.reason))).toEqual([]);
    expect(await stock(first.id)).toEqual({ quantity: 76, saleStatus: 'AVAILABLE' });
    expect(await stock(second.id)).toEqual({ quantity: 76, saleStatus: 'AVAILABLE' });
    await Promise.all(
      placed.map((order) => changeOrderStatus(db(), order.id, 'CANCELLED', { source: 'STAFF' })),
    );
    expect(await stock(first.id)).toEqual({ quantity: 100, saleStatus: 'AVAILABLE' });
  });

  it('approves a cart of many courses, combos and books in the same few statements as one course', async () => {
    const buyer = await createUser(t);
    const statementsFor = async (lines: Parameters<typeof insertOrder>[1]['lines']) => {
      const order = await insertOrder(t, { userId: buyer.id, lines });
      let statements = 0;
      const stop = t.database.observeQueries(() => statements++);
      try {
        await changeOrderStatus(db(), order.id, 'DONE', { source: 'STAFF' });
      } finally {
        stop();
      }
      return statements;
    };
    const one = await statementsFor([{ type: 'COURSE', id: (await insertCourse(t)).id }]);
    const courses = await Promise.all([1, 2, 3, 4, 5].map(() => insertCourse(t)));
    const combo = await insertCombo([(await insertCourse(t)).id, (await insertCourse(t)).id]);
    const bookA = await insertBook(t, { quantity: 9 });
    const bookB = await insertBook(t, { quantity: 9 });
    const many = await statementsFor([
      ...courses.map((course) => ({ type: 'COURSE' as const, id: course.id })),
      { type: 'COMBO', id: combo.id },
      { type: 'BOOK', id: bookA.id, quantity: 2 },
      { type: 'BOOK', id: bookB.id, quantity: 3 },
    ]);
    expect((await enrolled(buyer.id)).size).toBe(8);
    // Lines, combo courses, stock and the notices are one statement each, whatever their number.
    expect(many - one).toBeLessThanOrEqual(2);
  });

  it('moves a guest order without granting anything to anyone', async () => {
    const course = await insertCourse(t);
    const order = await insertOrder(t, { userId: null, lines: [{ type: 'COURSE', id: course.id }] });
    await changeOrderStatus(db(), order.id, 'DONE', { source: 'STAFF' });
    const [row] = await db()
      .select({ n: count() })
      .from(enrollments)
      .where(eq(enrollments.courseId, course.id));
    expect(row?.n).toBe(0);
  });

  it('a guest order claimed by the account that signs in on its page grants what it paid, once, to that account only', async () => {
    const course = await insertCourse(t);
    const order = await insertOrder(t, { userId: null, lines: [{ type: 'COURSE', id: course.id }] });
    await changeOrderStatus(db(), order.id, 'DONE', { source: 'BANK' });
    const buyer = await createUser(t);
    const other = await createUser(t);
    expect(await claimOrder(db(), order.id, buyer.id)).toEqual({ claimed: true });
    expect(await enrolled(buyer.id)).toEqual(new Map([[course.id, 'ORDER']]));
    expect(await claimOrder(db(), order.id, buyer.id)).toEqual({ claimed: false });
    expect(await refusal(claimOrder(db(), order.id, other.id))).toBe('NOT_FOUND');
    expect(await enrolled(other.id)).toEqual(new Map());
    const [row] = await db().select({ userId: orders.userId }).from(orders).where(eq(orders.id, order.id));
    expect(row?.userId).toBe(buyer.id);
    // Taken back later, the claimed order's course goes too.
    await changeOrderStatus(db(), order.id, 'CANCELLED', { source: 'STAFF' });
    expect(await enrolled(buyer.id)).toEqual(new Map());
  });
});
