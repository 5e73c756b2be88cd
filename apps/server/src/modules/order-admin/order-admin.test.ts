import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import {
  bankTransfers,
  books,
  comboCourses,
  combos,
  enrollmentGrants,
  enrollments,
  notifications,
  orderLines,
  orderStatusHistory,
  orders,
  permissions,
  rolePermissions,
  roles,
  users,
} from '../../db/schema';
import { insertBook } from '../books/catalogue.fixtures';
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

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  who: SignedIn = admin,
  lang?: string,
) {
  return t.request({
    method,
    url: `/api/admin${url}`,
    headers: { ...who.headers, ...(lang ? { 'accept-language': lang } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

let roleCounter = 0;
/** A back-office user whose role holds exactly these codes (plus admin:access). */
async function staffWith(codes: string[]): Promise<SignedIn> {
  const [role] = await db()
    .insert(roles)
    .values({ name: `Đơn hàng ${process.pid}-${++roleCounter}` })
    .returning();
  if (!role) throw new Error('role insert failed');
  const held = await db()
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.code, ['admin:access', ...codes]));
  await db()
    .insert(rolePermissions)
    .values(held.map((p) => ({ roleId: role.id, permissionId: p.id })));
  const user = await createUser(t, { role: null });
  await db().update(users).set({ roleId: role.id }).where(eq(users.id, user.id));
  const res = await login(t, user.username);
  const accessToken = res.json().accessToken;
  return { user, accessToken, refreshToken: '', headers: { authorization: `Bearer ${accessToken}` } };
}

async function insertCombo(courseIds: number[]) {
  const [combo] = await db()
    .insert(combos)
    .values({ name: 'Combo lớp 12', slug: 'combo-lop-12', salePrice: 1_500_000 })
    .returning();
  if (!combo) throw new Error('combo insert failed');
  await db()
    .insert(comboCourses)
    .values(courseIds.map((courseId, position) => ({ comboId: combo.id, courseId, position })));
  return combo;
}

describe('admin order lists', () => {
  it('each list shows its own kind; /orders all with a kind filter; lines summarised; filters by status, buyer, transfer code, dates and item', async () => {
    const buyer = await createUser(t, { username: `minhanh${process.pid}` });
    const book = await insertBook(t, { salePrice: 120_000 });
    const course = await insertCourse(t, { name: 'Toán 12 nâng cao' });
    const combo = await insertCombo([course.id]);
    const marker = `Khách ${process.pid}`;
    const simple = await insertOrder(t, {
      kind: 'SIMPLE',
      name: `${marker} Lan`,
      lines: [{ type: 'BOOK', id: book.id, quantity: 2, name: 'Sách Hình học', unitPrice: 120_000 }],
      createdAt: new Date('2026-03-01T18:00:00Z'), // 2 March in Vietnam
    });
    const courseOrder = await insertOrder(t, {
      kind: 'COURSE',
      userId: buyer.id,
      name: `${marker} Minh Anh`,
      lines: [{ type: 'COURSE', id: course.id, name: 'Toán 12 nâng cao', unitPrice: 800_000 }],
      createdAt: new Date('2026-03-05T03:00:00Z'),
    });
    const comboOrder = await insertOrder(t, {
      kind: 'COMBO',
      status: 'DONE',
      name: `${marker} Bảo`,
      lines: [{ type: 'COMBO', id: combo.id, name: 'Combo lớp 12', unitPrice: 1_500_000 }],
      createdAt: new Date('2026-03-10T03:00:00Z'),
    });
    const general = await insertOrder(t, {
      kind: 'GENERAL',
      name: `${marker} Chi`,
      lines: [
        { type: 'BOOK', id: book.id, name: 'Sách Hình học', unitPrice: 120_000 },
        { type: 'COURSE', id: course.id, name: 'Toán 12 nâng cao', unitPrice: 800_000 },
      ],
      createdAt: new Date('2026-03-20T03:00:00Z'),
    });
    const q = encodeURIComponent(marker);

    const ids = async (url: string) => {
      const res = await call('GET', url);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { id: number }[]).map((row) => row.id);
    };
    expect(await ids(`/simple-orders?q=${q}`)).toEqual([simple.id]);
    expect(await ids(`/course-orders?q=${q}`)).toEqual([courseOrder.id]);
    expect(await ids(`/combo-orders?q=${q}`)).toEqual([comboOrder.id]);
    expect(await ids(`/orders?q=${q}`)).toEqual([general.id, comboOrder.id, courseOrder.id, simple.id]);
    expect(await ids(`/orders?q=${q}&kind=GENERAL`)).toEqual([general.id]);
    // A per-kind list ignores a kind it is not: it never shows another kind.
    expect(await ids(`/course-orders?q=${q}&kind=SIMPLE`)).toEqual([courseOrder.id]);
    expect(await ids(`/orders?q=${q}&status=DONE`)).toEqual([comboOrder.id]);
    expect(await ids(`/orders?q=${q}&from=2026-03-02&to=2026-03-10`)).toEqual([
      comboOrder.id,
      courseOrder.id,
      simple.id,
    ]);
    expect(await ids(`/orders?q=${q}&from=2026-03-03&to=2026-03-09`)).toEqual([courseOrder.id]);
    expect(await ids(`/orders?q=${q}&sort=total&order=asc`)).toEqual([
      simple.id,
      courseOrder.id,
      general.id,
      comboOrder.id,
    ]);
    // The item filter: the course's orders on course-orders; on /orders any line naming it.
    expect(await ids(`/course-orders?itemId=${course.id}`)).toEqual([courseOrder.id]);
    expect(await ids(`/orders?itemId=${course.id}&itemType=COURSE`)).toEqual([general.id, courseOrder.id]);
    expect(await ids(`/simple-orders?itemId=${book.id}`)).toEqual([simple.id]);
    // The buyer by transfer code (any case), phone, account.
    expect(await ids(`/orders?q=${courseOrder.transferCode.toLowerCase()}`)).toEqual([courseOrder.id]);

    const list = (await call('GET', `/orders?q=${q}&limit=2`)).json();
    expect(list.pagination).toEqual({ total: 4, offset: 0, limit: 2 });
    expect(list.data[0]).toMatchObject({
      id: general.id,
      kind: 'GENERAL',
      status: 'PENDING',
      summary: 'Sách Hình học, Toán 12 nâng cao',
      total: 920_000,
      username: null,
    });
    const simpleRow = (await call('GET', `/simple-orders?q=${q}`)).json().data[0];
    expect(simpleRow).toMatchObject({ summary: 'Sách Hình học ×2', qty: 2, total: 240_000 });
    const courseRow = (await call('GET', `/course-orders?q=${q}`)).json().data[0];
    expect(courseRow).toMatchObject({ userId: buyer.id, username: buyer.username });
  });

  it('refuses bad filters with VALIDATION_ERROR', async () => {
    for (const query of ['status=PAID', 'from=02/03/2026', 'kind=BOOK', 'limit=100000', 'sort=name']) {
      const res = await call('GET', `/orders?${query}`);
      expect([res.statusCode, res.json().code], query).toEqual([400, 'VALIDATION_ERROR']);
    }
  });
});

describe('order detail and status', () => {
  it('shows lines with their storefront paths, transfers and the history with who changed what', async () => {
    const staff = await signedInAs(t, 'staff');
    const buyer = await createUser(t);
    const course = await insertCourse(t, { name: 'Hình học không gian' });
    const order = await insertOrder(t, {
      kind: 'COURSE',
      userId: buyer.id,
      lines: [{ type: 'COURSE', id: course.id, name: 'Hình học không gian', unitPrice: 500_000 }],
    });
    await db()
      .insert(bankTransfers)
      .values({
        provider: 'sepay',
        reference: `FT${order.id}`,
        amount: 200_000,
        content: `CK ${order.transferCode}`,
        occurredAt: new Date('2026-03-05T03:00:00Z'),
        orderId: order.id,
        matchedBy: 'AUTO',
        raw: { secret: 'not for the list' },
      });
    const moved = await call(
      'PATCH',
      `/course-orders/${order.id}/status`,
      { status: 'PROCESS', note: 'Đã nhận 200.000' },
      staff,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const detail = (await call('GET', `/orders/${order.id}`)).json();
    expect(detail).toMatchObject({
      id: order.id,
      status: 'PROCESS',
      lines: [
        {
          type: 'COURSE',
          itemId: course.id,
          name: 'Hình học không gian',
          path: `/khoa-hoc/${course.id}/${course.slug}`,
          unitPrice: 500_000,
          quantity: 1,
          lineTotal: 500_000,
        },
      ],
      transfers: [{ reference: `FT${order.id}`, amount: 200_000, matchedBy: 'AUTO' }],
      history: [
        { fromStatus: null, toStatus: 'PENDING', source: 'BUYER' },
        {
          fromStatus: 'PENDING',
          toStatus: 'PROCESS',
          source: 'STAFF',
          changedBy: staff.user.username,
          note: 'Đã nhận 200.000',
        },
      ],
    });
    expect(JSON.stringify(detail)).not.toContain('not for the list');
    expect(JSON.stringify(detail)).not.toContain('accessKey');

    // Asking for the status it has is the stale-screen code; an unknown status is a validation error.
    const same = await call('PATCH', `/orders/${order.id}/status`, { status: 'PROCESS' });
    expect([same.statusCode, same.json().code]).toEqual([409, 'ORDER_STATUS_UNCHANGED']);
    const bad = await call('PATCH', `/orders/${order.id}/status`, { status: 'PAID' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    // Another kind's list does not reach it.
    for (const path of ['simple-orders', 'combo-orders']) {
      expect((await call('GET', `/${path}/${order.id}`)).statusCode).toBe(404);
      expect((await call('PATCH', `/${path}/${order.id}/status`, { status: 'DONE' })).statusCode).toBe(404);
    }
    expect((await call('GET', '/orders/987654321')).statusCode).toBe(404);
    const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('PROCESS');
  });

  it('approving opens the course for the buyer; cancelling takes it back; a short book stock refuses DONE and changes nothing', async () => {
    const buyer = await createUser(t);
    const course = await insertCourse(t);
    const order = await insertOrder(t, {
      kind: 'COURSE',
      userId: buyer.id,
      lines: [{ type: 'COURSE', id: course.id }],
    });
    expect((await call('PATCH', `/course-orders/${order.id}/status`, { status: 'DONE' })).statusCode).toBe(
      200,
    );
    const enrolled = () =>
      db()
        .select({ n: count() })
        .from(enrollments)
        .where(and(eq(enrollments.userId, buyer.id), eq(enrollments.courseId, course.id)));
    expect((await enrolled())[0]?.n).toBe(1);
    const [changed] = await db()
      .select({ by: orders.statusChangedBy })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(changed?.by).toBe(admin.user.id);
    expect(
      (await call('PATCH', `/course-orders/${order.id}/status`, { status: 'CANCELLED' })).statusCode,
    ).toBe(200);
    expect((await enrolled())[0]?.n).toBe(0);

    const book = await insertBook(t, { quantity: 1 });
    const bookOrder = await insertOrder(t, {
      kind: 'SIMPLE',
      lines: [{ type: 'BOOK', id: book.id, quantity: 3 }],
    });
    const short = await call(
      'PATCH',
      `/simple-orders/${bookOrder.id}/status`,
      { status: 'DONE' },
      admin,
      'vi',
    );
    expect([short.statusCode, short.json().code, short.json().message]).toEqual([
      409,
      'BOOK_OUT_OF_STOCK',
      'Không đủ sách trong kho để hoàn tất đơn hàng',
    ]);
    const [after] = await db().select({ quantity: books.quantity }).from(books).where(eq(books.id, book.id));
    expect(after?.quantity).toBe(1);
    const history = await db()
      .select({ n: count() })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, bookOrder.id));
    expect(history[0]?.n).toBe(1);
  });

  it('two staff approving the same order at once grant once: one enrollment, one DONE history row, one notice', async () => {
    const other = await signedInAs(t, 'staff');
    const buyer = await createUser(t);
    const course = await insertCourse(t);
    const order = await insertOrder(t, {
      kind: 'COURSE',
      userId: buyer.id,
      lines: [{ type: 'COURSE', id: course.id }],
    });
    const answers = await Promise.all([
      call('PATCH', `/course-orders/${order.id}/status`, { status: 'DONE' }),
      call('PATCH', `/orders/${order.id}/status`, { status: 'DONE' }, other),
      call('PATCH', `/course-orders/${order.id}/status`, { status: 'DONE' }, other),
    ]);
    const codes = answers.map((res) => (res.statusCode === 200 ? 'OK' : res.json().code)).sort();
    expect(codes).toEqual(['OK', 'ORDER_STATUS_UNCHANGED', 'ORDER_STATUS_UNCHANGED']);
    const grants = await db()
      .select({ n: count() })
      .from(enrollmentGrants)
      .where(and(eq(enrollmentGrants.userId, buyer.id), eq(enrollmentGrants.sourceRef, String(order.id))));
    expect(grants[0]?.n).toBe(1);
    const rows = await db().select({ n: count() }).from(enrollments).where(eq(enrollments.userId, buyer.id));
    expect(rows[0]?.n).toBe(1);
    const done = await db()
      .select({ n: count() })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, 'DONE')));
    expect(done[0]?.n).toBe(1);
    const notices = await db()
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.kind, 'ORDER_STATUS')));
    expect(notices[0]?.n).toBe(1);
  });
});

describe('deleting orders', () => {
  it('deletes CANCELLED and unpaid PENDING orders with their lines and history; refuses the rest per id', async () => {
    const course = await insertCourse(t);
    const line = [{ type: 'COURSE' as const, id: course.id }];
    const pending = await insertOrder(t, { kind: 'COURSE', lines: line });
    const cancelled = await insertOrder(t, { kind: 'COURSE', status: 'CANCELLED', lines: line });
    const done = await insertOrder(t, { kind: 'COURSE', status: 'DONE', lines: line });
    const processing = await insertOrder(t, { kind: 'COURSE', status: 'PROCESS', lines: line });
    const paidPending = await insertOrder(t, { kind: 'COURSE', lines: line });
    await db()
      .insert(bankTransfers)
      .values({
        provider: 'sepay',
        reference: `DEL${paidPending.id}`,
        amount: 10_000,
        occurredAt: new Date(),
        orderId: paidPending.id,
        matchedBy: 'AUTO',
        raw: {},
      });
    const otherKind = await insertOrder(t, { kind: 'SIMPLE', status: 'CANCELLED', lines: line });

    const one = await call('DELETE', `/course-orders/${pending.id}`);
    expect(one.json()).toEqual({ ok: true });
    const refused = await call('DELETE', `/course-orders/${done.id}`, undefined, admin, 'en');
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'ORDER_NOT_DELETABLE']);

    const many = await call(
      'DELETE',
      '/course-orders',
      { ids: [cancelled.id, done.id, processing.id, paidPending.id, otherKind.id, 987654321] },
      admin,
      'vi',
    );
    expect(many.statusCode, many.body).toBe(200);
    const body = many.json();
    expect(body.deleted).toEqual([cancelled.id]);
    expect(body.failed.map((f: { id: number; code: string }) => [f.id, f.code])).toEqual([
      [done.id, 'ORDER_NOT_DELETABLE'],
      [processing.id, 'ORDER_NOT_DELETABLE'],
      [paidPending.id, 'ORDER_NOT_DELETABLE'],
      [otherKind.id, 'NOT_FOUND'],
      [987654321, 'NOT_FOUND'],
    ]);
    expect(body.failed[0].message).toBe(
      'Chỉ xoá được đơn đã huỷ, hoặc đơn đang chờ chưa có khoản thanh toán nào',
    );

    const left = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(orders.id, [pending.id, cancelled.id, done.id, processing.id, paidPending.id, otherKind.id]),
      );
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [done.id, processing.id, paidPending.id, otherKind.id].sort((a, b) => a - b),
    );
    const orphanLines = await db()
      .select({ n: count() })
      .from(orderLines)
      .where(inArray(orderLines.orderId, [pending.id, cancelled.id]));
    expect(orphanLines[0]?.n).toBe(0);
    const empty = await call('DELETE', '/orders', { ids: [] });
    expect(empty.statusCode).toBe(400);
  });
});

describe('seat id, statistics and export', () => {
  it('sets and clears the seat of a course order only', async () => {
    const course = await insertCourse(t);
    const order = await insertOrder(t, { kind: 'COURSE', lines: [{ type: 'COURSE', id: course.id }] });
    const set = await call('PUT', `/course-orders/${order.id}/seat-id`, { seatId: '  B-12 ' });
    expect([set.statusCode, set.json().seatId]).toEqual([200, 'B-12']);
    expect((await call('GET', `/course-orders/${order.id}`)).json().seatId).toBe('B-12');
    expect((await call('PUT', `/course-orders/${order.id}/seat-id`, { seatId: '' })).json().seatId).toBe('');
    const tooLong = await call('PUT', `/course-orders/${order.id}/seat-id`, { seatId: 'x'.repeat(51) });
    expect(tooLong.json().code).toBe('VALIDATION_ERROR');
    const book = await insertOrder(t, {
      kind: 'SIMPLE',
      lines: [{ type: 'BOOK', id: (await insertBook(t)).id }],
    });
    expect((await call('PUT', `/course-orders/${book.id}/seat-id`, { seatId: 'A1' })).statusCode).toBe(404);
  });

  it('counts students per course, paid and pending, over a period; a combo counts for each course; a paid student is never also pending', async () => {
    const [c1, c2] = [
      await insertCourse(t, { name: 'Thống kê A' }),
      await insertCourse(t, { name: 'Thống kê B' }),
    ];
    const combo = await insertCombo([c1.id, c2.id]);
    const [s1, s2, s3] = [await createUser(t), await createUser(t), await createUser(t)];
    const at = new Date('2025-06-15T03:00:00Z');
    const course1 = [{ type: 'COURSE' as const, id: c1.id }];
    await insertOrder(t, { kind: 'COURSE', userId: s1.id, status: 'DONE', lines: course1, createdAt: at });
    // s1 ordered it twice (one paid, one pending): counted once, as paid.
    await insertOrder(t, { kind: 'COURSE', userId: s1.id, lines: course1, createdAt: at });
    await insertOrder(t, { kind: 'COURSE', userId: s2.id, status: 'PROCESS', lines: course1, createdAt: at });
    await insertOrder(t, {
      kind: 'COMBO',
      userId: s3.id,
      status: 'DONE',
      lines: [{ type: 'COMBO', id: combo.id }],
      createdAt: at,
    });
    // Two guests: each guest order is a buyer of its own.
    await insertOrder(t, { kind: 'GENERAL', lines: course1, createdAt: at });
    await insertOrder(t, { kind: 'GENERAL', lines: course1, createdAt: at });
    // Cancelled and out-of-period orders do not count.
    await insertOrder(t, { kind: 'COURSE', status: 'CANCELLED', lines: course1, createdAt: at });
    await insertOrder(t, {
      kind: 'COURSE',
      status: 'DONE',
      lines: course1,
      createdAt: new Date('2025-07-01T03:00:00Z'),
    });

    const res = await call('GET', '/course-orders/statistics?from=2025-06-01&to=2025-06-30');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.filter((row: { courseId: number }) => [c1.id, c2.id].includes(row.courseId));
    expect(rows).toEqual([
      {
        courseId: c1.id,
        courseName: 'Thống kê A',
        paidStudents: 2,
        pendingStudents: 3,
        paidOrders: 2,
        pendingOrders: 4,
      },
      {
        courseId: c2.id,
        courseName: 'Thống kê B',
        paidStudents: 1,
        pendingStudents: 0,
        paidOrders: 1,
        pendingOrders: 0,
      },
    ]);
    const one = (await call('GET', `/course-orders/statistics?courseId=${c2.id}`)).json();
    expect(one.data).toHaveLength(1);
    expect(one.totals).toEqual({ paidStudents: 1, pendingStudents: 0 });
    expect((await call('GET', '/course-orders/statistics?from=2025-13-01')).statusCode).toBe(400);
  });

  it('exports the filtered list (every page) as xlsx, headers in the caller’s language', async () => {
    const marker = `Xuất ${process.pid}`;
    for (let i = 0; i < 3; i++)
      await insertOrder(t, {
        kind: 'SIMPLE',
        name: `${marker} ${i}`,
        lines: [{ type: 'BOOK', id: (await insertBook(t)).id }],
      });
    const res = await call('GET', `/simple-orders/export?q=${encodeURIComponent(marker)}&limit=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('don-sach.xlsx');
    const sheet = await zipEntry(res.rawPayload, 'xl/worksheets/sheet1.xml');
    // The header and the three orders, though the page size asked for one.
    expect(sheet.match(/<row /g)).toHaveLength(4);
    expect(sheet).toContain('Người mua');
    for (let i = 0; i < 3; i++) expect(sheet).toContain(`${marker} ${i}`);
    const english = await call(
      'GET',
      `/orders/export?q=${encodeURIComponent(marker)}`,
      undefined,
      admin,
      'en',
    );
    expect(await zipEntry(english.rawPayload, 'xl/worksheets/sheet1.xml')).toContain('Buyer');
  });
});

describe('who may call the order routes', () => {
  const routes = (
    id: number,
  ): [method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown][] => [
    ['GET', '/orders'],
    ['GET', '/simple-orders'],
    ['GET', '/course-orders'],
    ['GET', '/combo-orders'],
    ['GET', '/orders/export'],
    ['GET', '/course-orders/statistics'],
    ['GET', `/orders/${id}`],
    ['GET', `/course-orders/${id}`],
    ['PATCH', `/orders/${id}/status`, { status: 'DONE' }],
    ['PATCH', `/course-orders/${id}/status`, { status: 'DONE' }],
    ['PUT', `/course-orders/${id}/seat-id`, { seatId: 'A1' }],
    ['DELETE', `/orders/${id}`],
    ['DELETE', '/course-orders', { ids: [id] }],
    [
      'POST',
      '/course-orders',
      { name: 'An', phone: '0987654321', items: [{ type: 'COURSE', id: 1, quantity: 1 }] },
    ],
    ['GET', '/course-orders/items?type=COURSE'],
    ['PUT', `/course-orders/${id}`, { name: 'An', phone: '0987654321' }],
  ];

  it('a student gets ACCESS_DENIED and a teacher PERMISSION_NOT_ACCEPTED on every route; nothing changes', async () => {
    const course = await insertCourse(t);
    const order = await insertOrder(t, { kind: 'COURSE', lines: [{ type: 'COURSE', id: course.id }] });
    const coursesOrdersBefore = (
      await db().select({ n: count() }).from(orders).where(eq(orders.kind, 'COURSE'))
    )[0]?.n;
    const student = await signedInAs(t, 'student');
    const teacher = await signedInAs(t, 'teacher');
    for (const [method, url, body] of routes(order.id)) {
      const asStudent = await call(method, url, body, student);
      expect([asStudent.statusCode, asStudent.json().code], `${method} ${url}`).toEqual([
        403,
        'ACCESS_DENIED',
      ]);
      const asTeacher = await call(method, url, body, teacher);
      expect([asTeacher.statusCode, asTeacher.json().code], `${method} ${url}`).toEqual([
        403,
        'PERMISSION_NOT_ACCEPTED',
      ]);
      const anonymous = await t.request({
        method,
        url: `/api/admin${url}`,
        ...(body ? { payload: body as object } : {}),
      });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect([row?.status, row?.seatId, row?.name]).toEqual(['PENDING', '', 'Nguyễn Văn An']);
    expect((await db().select({ n: count() }).from(orders).where(eq(orders.kind, 'COURSE')))[0]?.n).toBe(
      coursesOrdersBefore,
    );
  });

  it('each list needs its own codes: course-order:read reads course orders only, and cannot approve', async () => {
    const course = await insertCourse(t);
    const order = await insertOrder(t, { kind: 'COURSE', lines: [{ type: 'COURSE', id: course.id }] });
    const reader = await staffWith(['course-order:read']);
    expect((await call('GET', '/course-orders', undefined, reader)).statusCode).toBe(200);
    expect((await call('GET', `/course-orders/${order.id}`, undefined, reader)).statusCode).toBe(200);
    expect((await call('GET', '/course-orders/statistics', undefined, reader)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['GET', '/orders'],
      ['GET', `/orders/${order.id}`],
      ['GET', '/simple-orders'],
      ['PATCH', `/course-orders/${order.id}/status`, { status: 'DONE' }],
      ['PUT', `/course-orders/${order.id}/seat-id`, { seatId: 'A1' }],
      ['DELETE', `/course-orders/${order.id}`],
      ['PUT', `/course-orders/${order.id}`, { name: 'An', phone: '0987654321' }],
      ['GET', '/course-orders/items?type=COURSE'],
      [
        'POST',
        '/course-orders',
        { name: 'An', phone: '0987654321', items: [{ type: 'COURSE', id: course.id, quantity: 1 }] },
      ],
    ] as const) {
      const res = await call(method, url, body, reader);
      expect([res.statusCode, res.json().code], `${method} ${url}`).toEqual([403, 'PERMISSION_NOT_ACCEPTED']);
    }
    const approver = await staffWith(['course-order:read', 'course-order:update']);
    const ok = await call('PATCH', `/course-orders/${order.id}/status`, { status: 'DONE' }, approver);
    expect(ok.statusCode, ok.body).toBe(200);
    const simpleOrder = await insertOrder(t, {
      kind: 'SIMPLE',
      lines: [{ type: 'BOOK', id: (await insertBook(t)).id }],
    });
    // Its codes do not reach a book order through the course list.
    expect(
      (await call('PATCH', `/course-orders/${simpleOrder.id}/status`, { status: 'DONE' }, approver))
        .statusCode,
    ).toBe(404);
  });
});

/** One entry of the xlsx (a zip: central directory, entries deflated or stored), as text. */
async function zipEntry(bytes: Buffer, name: string): Promise<string> {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = bytes.readUInt32LE(end + 16);
  for (let i = 0; i < bytes.readUInt16LE(end + 10); i++) {
    const nameLength = bytes.readUInt16LE(at + 28);
    const entryName = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (entryName === name) {
      const local = bytes.readUInt32LE(at + 42);
      const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
      const body = bytes.subarray(start, start + bytes.readUInt32LE(at + 20));
      if (bytes.readUInt16LE(at + 10) === 0) return body.toString('utf8');
      const { inflateRawSync } = await import('node:zlib');
      return inflateRawSync(body).toString('utf8');
    }
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  throw new Error(`${name} not in the zip`);
}
