import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { orderLines, orders } from '../../db/schema';
import { insertBook } from '../books/catalogue.fixtures';

let t: TestApp;
let bookId: number;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp();
  bookId = (await insertBook(t, { salePrice: 125_000 })).id;
});
afterAll(() => t?.close());

const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]?.n;

function order(
  payload: Record<string, unknown>,
  options: { headers?: Record<string, string>; lang?: string; ip?: string } = {},
) {
  ip++;
  return t.request({
    method: 'POST',
    url: '/api/simple-orders',
    // A way to call back, which every order needs; a test about it overrides or drops the phone.
    payload: { phone: '0987654321', ...payload },
    remoteAddress: options.ip ?? `10.77.0.${ip % 250}`,
    headers: { ...(options.headers ?? {}), ...(options.lang ? { 'accept-language': options.lang } : {}) },
  });
}

describe('POST /api/simple-orders', () => {
  it('records a PENDING guest order at the book price the server holds', async () => {
    const res = await order({
      bookId,
      name: 'Trần Thị Lan',
      phone: '0912345678',
      email: 'lan@example.vn',
      qty: 3,
      comment: 'Giao giờ hành chính',
    });
    expect(res.statusCode, res.body).toBe(200);
    // The same answer as every checkout: the order as its page shows it, and the guest's key to that page.
    expect(res.json()).toMatchObject({
      order: {
        kind: 'SIMPLE',
        status: 'PENDING',
        qty: 3,
        total: 375_000,
        paidAmount: 0,
        lines: [{ type: 'BOOK', itemId: bookId, unitPrice: 125_000, quantity: 3, lineTotal: 375_000 }],
        courses: [],
        payment: null,
      },
      accessKey: expect.any(String),
    });
    const orderId = res.json().order.id;
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({
      kind: 'SIMPLE',
      userId: null,
      phone: '0912345678',
      comment: 'Giao giờ hành chính',
      total: 375_000,
    });
    expect(row?.transferCode).toMatch(/^TH[2-9A-HJ-NP-Z]{8}$/);
    expect(res.json().order.transferCode).toBe(row?.transferCode);
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines).toMatchObject([{ itemType: 'BOOK', bookId, unitPrice: 125_000, quantity: 3 }]);
  });

  it('ties the order to the signed-in student', async () => {
    const student = await signedInAs(t, 'student');
    const res = await order({ bookId, name: 'Học sinh', qty: 1 }, { headers: student.headers });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().order.id));
    expect(row?.userId).toBe(student.user.id);
    // A signed-in buyer reopens the order from "my orders": no key is handed out.
    expect(res.json().accessKey).toBeNull();
  });

  it('refuses a bad phone with the spec message in the caller language, and writes nothing', async () => {
    const before = await orderCount();
    const en = await order({ bookId, name: 'Lan', phone: '0123', qty: 1 }, { lang: 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json().details).toEqual([
      { path: 'phone', key: 'phone', message: 'Not a valid phone number!' },
    ]);
    const vi = await order({ bookId, name: 'Lan', phone: '0112345678', qty: 1 });
    expect(vi.json().details[0].message).toBe('Số điện thoại không hợp lệ!');
    expect(await orderCount()).toBe(before);
  });

  it('refuses an order with neither phone nor email, naming the phone field in both languages', async () => {
    const before = await orderCount();
    const en = await order({ bookId, name: 'Lan', phone: undefined, qty: 1 }, { lang: 'en' });
    expect([en.statusCode, en.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(en.json().details).toEqual([
      { path: 'phone', key: 'phoneOrEmail', message: 'Enter a phone number or an email so we can reach you' },
    ]);
    const vi = await order({ bookId, name: 'Lan', phone: '  ', email: '', qty: 1 });
    expect(vi.json().details).toEqual([
      {
        path: 'phone',
        key: 'phoneOrEmail',
        message: 'Vui lòng nhập số điện thoại hoặc email để chúng tôi liên hệ lại',
      },
    ]);
    expect(await orderCount()).toBe(before);
    // Either one is enough.
    expect(
      (await order({ bookId, name: 'Lan', phone: undefined, email: 'lan@example.vn', qty: 1 })).statusCode,
    ).toBe(200);
    expect((await order({ bookId, name: 'Lan', phone: '0912345678', qty: 1 })).statusCode).toBe(200);
  });

  it('refuses a name without a letter, a bad email, a long comment and quantities 0 and 101', async () => {
    const before = await orderCount();
    for (const [payload, path] of [
      [{ name: '12345', qty: 1 }, 'name'],
      [{ name: '', qty: 1 }, 'name'],
      [{ name: 'Lan', email: 'lan@', qty: 1 }, 'email'],
      [{ name: 'Lan', comment: 'x'.repeat(1001), qty: 1 }, 'comment'],
      [{ name: 'Lan', qty: 0 }, 'qty'],
      [{ name: 'Lan', qty: 101 }, 'qty'],
      [{ name: 'Lan', qty: 1.5 }, 'qty'],
      [{ name: 'Lan', qty: 1, unitPrice: 1 }, ''],
    ] as const) {
      const res = await order({ bookId, ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (path) expect(res.json().details[0].path, JSON.stringify(payload)).toBe(path);
    }
    expect(await orderCount()).toBe(before);
  });

  it('answers the first order again for the same idempotency key', async () => {
    const before = await orderCount();
    const body = { bookId, name: 'Lan', qty: 2, idempotencyKey: 'order-7f3a9c1e-retry' };
    const first = await order(body);
    const retry = await order(body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await orderCount()).toBe((before ?? 0) + 1);
  });

  it('refuses books that are out of stock, inactive or unknown', async () => {
    const out = await insertBook(t, { saleStatus: 'OUTOFSTOCK' });
    const hidden = await insertBook(t, { status: 'INACTIVE' });
    const upcoming = await insertBook(t, { saleStatus: 'UPCOMING' });
    const outRes = await order({ bookId: out.id, name: 'Lan', qty: 1 }, { lang: 'en' });
    expect([outRes.statusCode, outRes.json().code]).toEqual([409, 'BOOK_NOT_AVAILABLE']);
    expect(outRes.json().message).toBe('This book cannot be ordered right now');
    expect((await order({ bookId: hidden.id, name: 'Lan', qty: 1 })).json().code).toBe('BOOK_NOT_AVAILABLE');
    expect((await order({ bookId: 99999999, name: 'Lan', qty: 1 })).json().code).toBe('NOT_FOUND');
    // Pre-orders of an upcoming book are welcome.
    expect((await order({ bookId: upcoming.id, name: 'Lan', qty: 1 })).statusCode).toBe(200);
  });

  it('limits orders per address', async () => {
    const address = '10.78.1.1';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await order({ bookId, name: 'Máy', qty: 1 }, { ip: address })).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
