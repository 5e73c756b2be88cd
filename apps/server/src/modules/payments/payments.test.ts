import { and, count, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { bankTransfers, books, enrollments, orderStatusHistory, orders } from '../../db/schema';
import { vietnamDayStart, vietnamMonth } from '../../lib/vietnam-time';
import { insertBook } from '../books/catalogue.fixtures';
import { insertCourse } from '../courses/courses.fixtures';
import { insertOrder } from '../orders/orders.fixtures';
import { seedPayments } from './seed';
import { paySummary, sepayTime } from './service';
import { hasValidCrc, readTlv } from './vietqr';

const SECRET = 'sepay-test-secret-0123456789';
const BANK = {
  BANK_BIN: '970436',
  BANK_NAME: 'Vietcombank',
  BANK_ACCOUNT_NUMBER: '1234567890',
  BANK_ACCOUNT_NAME: 'CONG TY TOAN HAY',
  BANK_WEBHOOK_SECRET: SECRET,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(BANK);
});
afterAll(() => t?.close());

const db = () => t.database.db;
let nextId = 900_000;

/** A SePay notification as its documentation shows it. */
function notification(overrides: Record<string, unknown> = {}) {
  return {
    id: ++nextId,
    gateway: 'Vietcombank',
    transactionDate: '2026-03-25 14:02:37',
    accountNumber: '1234567890',
    code: null,
    content: 'chuyen tien',
    transferType: 'in',
    transferAmount: 100_000,
    accumulated: 19_077_000,
    subAccount: null,
    referenceCode: `MBVCB.${nextId}`,
    description: '',
    ...overrides,
  };
}

/** `null`: no Authorization header at all. */
const post = (payload: unknown, authorization: string | null = `Apikey ${SECRET}`) =>
  t.request({
    method: 'POST',
    url: '/api/payments/sepay',
    payload: payload as Record<string, unknown>,
    headers: authorization === null ? {} : { authorization },
  });

async function orderRow(id: number) {
  const [row] = await db().select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error('no order');
  return row;
}

async function transfersOf(reference: number) {
  return db()
    .select()
    .from(bankTransfers)
    .where(and(eq(bankTransfers.provider, 'sepay'), eq(bankTransfers.reference, String(reference))));
}

async function courseOrder(total = 300_000, status?: 'PENDING' | 'DONE' | 'CANCELLED' | 'PROCESS') {
  const buyer = await createUser(t);
  const course = await insertCourse(t);
  const order = await insertOrder(t, {
    userId: buyer.id,
    lines: [{ type: 'COURSE', id: course.id, unitPrice: total }],
    ...(status ? { status } : {}),
  });
  return { buyer, course, order };
}

const isEnrolled = async (userId: number, courseId: number) =>
  (
    await db()
      .select({ n: count() })
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
  )[0]?.n === 1;

const transferCount = async () => (await db().select({ n: count() }).from(bankTransfers))[0]?.n ?? 0;

describe('POST /api/payments/sepay: who may call it', () => {
  it('refuses a missing, wrong or bearer-style secret with WEBHOOK_SECRET_INVALID, before reading the body, and stores nothing', async () => {
    const { order } = await courseOrder();
    const before = await transferCount();
    const body = notification({ content: order.transferCode, transferAmount: 300_000 });
    for (const authorization of [
      null,
      'Apikey wrong-secret-0123456789',
      `Bearer ${SECRET}`,
      SECRET,
      `Apikey ${SECRET}x`,
    ]) {
      const res = await post(body, authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json().code).toBe('WEBHOOK_SECRET_INVALID');
    }
    // A wrong secret with a malformed body is still 401, not a validation error describing the shape.
    const bad = await post({ nonsense: true }, 'Apikey nope');
    expect([bad.statusCode, bad.json().code]).toEqual([401, 'WEBHOOK_SECRET_INVALID']);
    expect(await transferCount()).toBe(before);
    expect((await orderRow(order.id)).paidAmount).toBe(0);
  });

  it('never echoes the secret', async () => {
    const res = await post(notification(), 'Apikey wrong-secret-0123456789');
    expect(res.body).not.toContain('wrong-secret');
    expect(res.body).not.toContain(SECRET);
  });

  it('refuses a malformed notification with the right secret', async () => {
    const res = await post({ id: 1, transferType: 'in', transferAmount: -5 });
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe('POST /api/payments/sepay: matching', () => {
  it('moves an order to PROCESS on a partial payment, then to DONE (course granted) when the rest arrives', async () => {
    const { buyer, course, order } = await courseOrder(300_000);
    const first = await post(
      notification({ content: `${order.transferCode} chuyen khoan`, transferAmount: 100_000 }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect(await orderRow(order.id)).toMatchObject({ status: 'PROCESS', paidAmount: 100_000 });
    expect(await isEnrolled(buyer.id, course.id)).toBe(false);

    await post(notification({ content: order.transferCode, transferAmount: 200_000 }));
    expect(await orderRow(order.id)).toMatchObject({ status: 'DONE', paidAmount: 300_000 });
    expect(await isEnrolled(buyer.id, course.id)).toBe(true);
    const history = await db()
      .select({ to: orderStatusHistory.toStatus, source: orderStatusHistory.source })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(orderStatusHistory.id);
    expect(history).toEqual([
      { to: 'PENDING', source: 'BUYER' },
      { to: 'PROCESS', source: 'BANK' },
      { to: 'DONE', source: 'BANK' },
    ]);
    const stored = await db().select().from(bankTransfers).where(eq(bankTransfers.orderId, order.id));
    expect(stored.map((row) => [row.amount, row.matchedBy])).toEqual([
      [100_000, 'AUTO'],
      [200_000, 'AUTO'],
    ]);
  });

  it('finds the code in a note the bank mangled: lower case, spaces and hyphens, a bank prefix, other words', async () => {
    const { order } = await courseOrder(150_000);
    const code = order.transferCode.toLowerCase();
    const mangled = `MBVCB.3278907687.${code.slice(0, 4)} ${code.slice(4, 7)}-${code.slice(7)}.CT tu 0123456789 NGUYEN VAN AN`;
    await post(notification({ content: mangled, transferAmount: 150_000 }));
    expect(await orderRow(order.id)).toMatchObject({ status: 'DONE', paidAmount: 150_000 });
  });

  it('stores the transfer, full raw payload and time, answering success once for a replay that changes nothing', async () => {
    const { order } = await courseOrder(300_000);
    const body = notification({ content: order.transferCode, transferAmount: 100_000 });
    expect((await post(body)).json()).toEqual({ success: true });
    const replay = await post(body);
    expect([replay.statusCode, replay.json()]).toEqual([200, { success: true }]);
    const rows = await transfersOf(body.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: 100_000,
      bank: 'Vietcombank',
      accountNumber: '1234567890',
      orderId: order.id,
    });
    expect(rows[0]?.raw).toMatchObject({ referenceCode: body.referenceCode, accumulated: 19_077_000 });
    expect(rows[0]?.occurredAt.toISOString()).toBe('2026-03-25T07:02:37.000Z');
    expect(await orderRow(order.id)).toMatchObject({ status: 'PROCESS', paidAmount: 100_000 });
  });

  it('takes an overpayment: DONE, and the whole amount recorded', async () => {
    const { order } = await courseOrder(100_000);
    await post(notification({ content: order.transferCode, transferAmount: 150_000 }));
    expect(await orderRow(order.id)).toMatchObject({ status: 'DONE', paidAmount: 150_000 });
  });

  it('keeps a transfer with an unknown or no code unmatched, for staff', async () => {
    const unknown = notification({ content: 'THZZZZZZZZ ung ho', transferAmount: 70_000 });
    await post(unknown);
    const none = notification({ content: 'tien hoc thang 3', transferAmount: 80_000 });
    await post(none);
    for (const body of [unknown, none])
      expect(await transfersOf(body.id)).toEqual([
        expect.objectContaining({ orderId: null, matchedBy: null }),
      ]);
  });

  it('keeps the money of a full payment for books that ran short: PROCESS, paid, matched, stock untouched', async () => {
    const book = await insertBook(t, { quantity: 2 });
    const order = await insertOrder(t, {
      userId: (await createUser(t)).id,
      lines: [{ type: 'BOOK', id: book.id, quantity: 3, unitPrice: 50_000 }],
    });
    const paid = notification({ content: order.transferCode, transferAmount: 150_000 });
    expect((await post(paid)).json()).toEqual({ success: true });
    expect(await orderRow(order.id)).toMatchObject({ status: 'PROCESS', paidAmount: 150_000 });
    const [transfer] = await transfersOf(paid.id);
    expect([transfer?.orderId, transfer?.matchedBy]).toEqual([order.id, 'AUTO']);
    const [stock] = await db().select({ quantity: books.quantity }).from(books).where(eq(books.id, book.id));
    expect(stock?.quantity).toBe(2);
  });

  it('records money for a CANCELLED or DONE order without changing its status', async () => {
    for (const status of ['CANCELLED', 'DONE'] as const) {
      const { order } = await courseOrder(100_000, status);
      const body = notification({ content: order.transferCode, transferAmount: 100_000 });
      expect((await post(body)).statusCode).toBe(200);
      expect(await orderRow(order.id)).toMatchObject({ status, paidAmount: 100_000 });
      expect(await transfersOf(body.id)).toEqual([
        expect.objectContaining({ orderId: order.id, matchedBy: 'AUTO' }),
      ]);
      const history = await db()
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, order.id));
      expect(history).toHaveLength(1);
    }
  });

  it('ignores money going out (200, nothing stored)', async () => {
    const { order } = await courseOrder(100_000);
    const body = notification({ content: order.transferCode, transferType: 'out', transferAmount: 100_000 });
    const res = await post(body);
    expect([res.statusCode, res.json()]).toEqual([200, { success: true }]);
    expect(await transfersOf(body.id)).toEqual([]);
    expect((await orderRow(order.id)).status).toBe('PENDING');
  });

  it('makes ten concurrent identical notifications one transfer and one credit', async () => {
    const { buyer, course, order } = await courseOrder(200_000);
    const body = notification({ content: order.transferCode, transferAmount: 200_000 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(body)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(await transfersOf(body.id)).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'DONE', paidAmount: 200_000 });
    expect(await isEnrolled(buyer.id, course.id)).toBe(true);
  });
});

describe('GET /api/orders/{id}/qr.svg', () => {
  async function decode(svg: string) {
    const { data, info } = await sharp(Buffer.from(svg))
      .resize(400, 400, { kernel: 'nearest' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
  }

  it('draws the amount due and the transfer code for the buyer, or for whoever holds the key; 404 for anyone else', async () => {
    const student = await signedInAs(t);
    const course = await insertCourse(t);
    const order = await insertOrder(t, {
      userId: student.user.id,
      accessKey: 'the-guest-key-123',
      lines: [{ type: 'COURSE', id: course.id, unitPrice: 450_000 }],
    });
    const asBuyer = await t.request({
      method: 'GET',
      url: `/api/orders/${order.id}/qr.svg`,
      headers: student.headers,
    });
    expect(asBuyer.statusCode).toBe(200);
    expect(asBuyer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(asBuyer.headers['cache-control']).toMatch(/private/);
    // Its own policy, not the pages': an SVG opened as a document may run nothing and load nothing.
    expect(asBuyer.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(asBuyer.headers['x-content-type-options']).toBe('nosniff');
    const payload = (await decode(asBuyer.body)) ?? '';
    expect(hasValidCrc(payload)).toBe(true);
    const fields = new Map(readTlv(payload).map((f) => [f.id, f.value]));
    expect(fields.get('54')).toBe('450000');
    expect(fields.get('62')).toBe(`0810${order.transferCode}`);

    const withKey = await t.request({
      method: 'GET',
      url: `/api/orders/${order.id}/qr.svg?key=the-guest-key-123`,
    });
    expect(withKey.statusCode).toBe(200);

    const other = await signedInAs(t);
    for (const [url, headers] of [
      [`/api/orders/${order.id}/qr.svg`, {}],
      [`/api/orders/${order.id}/qr.svg?key=wrong`, {}],
      [`/api/orders/${order.id}/qr.svg`, other.headers],
      [`/api/orders/999999999/qr.svg?key=the-guest-key-123`, {}],
    ] as const) {
      const res = await t.request({ method: 'GET', url, headers });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 'NOT_FOUND']);
    }
  });

  it('has nothing to draw for an order that is DONE', async () => {
    const buyer = await signedInAs(t);
    const course = await insertCourse(t);
    const order = await insertOrder(t, {
      userId: buyer.user.id,
      status: 'DONE',
      lines: [{ type: 'COURSE', id: course.id }],
    });
    const res = await t.request({
      method: 'GET',
      url: `/api/orders/${order.id}/qr.svg`,
      headers: buyer.headers,
    });
    expect([res.statusCode, res.json().code]).toEqual([409, 'ORDER_NOT_PENDING']);
  });
});

describe('/api/admin/pay', () => {
  it('lists transfers with the match filter and search, and lets staff assign an unmatched one (once)', async () => {
    const staff = await signedInAs(t, 'staff');
    const { buyer, course, order } = await courseOrder(120_000);
    const lost = notification({ content: 'nop tien khoa hoc cho con', transferAmount: 120_000 });
    await post(lost);
    const [transfer] = await transfersOf(lost.id);
    if (!transfer) throw new Error('not stored');

    const unmatched = await t.request({
      method: 'GET',
      url: '/api/admin/pay/transfers?match=unmatched&q=cho%20con',
      headers: staff.headers,
    });
    expect(unmatched.statusCode).toBe(200);
    expect(unmatched.json().data.map((row: { id: number }) => row.id)).toEqual([transfer.id]);

    // The code as a person would type it from the buyer's message.
    const code = order.transferCode.toLowerCase();
    const assign = await t.request({
      method: 'POST',
      url: `/api/admin/pay/transfers/${transfer.id}/assign`,
      headers: staff.headers,
      payload: { order: ` ${code.slice(0, 5)} ${code.slice(5)} ` },
    });
    expect(assign.statusCode).toBe(200);
    expect(assign.json()).toMatchObject({
      id: transfer.id,
      orderId: order.id,
      matchedBy: 'STAFF',
      assignedBy: staff.user.username,
      orderTransferCode: order.transferCode,
    });
    expect(await orderRow(order.id)).toMatchObject({ status: 'DONE', paidAmount: 120_000 });
    expect(await isEnrolled(buyer.id, course.id)).toBe(true);
    const [last] = await db()
      .select({ source: orderStatusHistory.source, by: orderStatusHistory.changedBy })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(orderStatusHistory.id)
      .offset(1);
    expect(last).toEqual({ source: 'STAFF', by: staff.user.id });

    const again = await t.request({
      method: 'POST',
      url: `/api/admin/pay/transfers/${transfer.id}/assign`,
      headers: staff.headers,
      payload: { order: String(order.id) },
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'TRANSFER_ALREADY_ASSIGNED']);
    expect((await orderRow(order.id)).paidAmount).toBe(120_000);

    const matched = await t.request({
      method: 'GET',
      url: `/api/admin/pay/transfers?match=matched&q=${order.transferCode}`,
      headers: staff.headers,
    });
    expect(matched.json().data.map((row: { id: number }) => row.id)).toContain(transfer.id);
  });

  it('assigns by order number, refuses an unknown order, and two staff assigning at once credit once', async () => {
    const staff = await signedInAs(t, 'staff');
    const { order } = await courseOrder(500_000);
    const lost = notification({ content: 'ck', transferAmount: 100_000 });
    await post(lost);
    const [transfer] = await transfersOf(lost.id);
    const url = `/api/admin/pay/transfers/${transfer?.id}/assign`;
    const unknown = await t.request({
      method: 'POST',
      url,
      headers: staff.headers,
      payload: { order: '999999999' },
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    // The field says what is wrong in the caller's language (Vietnamese by default).
    expect(unknown.json().details).toEqual([
      { path: 'order', key: 'notFound', message: 'Không tìm thấy mục có số hoặc mã này' },
    ]);
    const both = await Promise.all(
      [1, 2].map(() =>
        t.request({ method: 'POST', url, headers: staff.headers, payload: { order: `#${order.id}` } }),
      ),
    );
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'PROCESS', paidAmount: 100_000 });
  });

  it('keeps students and staff without order codes out', async () => {
    const student = await signedInAs(t);
    const teacher = await signedInAs(t, 'teacher');
    for (const [who, code] of [
      [student, 'ACCESS_DENIED'],
      [teacher, 'PERMISSION_NOT_ACCEPTED'],
    ] as const) {
      for (const request of [
        { method: 'GET', url: '/api/admin/pay/transfers' },
        { method: 'GET', url: '/api/admin/pay/summary' },
        { method: 'POST', url: '/api/admin/pay/transfers/1/assign', payload: { order: '1' } },
      ] as const) {
        const res = await t.request({ ...request, headers: who.headers });
        expect([request.url, res.statusCode, res.json().code]).toEqual([request.url, 403, code]);
      }
    }
  });

  it("sums today's and this month's matched money by Vietnamese days, and counts what waits", async () => {
    const now = new Date('2026-05-31T18:30:00Z'); // 01:30 on 1 June in Vietnam
    expect(vietnamDayStart(now).toISOString()).toBe('2026-05-31T17:00:00.000Z');
    expect(vietnamMonth(now)).toEqual({
      start: new Date('2026-05-31T17:00:00.000Z'),
      end: new Date('2026-06-30T17:00:00.000Z'),
    });
    expect(sepayTime('2026-06-01 00:10:00').toISOString()).toBe('2026-05-31T17:10:00.000Z');

    const before = await paySummary(db(), now);
    const { order } = await courseOrder(10_000_000);
    const at = (iso: string) =>
      notification({ transactionDate: iso, content: order.transferCode, transferAmount: 1_000 });
    await post(at('2026-06-01 00:10:00')); // today in Vietnam (still 31 May in UTC)
    await post(at('2026-05-31 23:50:00')); // yesterday: in May, not this month
    await post(
      notification({ transactionDate: '2026-06-01 01:00:00', content: 'khong ma', transferAmount: 5_000 }),
    );
    const after = await paySummary(db(), now);
    expect(after.today).toEqual({ amount: before.today.amount + 1_000, count: before.today.count + 1 });
    expect(after.month).toEqual({ amount: before.month.amount + 1_000, count: before.month.count + 1 });
    expect(after.unmatched).toEqual({
      amount: before.unmatched.amount + 5_000,
      count: before.unmatched.count + 1,
    });

    const staff = await signedInAs(t, 'staff');
    const res = await t.request({ method: 'GET', url: '/api/admin/pay/summary', headers: staff.headers });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['today', 'month', 'unmatched']);
  });
});

describe('without configuration', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare?.close());

  it('the webhook answers PAYMENT_NOT_CONFIGURED and the QR image is not drawn', async () => {
    const res = await bare.request({
      method: 'POST',
      url: '/api/payments/sepay',
      payload: notification(),
      headers: { authorization: `Apikey ${SECRET}` },
    });
    expect([res.statusCode, res.json().code]).toEqual([503, 'PAYMENT_NOT_CONFIGURED']);
    const course = await insertCourse(bare);
    const order = await insertOrder(bare, {
      accessKey: 'k-123456',
      lines: [{ type: 'COURSE', id: course.id }],
    });
    const qr = await bare.request({ method: 'GET', url: `/api/orders/${order.id}/qr.svg?key=k-123456` });
    expect([qr.statusCode, qr.json().code]).toEqual([503, 'PAYMENT_NOT_CONFIGURED']);
  });

  it('loads demo transfers that wait for staff: unmatched, not revenue', async () => {
    await bare.database.db.transaction((tx) => seedPayments(tx));
    const summary = await paySummary(bare.database.db);
    expect(summary.unmatched).toEqual({ amount: 1_649_000, count: 3 });
    expect(summary.today).toEqual({ amount: 0, count: 0 });
  });
});
