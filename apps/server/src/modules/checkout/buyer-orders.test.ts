import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { statementsOf } from '../../../test/helpers/statements';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { documentAccess, enrollments, orders } from '../../db/schema';
import { insertBook } from '../books/catalogue.fixtures';
import { insertCourse } from '../courses/courses.fixtures';
import { insertOrder } from '../orders/orders.fixtures';
import { changeOrderStatus } from '../orders/status';
import { findTransferCodes } from '../orders/transfer-code';
import { insertCombo, insertPaidDocument } from './checkout.fixtures';

let t: TestApp;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const BUYER = { name: 'Phạm Minh Khoa', phone: '0903123456', email: '' };

function call(method: 'GET' | 'POST', url: string, options: { as?: SignedIn; payload?: unknown } = {}) {
  ip++;
  return t.request({
    method,
    url: `/api${url}`,
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
    remoteAddress: `10.90.${Math.floor(ip / 250) % 250}.${ip % 250}`,
    headers: options.as ? options.as.headers : {},
  });
}

function expectCode(res: LightMyRequestResponse, status: number, code: string) {
  expect([res.statusCode, res.json().code], res.body).toEqual([status, code]);
}

/** A guest's course order through the real checkout: the order and the key of its page. */
async function guestOrder(courseId: number, salePrice: number, as?: SignedIn) {
  const res = await call('POST', '/course-orders', { as, payload: { ...BUYER, courseId, salePrice } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { order: { id: number; transferCode: string }; accessKey: string | null };
}

describe('GET /api/orders/{id}/view', () => {
  it("opens a guest's order with its key and the owner's without one; to anyone else the order does not exist", async () => {
    const course = await insertCourse(t, { salePrice: 500_000 });
    const guest = await guestOrder(course.id, 500_000);
    const owner = await signedInAs(t);
    const mine = await guestOrder(course.id, 500_000, owner);
    const stranger = await signedInAs(t);

    const withKey = await call(
      'GET',
      `/orders/${guest.order.id}/view?key=${encodeURIComponent(guest.accessKey ?? '')}`,
    );
    expect(withKey.statusCode, withKey.body).toBe(200);
    expect(withKey.json()).toMatchObject({
      id: guest.order.id,
      kind: 'COURSE',
      status: 'PENDING',
      transferCode: guest.order.transferCode,
      courses: [{ id: course.id, path: `/khoa-hoc/${course.id}/${course.slug}` }],
      payment: null,
    });
    expect((await call('GET', `/orders/${mine.order.id}/view`, { as: owner })).json().id).toBe(mine.order.id);

    const nothing = await call('GET', '/orders/99999999/view?key=abc');
    expectCode(nothing, 404, 'NOT_FOUND');
    for (const res of [
      await call('GET', `/orders/${guest.order.id}/view`),
      await call('GET', `/orders/${guest.order.id}/view?key=wrong-key`),
      await call('GET', `/orders/${guest.order.id}/view?key=${guest.accessKey?.slice(0, -1)}`),
      await call('GET', `/orders/${guest.order.id}/view`, { as: stranger }),
      await call('GET', `/orders/${mine.order.id}/view`, { as: stranger }),
      await call('GET', `/orders/${mine.order.id}/view`),
      // Another order's key opens only that order.
      await call('GET', `/orders/${mine.order.id}/view?key=${encodeURIComponent(guest.accessKey ?? '')}`),
    ]) {
      expectCode(res, 404, 'NOT_FOUND');
      expect(res.body).toBe(nothing.body);
    }
  });

  it('shows the status as it moves, and the courses a DONE order opened', async () => {
    const a = await insertCourse(t, { salePrice: 100_000 });
    const b = await insertCourse(t, { salePrice: 100_000 });
    const combo = await insertCombo(t, [a.id, b.id], { salePrice: 150_000 });
    const student = await signedInAs(t);
    const res = await call('POST', '/combo-orders', {
      as: student,
      payload: { ...BUYER, comboId: combo.id, salePrice: 150_000 },
    });
    const id = res.json().order.id;
    await changeOrderStatus(db(), id, 'DONE', { source: 'SYSTEM' });
    const view = await call('GET', `/orders/${id}/view`, { as: student });
    expect(view.json()).toMatchObject({
      status: 'DONE',
      courses: [
        { id: a.id, name: a.name },
        { id: b.id, name: b.name },
      ],
    });
  });
});

describe('GET /api/my-orders', () => {
  it("lists only the caller's orders, newest first, filtered by status, with their lines", async () => {
    const student = await signedInAs(t);
    const other = await signedInAs(t);
    const book = await insertBook(t, { salePrice: 80_000 });
    const course = await insertCourse(t, { salePrice: 300_000 });
    const old = await insertOrder(t, {
      userId: student.user.id,
      lines: [{ type: 'BOOK', id: book.id, quantity: 2, unitPrice: 80_000 }],
      createdAt: new Date('2026-01-05T03:00:00Z'),
    });
    const done = await insertOrder(t, {
      userId: student.user.id,
      status: 'DONE',
      lines: [{ type: 'COURSE', id: course.id, unitPrice: 300_000 }],
      createdAt: new Date('2026-02-05T03:00:00Z'),
    });
    const newest = await insertOrder(t, {
      userId: student.user.id,
      kind: 'GENERAL',
      lines: [
        { type: 'BOOK', id: book.id, unitPrice: 80_000 },
        { type: 'COURSE', id: course.id, unitPrice: 300_000 },
      ],
      createdAt: new Date('2026-03-05T03:00:00Z'),
    });
    await insertOrder(t, { userId: other.user.id, lines: [{ type: 'BOOK', id: book.id }] });
    await insertOrder(t, { lines: [{ type: 'BOOK', id: book.id }] });

    const res = await call('GET', '/my-orders', { as: student });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ total: 3, offset: 0, limit: 10 });
    expect(body.data.map((order: { id: number }) => order.id)).toEqual([newest.id, done.id, old.id]);
    expect(body.data[0].lines).toMatchObject([
      { type: 'BOOK', itemId: book.id, path: `/sach/${book.id}/${book.slug}`, lineTotal: 80_000 },
      { type: 'COURSE', itemId: course.id, lineTotal: 300_000 },
    ]);
    expect(body.data[2]).toMatchObject({
      total: 160_000,
      qty: 2,
      lines: [{ quantity: 2, lineTotal: 160_000 }],
    });

    const onlyDone = (await call('GET', '/my-orders?status=DONE', { as: student })).json();
    expect(onlyDone.data.map((order: { id: number }) => order.id)).toEqual([done.id]);
    const page2 = (await call('GET', '/my-orders?limit=1&offset=1&order=asc', { as: student })).json();
    expect(page2.data.map((order: { id: number }) => order.id)).toEqual([done.id]);
    expect((await call('GET', '/my-orders', { as: other })).json().pagination.total).toBe(1);
  });

  it('asks for a sign-in, and refuses odd filters', async () => {
    expectCode(await call('GET', '/my-orders'), 401, 'UNAUTHENTICATED');
    const student = await signedInAs(t);
    expectCode(await call('GET', '/my-orders?status=PAID', { as: student }), 400, 'VALIDATION_ERROR');
    expectCode(await call('GET', '/my-orders?limit=51', { as: student }), 400, 'VALIDATION_ERROR');
  });

  it('reads a page of orders in a bounded number of statements', async () => {
    const student = await signedInAs(t);
    const course = await insertCourse(t);
    const combo = await insertCombo(t, [course.id]);
    const book = await insertBook(t);
    const count = () =>
      statementsOf(t, async () =>
        expect((await call('GET', '/my-orders?limit=50', { as: student })).statusCode).toBe(200),
      );
    const lines = [
      { type: 'BOOK' as const, id: book.id },
      { type: 'COURSE' as const, id: course.id },
      { type: 'COMBO' as const, id: combo.id },
    ];
    await insertOrder(t, { userId: student.user.id, lines });
    const one = await count();
    for (let i = 0; i < 30; i++) await insertOrder(t, { userId: student.user.id, lines });
    expect(await count()).toBe(one);
    // session, page, count, lines, courses
    expect(one).toBeLessThanOrEqual(5);
  });
});

describe('POST /api/orders/random', () => {
  it('gives a PENDING order a fresh transfer code; the old one stops matching', async () => {
    const course = await insertCourse(t, { salePrice: 200_000 });
    const guest = await guestOrder(course.id, 200_000);
    const old = guest.order.transferCode;
    const res = await call('POST', '/orders/random', {
      payload: { orderId: guest.order.id, key: guest.accessKey },
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json().transferCode;
    expect(fresh).not.toBe(old);
    expect(findTransferCodes(`CK ${fresh}`)).toEqual([fresh]);
    const [row] = await db().select().from(orders).where(eq(orders.id, guest.order.id));
    expect(row?.transferCode).toBe(fresh);
    expect(await db().select().from(orders).where(eq(orders.transferCode, old))).toEqual([]);

    const owner = await signedInAs(t);
    const mine = await guestOrder(course.id, 200_000, owner);
    const renewed = await call('POST', '/orders/random', { as: owner, payload: { orderId: mine.order.id } });
    expect(renewed.json().transferCode).not.toBe(mine.order.transferCode);
  });

  it('refuses an order that is no longer PENDING, and keeps its code', async () => {
    const course = await insertCourse(t, { salePrice: 200_000 });
    const student = await signedInAs(t);
    for (const status of ['PROCESS', 'DONE', 'CANCELLED'] as const) {
      const placed = await guestOrder(course.id, 200_000, student);
      await changeOrderStatus(db(), placed.order.id, status, { source: 'SYSTEM' });
      if (status === 'DONE')
        await changeOrderStatus(db(), placed.order.id, 'CANCELLED', { source: 'SYSTEM' });
      const res = await call('POST', '/orders/random', {
        as: student,
        payload: { orderId: placed.order.id },
      });
      expectCode(res, 409, 'ORDER_NOT_PENDING');
      const [row] = await db().select().from(orders).where(eq(orders.id, placed.order.id));
      expect(row?.transferCode).toBe(placed.order.transferCode);
    }
  });

  it("answers NOT_FOUND for someone else's order, a wrong key or no key, and changes nothing", async () => {
    const course = await insertCourse(t, { salePrice: 200_000 });
    const owner = await signedInAs(t);
    const stranger = await signedInAs(t);
    const mine = await guestOrder(course.id, 200_000, owner);
    const guest = await guestOrder(course.id, 200_000);
    for (const [payload, as] of [
      [{ orderId: mine.order.id }, stranger],
      [{ orderId: mine.order.id }, undefined],
      [{ orderId: guest.order.id, key: 'not-the-key' }, undefined],
      [{ orderId: guest.order.id }, stranger],
      [{ orderId: 99999999, key: guest.accessKey }, undefined],
    ] as const)
      expectCode(await call('POST', '/orders/random', { as, payload }), 404, 'NOT_FOUND');
    const [row] = await db().select().from(orders).where(eq(orders.id, guest.order.id));
    expect(row?.transferCode).toBe(guest.order.transferCode);
  });
});

describe('POST /api/orders/claim', () => {
  it("attaches a guest's order to the account with its key; a DONE order then opens its course and document", async () => {
    const course = await insertCourse(t, { salePrice: 400_000 });
    const doc = await insertPaidDocument(t, { salePrice: 20_000 });
    const placed = await call('POST', '/orders', {
      payload: {
        ...BUYER,
        items: [{ type: 'COURSE', id: course.id, quantity: 1, salePrice: 400_000 }],
      },
    });
    const { order, accessKey } = placed.json();
    const docOrder = (
      await call('POST', '/document-orders', { payload: { ...BUYER, documentId: doc.id, salePrice: 20_000 } })
    ).json();
    await changeOrderStatus(db(), order.id, 'DONE', { source: 'SYSTEM' });
    await changeOrderStatus(db(), docOrder.order.id, 'DONE', { source: 'SYSTEM' });

    const student = await signedInAs(t);
    expectCode(
      await call('POST', '/orders/claim', { payload: { orderId: order.id, key: accessKey } }),
      401,
      'UNAUTHENTICATED',
    );
    expectCode(
      await call('POST', '/orders/claim', { as: student, payload: { orderId: order.id, key: 'wrong' } }),
      404,
      'NOT_FOUND',
    );
    expect(await db().select().from(enrollments).where(eq(enrollments.userId, student.user.id))).toEqual([]);

    const res = await call('POST', '/orders/claim', {
      as: student,
      payload: { orderId: order.id, key: accessKey },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ claimed: true, order: { id: order.id, status: 'DONE' } });
    const studying = await db().select().from(enrollments).where(eq(enrollments.userId, student.user.id));
    expect(studying.map((row) => row.courseId)).toEqual([course.id]);
    expect(
      (await call('GET', '/my-orders', { as: student })).json().data.map((o: { id: number }) => o.id),
    ).toEqual([order.id]);
    // Twice: nothing more happens.
    const again = await call('POST', '/orders/claim', {
      as: student,
      payload: { orderId: order.id, key: accessKey },
    });
    expect(again.json().claimed).toBe(false);
    // The key cannot hand the order to a second account.
    const second = await signedInAs(t);
    expectCode(
      await call('POST', '/orders/claim', { as: second, payload: { orderId: order.id, key: accessKey } }),
      404,
      'NOT_FOUND',
    );
    // A paid document bought as a guest: claimed, its download is the student's.
    await call('POST', '/orders/claim', {
      as: student,
      payload: { orderId: docOrder.order.id, key: docOrder.accessKey },
    });
    const access = await db().select().from(documentAccess).where(eq(documentAccess.userId, student.user.id));
    expect(access.map((row) => row.documentId)).toEqual([doc.id]);
  });
});
