import type { AdminOrderDetail, OrderableItem } from '@tutor/contract/orders';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { enrollments, orderLines, orderStatusHistory, orders } from '../../db/schema';
import { insertBook } from '../books/catalogue.fixtures';
import { enroll, insertCombo, insertPaidDocument } from '../checkout/checkout.fixtures';
import { insertCourse } from '../courses/courses.fixtures';
import { insertOrder } from '../orders/orders.fixtures';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t?.close());

const db = () => t.database.db;

function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) {
  return t.request({
    method,
    url: `/api/admin${url}`,
    headers: admin.headers,
    ...(payload ? { payload } : {}),
  });
}

const buyer = { name: 'Trần Thị Bình', phone: '0912345678', email: '', comment: 'Gọi sau 18h' };
const orderCount = async () => (await db().select({ n: count() }).from(orders))[0]?.n;
const errorOf = (res: { json: () => { code: string; details?: { path: string; key: string }[] } }) => {
  const body = res.json();
  return [body.code, ...(body.details ?? []).map((d) => `${d.path}:${d.key}`)];
};

describe('orders staff record at the desk', () => {
  it('records a course order for an account at today’s price; approving it opens the course', async () => {
    const student = await createUser(t);
    const course = await insertCourse(t, { salePrice: 1_200_000 });
    const res = await call('POST', '/course-orders', {
      ...buyer,
      userId: student.id,
      items: [{ type: 'COURSE', id: course.id, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json<AdminOrderDetail>();
    expect(order).toMatchObject({
      kind: 'COURSE',
      status: 'PENDING',
      name: buyer.name,
      comment: buyer.comment,
      userId: student.id,
      total: 1_200_000,
      lines: [{ type: 'COURSE', itemId: course.id, unitPrice: 1_200_000, quantity: 1 }],
    });
    // The history names who recorded it.
    expect(order.history).toMatchObject([
      { toStatus: 'PENDING', source: 'STAFF', changedBy: admin.user.username },
    ]);

    const approved = await call('PATCH', `/course-orders/${order.id}/status`, { status: 'DONE' });
    expect(approved.statusCode, approved.body).toBe(200);
    const [enrolled] = await db()
      .select({ n: count() })
      .from(enrollments)
      .where(eq(enrollments.userId, student.id));
    expect(enrolled?.n).toBe(1);
  });

  it('records a general order of several kinds of lines for an account, and a guest’s book order', async () => {
    const student = await createUser(t);
    const book = await insertBook(t, { salePrice: 90_000, quantity: 10 });
    const course = await insertCourse(t, { salePrice: 500_000 });
    const combo = await insertCombo(t, [course.id], { salePrice: 700_000 });
    const document = await insertPaidDocument(t, { salePrice: 40_000 });
    const general = await call('POST', '/orders', {
      ...buyer,
      userId: student.id,
      items: [
        { type: 'BOOK', id: book.id, quantity: 3 },
        { type: 'COMBO', id: combo.id, quantity: 1 },
        { type: 'DOCUMENT', id: document.id, quantity: 1 },
      ],
    });
    expect(general.statusCode, general.body).toBe(200);
    expect(general.json<AdminOrderDetail>()).toMatchObject({
      kind: 'GENERAL',
      userId: student.id,
      qty: 5,
      total: 3 * 90_000 + 700_000 + 40_000,
    });
    const simple = await call('POST', '/simple-orders', {
      ...buyer,
      items: [{ type: 'BOOK', id: book.id, quantity: 2 }],
    });
    expect(simple.json<AdminOrderDetail>()).toMatchObject({ kind: 'SIMPLE', userId: null, total: 180_000 });
  });

  it('refuses what the list does not record, a price from the form, an unknown account, an owned course; nothing is written', async () => {
    const student = await createUser(t);
    const course = await insertCourse(t);
    const other = await insertCourse(t);
    const book = await insertBook(t);
    const hidden = await insertCourse(t, { status: 'INACTIVE' });
    await enroll(t, student.id, course.id);
    const before = await orderCount();
    const cases: [string, object, string[]][] = [
      [
        '/course-orders',
        { ...buyer, items: [{ type: 'BOOK', id: book.id, quantity: 1 }] },
        ['VALIDATION_ERROR', 'items.0.type:invalidValue'],
      ],
      [
        '/course-orders',
        {
          ...buyer,
          items: [
            { type: 'COURSE', id: other.id, quantity: 1 },
            { type: 'COURSE', id: hidden.id, quantity: 1 },
          ],
        },
        ['VALIDATION_ERROR', 'items:invalidValue'],
      ],
      [
        '/orders',
        { ...buyer, items: [{ type: 'COURSE', id: other.id, quantity: 1, salePrice: 1 }] },
        ['VALIDATION_ERROR', 'items.0.salePrice:unknownField'],
      ],
      [
        '/orders',
        { ...buyer, total: 1, items: [{ type: 'COURSE', id: other.id, quantity: 1 }] },
        ['VALIDATION_ERROR', 'total:unknownField'],
      ],
      [
        '/course-orders',
        { ...buyer, userId: 987_654, items: [{ type: 'COURSE', id: other.id, quantity: 1 }] },
        ['VALIDATION_ERROR', 'userId:invalidValue'],
      ],
      [
        '/course-orders',
        { ...buyer, userId: student.id, items: [{ type: 'COURSE', id: course.id, quantity: 1 }] },
        ['ORDER_ALREADY_OWNED'],
      ],
      [
        '/course-orders',
        { ...buyer, userId: student.id, items: [{ type: 'COURSE', id: hidden.id, quantity: 1 }] },
        ['ORDER_ITEM_UNAVAILABLE'],
      ],
      // A guest could never open a course staff record for them: they have no key to its page.
      [
        '/course-orders',
        { ...buyer, items: [{ type: 'COURSE', id: other.id, quantity: 1 }] },
        ['VALIDATION_ERROR', 'userId:required'],
      ],
      [
        '/simple-orders',
        { ...buyer, phone: '', items: [{ type: 'BOOK', id: book.id, quantity: 101 }] },
        ['VALIDATION_ERROR', 'phone:phoneOrEmail', 'items.0.quantity:tooBig'],
      ],
    ];
    for (const [path, body, expected] of cases) {
      const res = await call('POST', path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(errorOf(res).sort(), `${path} ${JSON.stringify(body)}`).toEqual([...expected].sort());
    }
    expect(await orderCount()).toBe(before);
  });

  it('a double click records one order', async () => {
    const course = await insertCourse(t);
    const body = {
      ...buyer,
      userId: (await createUser(t)).id,
      items: [{ type: 'COURSE', id: course.id, quantity: 1 }],
      idempotencyKey: `desk-${course.id}-key`,
    };
    const before = await orderCount();
    const [first, second] = await Promise.all([
      call('POST', '/course-orders', body),
      call('POST', '/course-orders', body),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json<AdminOrderDetail>().id).toBe(second.json<AdminOrderDetail>().id);
    expect(await orderCount()).toBe((before ?? 0) + 1);
  });

  it('corrects the buyer’s details and nothing else; another list’s order is not found', async () => {
    const book = await insertBook(t);
    const order = await insertOrder(t, {
      kind: 'SIMPLE',
      lines: [{ type: 'BOOK', id: book.id, quantity: 2 }],
    });
    const details = {
      name: 'Lê Văn Cường',
      phone: '',
      email: 'cuong@example.com',
      comment: 'Giao giờ hành chính',
      socialUrl: 'https://facebook.com/cuong',
    };
    const res = await call('PUT', `/simple-orders/${order.id}`, details);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminOrderDetail>()).toMatchObject({
      ...details,
      total: order.total,
      qty: 2,
      status: 'PENDING',
    });

    expect(
      errorOf(await call('PUT', `/simple-orders/${order.id}`, { name: 'An', phone: '', email: '' })),
    ).toEqual(['VALIDATION_ERROR', 'phone:phoneOrEmail']);
    expect(
      errorOf(await call('PUT', `/simple-orders/${order.id}`, { ...details, total: 0, status: 'DONE' })),
    ).toEqual(['VALIDATION_ERROR', 'total:unknownField', 'status:unknownField']);
    const elsewhere = await call('PUT', `/course-orders/${order.id}`, details);
    expect(elsewhere.statusCode).toBe(404);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect([row?.name, row?.status, row?.total]).toEqual(['Lê Văn Cường', 'PENDING', order.total]);
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.map((line) => line.quantity)).toEqual([2]);
    const history = await db()
      .select({ n: count() })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history[0]?.n).toBe(1);
  });

  it('the picker finds items on sale by name, says which are out of stock or owned, and only of the list’s type', async () => {
    const student = await createUser(t);
    const owned = await insertCourse(t, { name: 'Luyện đề Toán 12 nâng cao', salePrice: 300_000 });
    const open = await insertCourse(t, { name: 'Luyện đề Toán 12 cơ bản', salePrice: 200_000 });
    await insertCourse(t, { name: 'Luyện đề Toán 12 bản nháp', status: 'INACTIVE' });
    await enroll(t, student.id, owned.id);
    const found = await call(
      'GET',
      `/course-orders/items?type=COURSE&q=${encodeURIComponent('toán 12')}&userId=${student.id}`,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<{ data: OrderableItem[] }>().data).toEqual([
      { type: 'COURSE', id: open.id, name: open.name, salePrice: 200_000, problem: null },
      { type: 'COURSE', id: owned.id, name: owned.name, salePrice: 300_000, problem: 'OWNED' },
    ]);

    const soldOut = await insertBook(t, { name: 'Sách hết hàng 100%', saleStatus: 'OUTOFSTOCK' });
    const books = await call(
      'GET',
      `/simple-orders/items?type=BOOK&q=${encodeURIComponent('hết hàng 100%')}`,
    );
    expect(books.json<{ data: OrderableItem[] }>().data).toMatchObject([
      { id: soldOut.id, problem: 'OUT_OF_STOCK' },
    ]);
    // "%" is a letter here, not a wildcard.
    const wildcard = await call('GET', `/simple-orders/items?type=BOOK&q=${encodeURIComponent('%')}`);
    expect(wildcard.json<{ data: OrderableItem[] }>().data.map((item) => item.id)).toEqual([soldOut.id]);

    expect(errorOf(await call('GET', '/course-orders/items?type=BOOK'))).toEqual([
      'VALIDATION_ERROR',
      'type:invalidValue',
    ]);
  });
});
