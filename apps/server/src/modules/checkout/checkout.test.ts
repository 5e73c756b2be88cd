import { and, count, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { statementsOf } from '../../../test/helpers/statements';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { books, courses, enrollments, orderLines, orderStatusHistory, orders } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { insertBook, insertImage } from '../books/catalogue.fixtures';
import { insertCourse } from '../courses/courses.fixtures';
import { enroll, giveDocument, insertCombo, insertPaidDocument } from './checkout.fixtures';

let t: TestApp;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const orderCount = async () => Number((await db().select({ n: count() }).from(orders))[0]?.n);
const lineCount = async () => Number((await db().select({ n: count() }).from(orderLines))[0]?.n);

const BUYER = { name: 'Trần Thị Lan', phone: '0912345678', email: 'lan@example.vn' };

/** Each call from its own address, so the per-address order limit only trips the test about it. */
function post(
  url: string,
  payload: Record<string, unknown>,
  options: { as?: SignedIn; ip?: string; lang?: string } = {},
) {
  ip++;
  return t.request({
    method: 'POST',
    url: `/api${url}`,
    payload,
    remoteAddress: options.ip ?? `10.88.${Math.floor(ip / 250) % 250}.${ip % 250}`,
    headers: {
      ...(options.as ? options.as.headers : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
  });
}

const quote = (items: unknown[], as?: SignedIn) => post('/cart/quote', { items }, { as });

function expectCode(res: LightMyRequestResponse, status: number, code: string) {
  expect([res.statusCode, res.json().code], res.body).toEqual([status, code]);
}

async function catalogue() {
  const image = await insertImage(t);
  const book = await insertBook(t, { salePrice: 125_000, quantity: 50, imageIds: [image.id] });
  const course = await insertCourse(t, { salePrice: 800_000, imageId: image.id });
  const comboA = await insertCourse(t, { salePrice: 700_000 });
  const comboB = await insertCourse(t, { salePrice: 600_000 });
  const combo = await insertCombo(t, [comboA.id, comboB.id], { salePrice: 1_100_000 });
  return { image, book, course, comboA, comboB, combo };
}

describe('POST /api/cart/quote', () => {
  it('prices every line from the database, whatever the browser stored, and totals the lines that can be bought', async () => {
    const { image, book, course, combo } = await catalogue();
    const gone = await insertBook(t, { salePrice: 10_000, status: 'INACTIVE' });
    const soldOut = await insertBook(t, { salePrice: 20_000, saleStatus: 'OUTOFSTOCK' });
    const upcoming = await insertBook(t, { salePrice: 30_000, saleStatus: 'UPCOMING' });
    const hiddenCourse = await insertCourse(t, { status: 'INACTIVE' });
    const emptyCombo = await insertCombo(t, []);
    const res = await quote([
      { type: 'BOOK', id: book.id, quantity: 3 },
      // A stored cart may carry a quantity the cart never allows for a course: it is shown as 1.
      { type: 'COURSE', id: course.id, quantity: 4 },
      { type: 'COMBO', id: combo.id, quantity: 1 },
      { type: 'BOOK', id: gone.id, quantity: 1 },
      { type: 'BOOK', id: soldOut.id, quantity: 1 },
      { type: 'BOOK', id: upcoming.id, quantity: 2 },
      { type: 'COURSE', id: hiddenCourse.id, quantity: 1 },
      { type: 'COMBO', id: emptyCombo.id, quantity: 1 },
      { type: 'COURSE', id: 99_999_999, quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { lines, total } = res.json();
    expect(lines).toEqual([
      {
        type: 'BOOK',
        id: book.id,
        name: book.name,
        slug: book.slug,
        image: `/uploads/images/${image.file.replace('.webp', '-320.webp')}`,
        salePrice: 125_000,
        quantity: 3,
        lineTotal: 375_000,
        problem: null,
      },
      expect.objectContaining({
        type: 'COURSE',
        id: course.id,
        salePrice: 800_000,
        quantity: 1,
        problem: null,
      }),
      expect.objectContaining({ type: 'COMBO', id: combo.id, salePrice: 1_100_000, lineTotal: 1_100_000 }),
      expect.objectContaining({ id: gone.id, problem: 'UNAVAILABLE', lineTotal: 0 }),
      expect.objectContaining({ id: soldOut.id, problem: 'OUT_OF_STOCK', lineTotal: 0 }),
      // A book not yet out may be pre-ordered.
      expect.objectContaining({ id: upcoming.id, problem: null, lineTotal: 60_000 }),
      expect.objectContaining({ id: hiddenCourse.id, problem: 'UNAVAILABLE' }),
      expect.objectContaining({ id: emptyCombo.id, problem: 'UNAVAILABLE' }),
      {
        type: 'COURSE',
        id: 99_999_999,
        name: '',
        slug: '',
        image: null,
        salePrice: 0,
        quantity: 1,
        lineTotal: 0,
        problem: 'UNAVAILABLE',
      },
    ]);
    // An inactive item is told like an unknown one: a hidden draft's name and price stay hidden.
    expect(lines[6]).toEqual({ ...lines[8], id: hiddenCourse.id });
    expect(res.body).not.toContain(hiddenCourse.name);
    expect(lines[1].image).toBe(`/uploads/images/${image.file.replace('.webp', '-320.webp')}`);
    expect(total).toBe(375_000 + 800_000 + 1_100_000 + 60_000);
  });

  it('marks what the signed-in student may already study as OWNED; a guest, an expired course and a half-owned combo are still for sale', async () => {
    const { course, comboA, comboB, combo } = await catalogue();
    const expired = await insertCourse(t);
    const student = await signedInAs(t);
    await enroll(t, student.user.id, course.id);
    await enroll(t, student.user.id, comboA.id);
    await enroll(t, student.user.id, expired.id, new Date(Date.now() - 60_000));
    const items = [
      { type: 'COURSE', id: course.id, quantity: 1 },
      { type: 'COMBO', id: combo.id, quantity: 1 },
      { type: 'COURSE', id: expired.id, quantity: 1 },
    ];
    const problems = async (as?: SignedIn) =>
      (await quote(items, as)).json().lines.map((line: { problem: string | null }) => line.problem);
    expect(await problems(student)).toEqual(['OWNED', null, null]);
    expect(await problems()).toEqual([null, null, null]);
    await enroll(t, student.user.id, comboB.id);
    expect(await problems(student)).toEqual(['OWNED', 'OWNED', null]);
    const quoted = (await quote(items, student)).json();
    expect(quoted.total).toBe(expired.salePrice);
  });

  it('reads each kind of item once, whatever the number of lines', async () => {
    const few = [await insertBook(t), await insertBook(t)];
    const many = await Promise.all(Array.from({ length: 40 }, () => insertBook(t)));
    const courseRows = await Promise.all(Array.from({ length: 30 }, () => insertCourse(t)));
    const student = await signedInAs(t);
    const small = await statementsOf(t, () =>
      quote(
        few.map((book) => ({ type: 'BOOK', id: book.id, quantity: 1 })),
        student,
      ),
    );
    const large = await statementsOf(t, () =>
      quote(
        [
          ...many.map((book) => ({ type: 'BOOK', id: book.id, quantity: 2 })),
          ...courseRows.map((course) => ({ type: 'COURSE', id: course.id, quantity: 1 })),
        ],
        student,
      ),
    );
    // The session check, then one read per kind.
    expect(small).toBeLessThanOrEqual(2);
    expect(large).toBe(small + 1);
  });

  it('refuses quantities outside 1–100, unknown kinds and more than 100 lines', async () => {
    const book = await insertBook(t);
    for (const quantity of [0, 101, -1, 1.5, 'x'])
      expectCode(await quote([{ type: 'BOOK', id: book.id, quantity }]), 400, 'VALIDATION_ERROR');
    expectCode(await quote([{ type: 'DOCUMENT', id: 1, quantity: 1 }]), 400, 'VALIDATION_ERROR');
    expectCode(
      await quote([{ type: 'BOOK', id: book.id, quantity: 1, salePrice: 1 }]),
      400,
      'VALIDATION_ERROR',
    );
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ type: 'BOOK', id: i + 1, quantity: 1 }));
    expectCode(await quote(tooMany), 400, 'VALIDATION_ERROR');
  });
});

describe('POST /api/orders (the cart)', () => {
  it("places one GENERAL order at the server's prices, with the lines' paths, the courses it opens and a guest's key", async () => {
    const { book, course, comboA, comboB, combo } = await catalogue();
    const res = await post('/orders', {
      ...BUYER,
      comment: 'Gọi sau 18h',
      socialUrl: 'https://facebook.com/lan.tran',
      items: [
        { type: 'BOOK', id: book.id, quantity: 2, salePrice: 125_000 },
        { type: 'COURSE', id: course.id, quantity: 1, salePrice: 800_000 },
        { type: 'COMBO', id: combo.id, quantity: 1, salePrice: 1_100_000 },
      ],
      idempotencyKey: 'cart-0001-first-checkout',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { order, accessKey } = res.json();
    expect(order).toMatchObject({
      kind: 'GENERAL',
      status: 'PENDING',
      qty: 4,
      total: 250_000 + 800_000 + 1_100_000,
      paidAmount: 0,
      payment: null,
      lines: [
        {
          type: 'BOOK',
          itemId: book.id,
          name: book.name,
          path: `/sach/${book.id}/${book.slug}`,
          unitPrice: 125_000,
          quantity: 2,
          lineTotal: 250_000,
        },
        {
          type: 'COURSE',
          itemId: course.id,
          path: `/khoa-hoc/${course.id}/${course.slug}`,
          lineTotal: 800_000,
        },
        { type: 'COMBO', itemId: combo.id, path: `/combo/${combo.id}/${combo.slug}`, lineTotal: 1_100_000 },
      ],
      courses: [
        { id: course.id, name: course.name, path: `/khoa-hoc/${course.id}/${course.slug}` },
        { id: comboA.id, name: comboA.name, path: `/khoa-hoc/${comboA.id}/${comboA.slug}` },
        { id: comboB.id, name: comboB.name, path: `/khoa-hoc/${comboB.id}/${comboB.slug}` },
      ],
    });
    expect(typeof accessKey).toBe('string');
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      kind: 'GENERAL',
      userId: null,
      name: BUYER.name,
      comment: 'Gọi sau 18h',
      socialUrl: 'https://facebook.com/lan.tran',
      transferCode: order.transferCode,
      accessKeyHash: sha256(accessKey),
    });
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'PENDING', source: 'BUYER' }]);
    // No contact detail or secret travels back.
    expect(res.body).not.toContain(BUYER.phone);
    expect(res.body).not.toContain(row?.accessKeyHash);
  });

  it('refuses a price the buyer saw that is not today’s (lower or higher), and writes nothing', async () => {
    const { book, course } = await catalogue();
    const before = [await orderCount(), await lineCount()];
    for (const salePrice of [1, 0, 124_999, 125_001]) {
      const res = await post('/orders', {
        ...BUYER,
        items: [
          { type: 'COURSE', id: course.id, quantity: 1, salePrice: 800_000 },
          { type: 'BOOK', id: book.id, quantity: 1, salePrice },
        ],
      });
      expectCode(res, 409, 'ORDER_PRICE_CHANGED');
    }
    // The price changes between the quote and the checkout: the old price is refused too.
    await db().update(courses).set({ salePrice: 900_000 }).where(eq(courses.id, course.id));
    const en = await post(
      '/orders',
      { ...BUYER, items: [{ type: 'COURSE', id: course.id, quantity: 1, salePrice: 800_000 }] },
      { lang: 'en' },
    );
    expectCode(en, 409, 'ORDER_PRICE_CHANGED');
    expect(en.json().message).toBe('A price in your cart has changed; please check your cart again');
    expect([await orderCount(), await lineCount()]).toEqual(before);
    // At today's price it goes through, stored at the server's price.
    const ok = await post('/orders', {
      ...BUYER,
      items: [{ type: 'COURSE', id: course.id, quantity: 1, salePrice: 900_000 }],
    });
    expect(ok.json().order.total).toBe(900_000);
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, ok.json().order.id));
    expect(line?.unitPrice).toBe(900_000);
  });

  it('refuses quantities 0, 101, negative or fractional, and a course, combo or document bought twice over', async () => {
    const { book, course, combo } = await catalogue();
    const before = await orderCount();
    for (const quantity of [0, 101, -3, 2.5]) {
      const res = await post('/orders', {
        ...BUYER,
        items: [{ type: 'BOOK', id: book.id, quantity, salePrice: 125_000 }],
      });
      expectCode(res, 400, 'VALIDATION_ERROR');
      expect(res.json().details[0].path).toBe('items.0.quantity');
    }
    for (const item of [
      { type: 'COURSE', id: course.id, salePrice: 800_000 },
      { type: 'COMBO', id: combo.id, salePrice: 1_100_000 },
    ]) {
      const res = await post('/orders', {
        ...BUYER,
        items: [
          { type: 'BOOK', id: book.id, quantity: 1, salePrice: 125_000 },
          { ...item, quantity: 2 },
        ],
      });
      expectCode(res, 400, 'VALIDATION_ERROR');
      expect(res.json().details).toMatchObject([{ path: 'items.1.quantity', key: 'tooBig' }]);
    }
    expectCode(await post('/orders', { ...BUYER, items: [] }), 400, 'VALIDATION_ERROR');
    // A negative price the buyer "saw" is not a price at all.
    expectCode(
      await post('/orders', { ...BUYER, items: [{ type: 'BOOK', id: book.id, quantity: 1, salePrice: -1 }] }),
      400,
      'VALIDATION_ERROR',
    );
    expect(await orderCount()).toBe(before);
  });

  it('refuses unknown, inactive, sold-out and empty items, and a line twice', async () => {
    const { book, course } = await catalogue();
    const hidden = await insertCourse(t, { status: 'INACTIVE', salePrice: 500_000 });
    const soldOut = await insertBook(t, { saleStatus: 'OUTOFSTOCK', salePrice: 90_000 });
    const hiddenCombo = await insertCombo(t, [course.id], { status: 'INACTIVE', salePrice: 1 });
    const emptyCombo = await insertCombo(t, [], { salePrice: 2 });
    const before = await orderCount();
    for (const item of [
      { type: 'COURSE', id: 99_999_999, salePrice: 0 },
      { type: 'COURSE', id: hidden.id, salePrice: 500_000 },
      { type: 'BOOK', id: soldOut.id, salePrice: 90_000 },
      { type: 'COMBO', id: hiddenCombo.id, salePrice: 1 },
      { type: 'COMBO', id: emptyCombo.id, salePrice: 2 },
    ]) {
      const res = await post('/orders', {
        ...BUYER,
        items: [
          { type: 'BOOK', id: book.id, quantity: 1, salePrice: 125_000 },
          { ...item, quantity: 1 },
        ],
      });
      expectCode(res, 409, 'ORDER_ITEM_UNAVAILABLE');
    }
    const twice = await post('/orders', {
      ...BUYER,
      items: [
        { type: 'BOOK', id: book.id, quantity: 1, salePrice: 125_000 },
        { type: 'COURSE', id: course.id, quantity: 1, salePrice: 800_000 },
        { type: 'BOOK', id: book.id, quantity: 2, salePrice: 125_000 },
      ],
    });
    expectCode(twice, 400, 'ORDER_DUPLICATE_ITEM');
    expect(await orderCount()).toBe(before);
  });

  it('refuses a course or a combo the signed-in student may already study; a guest is not asked', async () => {
    const { course, comboA, comboB, combo } = await catalogue();
    const student = await signedInAs(t);
    await enroll(t, student.user.id, course.id);
    const line = { type: 'COURSE', id: course.id, quantity: 1, salePrice: 800_000 };
    const before = await orderCount();
    expectCode(
      await post('/orders', { ...BUYER, items: [line] }, { as: student }),
      409,
      'ORDER_ALREADY_OWNED',
    );
    expectCode(
      await post('/course-orders', { ...BUYER, courseId: course.id, salePrice: 800_000 }, { as: student }),
      409,
      'ORDER_ALREADY_OWNED',
    );
    // Half a combo owned: it may still be bought (it opens the other course); the whole combo: refused.
    await enroll(t, student.user.id, comboA.id);
    const comboBody = { ...BUYER, comboId: combo.id, salePrice: 1_100_000 };
    expect(await orderCount()).toBe(before);
    expect(
      (await post('/combo-orders', { ...comboBody, idempotencyKey: 'combo-half-owned-1' }, { as: student }))
        .statusCode,
    ).toBe(200);
    await enroll(t, student.user.id, comboB.id);
    expectCode(await post('/combo-orders', comboBody, { as: student }), 409, 'ORDER_ALREADY_OWNED');
    expect((await post('/orders', { ...BUYER, items: [line] })).statusCode).toBe(200);
  });

  it('answers the first order to a retry with the same key, and refuses the key from someone else', async () => {
    const { book } = await catalogue();
    const body = {
      ...BUYER,
      items: [{ type: 'BOOK', id: book.id, quantity: 2, salePrice: 125_000 }],
      idempotencyKey: 'cart-retry-7f3a9c1e',
    };
    const before = await orderCount();
    const first = await post('/orders', body);
    const retry = await post('/orders', body);
    expect(retry.statusCode).toBe(200);
    // The guest gets the same key back, so a retry after a lost answer still opens the order page.
    expect(retry.json()).toEqual(first.json());
    expect(first.json().accessKey).toEqual(expect.any(String));
    // A price changed since does not matter to a replay: the order exists.
    await db().update(books).set({ salePrice: 130_000 }).where(eq(books.id, book.id));
    expect((await post('/orders', body)).json().order.id).toBe(first.json().order.id);
    expect(await orderCount()).toBe(before + 1);

    const stranger = await signedInAs(t);
    for (const replay of [
      post('/orders', body, { as: stranger }),
      post('/orders', { ...body, phone: '0987000111' }),
      post('/simple-orders', { bookId: book.id, qty: 2, ...BUYER, idempotencyKey: body.idempotencyKey }),
    ]) {
      const res = await replay;
      expectCode(res, 409, 'ORDER_IDEMPOTENCY_CONFLICT');
      expect(res.body).not.toContain(first.json().order.transferCode);
    }
    expect(await orderCount()).toBe(before + 1);
  });

  it('makes one order of 20 submits with one key at once', async () => {
    const { book, course } = await catalogue();
    const student = await signedInAs(t);
    const body = {
      ...BUYER,
      items: [
        { type: 'BOOK', id: book.id, quantity: 1, salePrice: 125_000 },
        { type: 'COURSE', id: course.id, quantity: 1, salePrice: 800_000 },
      ],
      idempotencyKey: `burst-${Date.now()}-same-key`,
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/orders', body, { as: student })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((res) => res.json().order.id));
    expect(ids.size).toBe(1);
    const placed = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.idempotencyKey, body.idempotencyKey));
    expect(placed).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, placed[0]?.id as number)),
    ).toHaveLength(2);
    expect(answers.every((res) => res.json().accessKey === null)).toBe(true);
  });

  it('places an order in a bounded number of statements, whatever the number of lines', async () => {
    const student = await signedInAs(t);
    const bookRows = await Promise.all(
      Array.from({ length: 30 }, () => insertBook(t, { salePrice: 50_000 })),
    );
    const courseRows = await Promise.all(
      Array.from({ length: 30 }, () => insertCourse(t, { salePrice: 300_000 })),
    );
    const comboRows = await Promise.all(
      courseRows.slice(0, 20).map((course) => insertCombo(t, [course.id], { salePrice: 200_000 })),
    );
    const cart = (n: number) => [
      ...bookRows.slice(0, n).map((book) => ({ type: 'BOOK', id: book.id, quantity: 2, salePrice: 50_000 })),
      ...courseRows
        .slice(0, n)
        .map((course) => ({ type: 'COURSE', id: course.id, quantity: 1, salePrice: 300_000 })),
      ...comboRows
        .slice(0, n)
        .map((combo) => ({ type: 'COMBO', id: combo.id, quantity: 1, salePrice: 200_000 })),
    ];
    let key = 0;
    const place = (n: number) => async () => {
      const res = await post(
        '/orders',
        { ...BUYER, items: cart(n), idempotencyKey: `bounded-${++key}-${Date.now()}` },
        { as: student },
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().order.lines).toHaveLength(3 * n);
    };
    const small = await statementsOf(t, place(1));
    const large = await statementsOf(t, place(20));
    expect(large).toBe(small);
    // session, replay lookup, 3 price reads, begin + order + lines + history + commit, 2 view reads
    expect(large).toBeLessThanOrEqual(13);
  });

  it('counts orders per address for guests and per account for students', async () => {
    const { book } = await catalogue();
    const line = { type: 'BOOK', id: book.id, quantity: 1, salePrice: 125_000 };
    const guestIp = '10.89.1.1';
    const guests: number[] = [];
    for (let i = 0; i < 21; i++)
      guests.push((await post('/orders', { ...BUYER, items: [line] }, { ip: guestIp })).statusCode);
    expect(guests.slice(0, 20).every((s) => s === 200)).toBe(true);
    expectCode(await post('/orders', { ...BUYER, items: [line] }, { ip: guestIp }), 429, 'TOO_MANY_REQUESTS');
    // A student behind the same (school) address is counted on their own account.
    const student = await signedInAs(t);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await post('/orders', { ...BUYER, items: [line] }, { as: student, ip: guestIp })).statusCode,
      );
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('POST /api/course-orders, /api/combo-orders, /api/document-orders', () => {
  it('orders one course, one combo or one paid document from its page, at the price the page showed', async () => {
    const { course, comboA, comboB, combo } = await catalogue();
    const doc = await insertPaidDocument(t, { salePrice: 49_000 });
    const student = await signedInAs(t);
    const courseRes = await post(
      '/course-orders',
      { ...BUYER, courseId: course.id, salePrice: 800_000 },
      { as: student },
    );
    expect(courseRes.json()).toMatchObject({
      order: { kind: 'COURSE', total: 800_000, qty: 1, courses: [{ id: course.id }] },
      accessKey: null,
    });
    const comboRes = await post('/combo-orders', { ...BUYER, comboId: combo.id, salePrice: 1_100_000 });
    expect(comboRes.json().order).toMatchObject({
      kind: 'COMBO',
      total: 1_100_000,
      lines: [{ type: 'COMBO', itemId: combo.id }],
      courses: [{ id: comboA.id }, { id: comboB.id }],
    });
    // A paid document is a GENERAL order of one DOCUMENT line; DONE gives its download (changeOrderStatus).
    const docRes = await post('/document-orders', { ...BUYER, documentId: doc.id, salePrice: 49_000 });
    expect(docRes.json().order).toMatchObject({
      kind: 'GENERAL',
      total: 49_000,
      lines: [{ type: 'DOCUMENT', itemId: doc.id, path: `/tai-lieu/${doc.id}/${doc.slug}` }],
      courses: [],
    });
    const kinds = await db()
      .select({ kind: orders.kind })
      .from(orders)
      .where(
        inArray(orders.id, [courseRes.json().order.id, comboRes.json().order.id, docRes.json().order.id]),
      );
    expect(kinds.map((row) => row.kind).sort()).toEqual(['COMBO', 'COURSE', 'GENERAL']);
  });

  it('a free course is DONE at once and opens for the student; a free book still waits for staff', async () => {
    const free = await insertCourse(t, { salePrice: 0 });
    const student = await signedInAs(t);
    const res = await post('/course-orders', { ...BUYER, courseId: free.id, salePrice: 0 }, { as: student });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'DONE', total: 0, courses: [{ id: free.id }] });
    const [enrolled] = await db()
      .select({ source: enrollments.source })
      .from(enrollments)
      .where(and(eq(enrollments.userId, student.user.id), eq(enrollments.courseId, free.id)));
    expect(enrolled?.source).toBe('ORDER');

    const freeBook = await insertBook(t, { salePrice: 0, quantity: 5 });
    const book = await post('/orders', {
      ...BUYER,
      items: [{ type: 'BOOK', id: freeBook.id, quantity: 1, salePrice: 0 }],
    });
    expect(book.json().order).toMatchObject({ status: 'PENDING', total: 0 });
  });

  it('refuses a tampered price on every page', async () => {
    const { course, combo } = await catalogue();
    const doc = await insertPaidDocument(t, { salePrice: 49_000 });
    const before = await orderCount();
    for (const [url, body] of [
      ['/course-orders', { courseId: course.id, salePrice: 1 }],
      ['/combo-orders', { comboId: combo.id, salePrice: 1_099_999 }],
      ['/document-orders', { documentId: doc.id, salePrice: 0 }],
    ] as const)
      expectCode(await post(url, { ...BUYER, ...body }), 409, 'ORDER_PRICE_CHANGED');
    expect(await orderCount()).toBe(before);
  });

  it('sells only a paid, attached, active document, once per student', async () => {
    const free = await insertPaidDocument(t, { isFree: true, salePrice: 0 });
    const noFile = await insertPaidDocument(t, { file: null });
    const hidden = await insertPaidDocument(t, { status: 'INACTIVE' });
    const doc = await insertPaidDocument(t, { salePrice: 30_000 });
    for (const [id, salePrice] of [
      [free.id, 0],
      [noFile.id, 49_000],
      [hidden.id, 49_000],
      [99_999_999, 0],
    ] as const)
      expectCode(
        await post('/document-orders', { ...BUYER, documentId: id, salePrice }),
        409,
        'ORDER_ITEM_UNAVAILABLE',
      );
    const student = await signedInAs(t);
    await giveDocument(t, student.user.id, doc.id);
    const owned = await post(
      '/document-orders',
      { ...BUYER, documentId: doc.id, salePrice: 30_000 },
      { as: student, lang: 'en' },
    );
    expectCode(owned, 409, 'ORDER_DOCUMENT_OWNED');
    expect(owned.json().message).toBe('You can already download this document');
  });

  it('refuses a body that is not the contract (unknown field, missing contact, bad id)', async () => {
    const { course } = await catalogue();
    for (const body of [
      { ...BUYER, courseId: course.id, salePrice: 800_000, total: 1 },
      { name: 'Lan', courseId: course.id, salePrice: 800_000 },
      { ...BUYER, courseId: 'abc', salePrice: 800_000 },
      { ...BUYER, courseId: course.id },
      { ...BUYER, courseId: course.id, salePrice: 800_000, idempotencyKey: 'short' },
    ])
      expectCode(await post('/course-orders', body), 400, 'VALIDATION_ERROR');
  });
});
