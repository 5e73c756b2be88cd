import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { enrollments, notificationSends, notifications, users } from '../../db/schema';
import { insertCourse } from '../courses/courses.fixtures';
import { grantEnrollment } from '../enrollments/entitlement';
import { insertOrder } from '../orders/orders.fixtures';
import { notify } from './notify';

let t: TestApp;
let admin: SignedIn;
let staff: SignedIn;
let teacher: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
  staff = await signedInAs(t, 'staff');
  teacher = await signedInAs(t, 'teacher');
});
afterAll(() => t?.close());

const db = () => t.database.db;

const get = (url: string, who: SignedIn | null) =>
  t.request({ method: 'GET', url, headers: who ? who.headers : {} });
const post = (url: string, who: SignedIn | null, payload?: unknown) =>
  t.request({ method: 'POST', url, headers: who ? who.headers : {}, ...(payload ? { payload } : {}) });

async function rowsOf(userId: number) {
  return db().select().from(notifications).where(eq(notifications.userId, userId));
}

describe('GET /api/notifications', () => {
  it('answers only my own, newest first, paginated, with my unread count', async () => {
    const me = await signedInAs(t);
    const other = await signedInAs(t);
    await notify(db(), [
      {
        userId: me.user.id,
        kind: 'ORDER_STATUS',
        data: { orderId: 1, status: 'PENDING' },
        link: '/don-hang/1',
      },
    ]);
    await notify(db(), [
      { userId: other.user.id, kind: 'MESSAGE', title: 'Không phải của bạn', body: 'bí mật' },
    ]);
    await notify(db(), [
      { userId: me.user.id, kind: 'ENROLLMENT', data: { courseId: 5, courseName: 'Toán 12' } },
    ]);
    await notify(db(), [{ userId: me.user.id, kind: 'MESSAGE', title: 'Chào bạn', body: 'Nội dung' }]);

    const res = await get('/api/notifications?limit=2', me);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ total: 3, offset: 0, limit: 2 });
    expect(body.extra).toEqual({ unread: 3 });
    expect(body.data.map((n: { kind: string }) => n.kind)).toEqual(['MESSAGE', 'ENROLLMENT']);
    expect(body.data[1].data).toEqual({ courseId: 5, courseName: 'Toán 12' });
    expect(body.data[0]).toMatchObject({ title: 'Chào bạn', body: 'Nội dung', readAt: null });

    const page2 = (await get('/api/notifications?limit=2&offset=2', me)).json();
    expect(page2.data).toHaveLength(1);
    expect(page2.data[0]).toMatchObject({
      kind: 'ORDER_STATUS',
      data: { orderId: 1, status: 'PENDING' },
      link: '/don-hang/1',
    });
    // Nothing of the other user's, on any page.
    expect(JSON.stringify([body, page2])).not.toContain('bí mật');
  });

  it('needs a sign-in', async () => {
    expect((await get('/api/notifications', null)).json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses odd paging', async () => {
    const me = await signedInAs(t);
    expect((await get('/api/notifications?limit=500', me)).statusCode).toBe(400);
    expect((await get('/api/notifications?offset=-1', me)).statusCode).toBe(400);
  });
});

describe('marking read', () => {
  it('marks one of mine read, idempotently; another user’s id is NOT_FOUND and stays unread', async () => {
    const me = await signedInAs(t);
    const other = await signedInAs(t);
    await notify(db(), [
      { userId: me.user.id, kind: 'MESSAGE', title: 'A', body: 'a' },
      { userId: me.user.id, kind: 'MESSAGE', title: 'B', body: 'b' },
      { userId: other.user.id, kind: 'MESSAGE', title: 'C', body: 'c' },
    ]);
    const [mine] = await rowsOf(me.user.id);
    const [theirs] = await rowsOf(other.user.id);
    if (!mine || !theirs) throw new Error('fixtures missing');

    const first = await get(`/api/notifications/readed/${mine.id}`, me);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ marked: 1, unread: 1 });
    const again = await get(`/api/notifications/readed/${mine.id}`, me);
    expect(again.json()).toEqual({ marked: 0, unread: 1 });
    const readAt = (await rowsOf(me.user.id)).find((row) => row.id === mine.id)?.readAt;
    expect(readAt).toBeInstanceOf(Date);

    const stolen = await get(`/api/notifications/readed/${theirs.id}`, me);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('NOT_FOUND');
    expect((await rowsOf(other.user.id))[0]?.readAt).toBeNull();

    expect((await get('/api/notifications/readed/999999999', me)).statusCode).toBe(404);
    expect((await get('/api/notifications/readed/abc', me)).statusCode).toBe(400);
    expect((await get(`/api/notifications/readed/${mine.id}`, null)).statusCode).toBe(401);
  });

  it('read-all marks every one of mine and none of anyone else’s', async () => {
    const me = await signedInAs(t);
    const other = await signedInAs(t);
    await notify(db(), [
      { userId: me.user.id, kind: 'MESSAGE', title: 'A', body: 'a' },
      { userId: me.user.id, kind: 'MESSAGE', title: 'B', body: 'b' },
      { userId: other.user.id, kind: 'MESSAGE', title: 'C', body: 'c' },
    ]);
    const res = await post('/api/notifications/read-all', me);
    expect(res.json()).toEqual({ marked: 2, unread: 0 });
    expect((await get('/api/notifications', me)).json().extra.unread).toBe(0);
    expect((await get('/api/notifications', other)).json().extra.unread).toBe(1);
    expect((await get('/api/notifications?unread=true', other)).json().pagination.total).toBe(1);
  });
});

describe('POST /api/notifications (staff messages)', () => {
  const message = { title: 'Lịch học bù', body: 'Thứ bảy 8h học bù chương 3.', link: '/khoa-hoc' };

  it('to a course reaches exactly its current students, once each', async () => {
    const course = await insertCourse(t);
    const otherCourse = await insertCourse(t);
    const a = await createUser(t);
    const b = await createUser(t);
    const expired = await createUser(t);
    const disabled = await createUser(t, { status: 'INACTIVE' });
    const outsider = await createUser(t);
    await grantEnrollment(db(), { userId: a.id, courseId: course.id, source: 'ADMIN' });
    await grantEnrollment(db(), { userId: b.id, courseId: course.id, source: 'ADMIN' });
    await grantEnrollment(db(), { userId: disabled.id, courseId: course.id, source: 'ADMIN' });
    await grantEnrollment(db(), {
      userId: expired.id,
      courseId: course.id,
      source: 'ADMIN',
      expiresAt: new Date(Date.now() - 86_400_000),
    });
    await grantEnrollment(db(), { userId: outsider.id, courseId: otherCourse.id, source: 'ADMIN' });

    const res = await post('/api/notifications', staff, {
      target: 'COURSE',
      courseId: course.id,
      ...message,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().recipients).toBe(2);
    const sendId = res.json().id;
    const delivered = await db()
      .select({ userId: notifications.userId, kind: notifications.kind, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.sendId, sendId));
    expect(delivered.map((row) => row.userId).sort((x, y) => x - y)).toEqual(
      [a.id, b.id].sort((x, y) => x - y),
    );
    expect(delivered.every((row) => row.kind === 'MESSAGE' && row.title === message.title)).toBe(true);
    const [send] = await db().select().from(notificationSends).where(eq(notificationSends.id, sendId));
    expect(send).toMatchObject({
      target: 'COURSE',
      targetCourseId: course.id,
      recipients: 2,
      sentBy: staff.user.id,
    });

    // The student reads it as written.
    const signedA = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: a.username, password: 'matkhau123' },
      remoteAddress: '10.77.0.1',
    });
    const list = await get('/api/notifications', {
      headers: { authorization: `Bearer ${signedA.json().accessToken}` },
    } as SignedIn);
    expect(list.json().data[0]).toMatchObject({ kind: 'MESSAGE', ...message });
  });

  it('to everyone reaches every active account (one statement, whatever the count)', async () => {
    const [active] = await db().select({ n: count() }).from(users).where(eq(users.status, 'ACTIVE'));
    const res = await post('/api/notifications', admin, {
      target: 'ALL',
      title: 'Chào năm học mới',
      body: 'Chúc các em học tốt.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().recipients).toBe(active?.n);
    const [rows] = await db()
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.sendId, res.json().id));
    expect(rows?.n).toBe(active?.n);
  });

  it('to one user reaches that user only', async () => {
    const student = await signedInAs(t);
    const res = await post('/api/notifications', staff, {
      target: 'USER',
      userId: student.user.id,
      ...message,
    });
    expect(res.json().recipients).toBe(1);
    expect((await get('/api/notifications', student)).json().extra.unread).toBe(1);
  });

  it('answers NOTIFICATION_NO_RECIPIENT when nobody would get it, and keeps nothing', async () => {
    const empty = await insertCourse(t);
    const disabled = await createUser(t, { status: 'INACTIVE' });
    const [before] = await db().select({ n: count() }).from(notificationSends);
    for (const payload of [
      { target: 'COURSE', courseId: empty.id, ...message },
      { target: 'USER', userId: disabled.id, ...message },
    ]) {
      const res = await post('/api/notifications', staff, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('NOTIFICATION_NO_RECIPIENT');
    }
    const [after] = await db().select({ n: count() }).from(notificationSends);
    expect(after?.n).toBe(before?.n);
    expect(await rowsOf(disabled.id)).toHaveLength(0);
  });

  it('refuses unknown ids, blank or oversized texts, unsafe links and unknown targets', async () => {
    const cases: [unknown, string][] = [
      [{ target: 'USER', userId: 987654321, ...message }, 'userId'],
      [{ target: 'COURSE', courseId: 987654321, ...message }, 'courseId'],
      [{ target: 'ALL', title: '  ', body: 'x' }, 'title'],
      [{ target: 'ALL', title: 'x', body: 'y'.repeat(2001) }, 'body'],
      [{ target: 'ALL', title: 'x', body: 'y', link: 'javascript:alert(1)' }, 'link'],
      [{ target: 'ALL', title: 'x', body: 'y', extra: 1 }, ''],
      [{ target: 'EVERYONE', title: 'x', body: 'y' }, 'target'],
    ];
    for (const [payload, path] of cases) {
      const res = await post('/api/notifications', staff, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      if (path) expect(JSON.stringify(res.json().details)).toContain(path);
    }
  });

  it('is staff only: a student gets 403, a teacher without notification:create 403, a visitor 401', async () => {
    const student = await signedInAs(t);
    const payload = { target: 'ALL', ...message };
    const byStudent = await post('/api/notifications', student, payload);
    expect(byStudent.statusCode).toBe(403);
    const byTeacher = await post('/api/notifications', teacher, payload);
    expect(byTeacher.statusCode).toBe(403);
    expect(byTeacher.json().code).toBe('PERMISSION_NOT_ACCEPTED');
    expect((await post('/api/notifications', null, payload)).statusCode).toBe(401);
    const [sent] = await db()
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.title, message.title), isNull(notifications.sendId)));
    expect(sent?.n).toBe(0);
  });
});

describe('GET /api/admin/notifications', () => {
  it('lists each send once with its audience and sender, filtered by target and text', async () => {
    const course = await insertCourse(t, { name: 'Luyện đề 2026' });
    const student = await createUser(t);
    await grantEnrollment(db(), { userId: student.id, courseId: course.id, source: 'ADMIN' });
    const sent = await post('/api/notifications', staff, {
      target: 'COURSE',
      courseId: course.id,
      title: 'Đề mới tuần này',
      body: 'Đề số 7 đã lên.',
    });
    expect(sent.statusCode).toBe(200);
    const res = await get('/api/admin/notifications?target=COURSE&q=tu%E1%BA%A7n%20n%C3%A0y', staff);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      target: 'COURSE',
      courseId: course.id,
      courseName: 'Luyện đề 2026',
      title: 'Đề mới tuần này',
      recipients: 1,
      sentBy: 'Nguyễn Bình',
    });
    const users = await get('/api/admin/notifications?target=USER', staff);
    expect(users.json().data.every((row: { target: string }) => row.target === 'USER')).toBe(true);
  });

  it('is refused to a student and to a teacher', async () => {
    const student = await signedInAs(t);
    expect((await get('/api/admin/notifications', student)).statusCode).toBe(403);
    expect((await get('/api/admin/notifications', teacher)).json().code).toBe('PERMISSION_NOT_ACCEPTED');
    expect((await get('/api/admin/notifications/recipients?q=a', teacher)).statusCode).toBe(403);
  });

  it('finds active recipients by name, username or email, without secrets', async () => {
    const found = await createUser(t, { firstName: 'Khánhlinh' });
    await createUser(t, { firstName: 'Khánhlinh', status: 'INACTIVE' });
    const res = await get('/api/admin/notifications/recipients?q=kh%C3%A1nhlinh', staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: found.id, username: found.username, name: 'Nguyễn Khánhlinh', email: found.email },
    ]);
    expect(res.body).not.toContain('password');
  });
});

describe('system notices', () => {
  it('an order moved by staff tells its buyer, whose bell then counts it', async () => {
    const buyer = await signedInAs(t);
    const course = await insertCourse(t, { name: 'Hình học không gian' });
    const order = await insertOrder(t, { userId: buyer.user.id, lines: [{ type: 'COURSE', id: course.id }] });
    const { changeOrderStatus } = await import('../orders/status');
    await changeOrderStatus(db(), order.id, 'DONE', { source: 'STAFF', actorId: staff.user.id });
    const list = (await get('/api/notifications', buyer)).json();
    expect(list.extra.unread).toBe(2);
    expect(list.data.map((n: { kind: string }) => n.kind).sort()).toEqual(['ENROLLMENT', 'ORDER_STATUS']);
    const status = list.data.find((n: { kind: string }) => n.kind === 'ORDER_STATUS');
    expect(status.data).toEqual({ orderId: order.id, status: 'DONE' });
  });

  it('adding a student to a course by hand tells the new students only', async () => {
    const course = await insertCourse(t, { name: 'Đại số 10' });
    const fresh = await createUser(t);
    const already = await createUser(t);
    await grantEnrollment(db(), { userId: already.id, courseId: course.id, source: 'ADMIN' });
    const res = await post('/api/admin/users/add-to-course', admin, {
      courseId: course.id,
      userIds: [fresh.id, already.id],
    });
    expect(res.statusCode).toBe(200);
    const freshRows = await rowsOf(fresh.id);
    expect(freshRows).toHaveLength(1);
    expect(freshRows[0]).toMatchObject({
      kind: 'ENROLLMENT',
      data: { courseId: course.id, courseName: 'Đại số 10' },
      link: `/khoa-hoc/${course.id}/${course.slug}`,
    });
    expect(await rowsOf(already.id)).toHaveLength(0);
    const [enrolled] = await db()
      .select({ n: count() })
      .from(enrollments)
      .where(eq(enrollments.courseId, course.id));
    expect(enrolled?.n).toBe(2);
  });
});
