import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { enrollments } from '../../db/schema';
import type { AuthContext } from '../../plugins/auth';
import { insertCourse } from '../courses/courses.fixtures';
import { courseAccess, grantEnrollment, requireCourseAccess } from './entitlement';

let t: TestApp;
let admin: SignedIn;
let student: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
  student = await signedInAs(t, 'student');
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: SignedIn | null, payload?: object) =>
  t.request({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });

const enrollmentOf = async (userId: number, courseId: number) =>
  (
    await t.database.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
  )[0];

const authOf = (userId: number, permissions: string[] = []): AuthContext => ({
  userId,
  sessionId: 's',
  username: 'u',
  roleId: null,
  roleAcp: false,
  permissions,
});

describe('entitlement', () => {
  it('answers NONE, ENROLLED, EXPIRED and STAFF, and requireCourseAccess throws the matching code', async () => {
    const course = await insertCourse(t);
    const user = await createUser(t);
    const db = t.database.db;
    expect(await courseAccess(db, null, course.id)).toBe('NONE');
    expect(await courseAccess(db, authOf(user.id), course.id)).toBe('NONE');
    await expect(requireCourseAccess(db, authOf(user.id), course.id)).rejects.toMatchObject({
      code: 'COURSE_NOT_ENROLLED',
    });
    await expect(requireCourseAccess(db, null, course.id)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await courseAccess(db, authOf(user.id, ['course:read']), course.id)).toBe('STAFF');

    await grantEnrollment(db, {
      userId: user.id,
      courseId: course.id,
      source: 'ORDER',
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(await courseAccess(db, authOf(user.id), course.id)).toBe('EXPIRED');
    await expect(requireCourseAccess(db, authOf(user.id), course.id)).rejects.toMatchObject({
      code: 'ENROLLMENT_EXPIRED',
    });
    const later = new Date(Date.now() + 86_400_000);
    await grantEnrollment(db, { userId: user.id, courseId: course.id, source: 'ADMIN', expiresAt: later });
    expect(await courseAccess(db, authOf(user.id), course.id)).toBe('ENROLLED');
    expect((await enrollmentOf(user.id, course.id))?.expiresAt?.getTime()).toBe(later.getTime());
  });

  it('a grant extends the expiry, never shortens it, and null (for good) wins', async () => {
    const course = await insertCourse(t);
    const user = await createUser(t);
    const db = t.database.db;
    const far = new Date(Date.now() + 10 * 86_400_000);
    const near = new Date(Date.now() + 86_400_000);
    await grantEnrollment(db, { userId: user.id, courseId: course.id, source: 'ORDER', expiresAt: far });
    await grantEnrollment(db, {
      userId: user.id,
      courseId: course.id,
      source: 'ACTIVATION_CODE',
      expiresAt: near,
    });
    const kept = await enrollmentOf(user.id, course.id);
    expect(kept?.expiresAt?.getTime()).toBe(far.getTime());
    expect(kept?.source).toBe('ACTIVATION_CODE');
    await grantEnrollment(db, { userId: user.id, courseId: course.id, source: 'ADMIN', expiresAt: null });
    await grantEnrollment(db, { userId: user.id, courseId: course.id, source: 'ORDER', expiresAt: near });
    expect((await enrollmentOf(user.id, course.id))?.expiresAt).toBeNull();
    const rows = await db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, course.id)));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/admin/users/add-to-course', () => {
  it('adds several users at once, idempotently, answering how many were new', async () => {
    const course = await insertCourse(t);
    const [a, b] = [await createUser(t), await createUser(t)];
    const first = await call('POST', '/api/admin/users/add-to-course', admin, {
      userIds: [a.id],
      courseId: course.id,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ courseId: course.id, userIds: [a.id], added: 1, alreadyEnrolled: 0 });
    const second = await call('POST', '/api/admin/users/add-to-course', admin, {
      userIds: [a.id, b.id, b.id],
      courseId: course.id,
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    expect(second.json()).toEqual({
      courseId: course.id,
      userIds: [a.id, b.id],
      added: 1,
      alreadyEnrolled: 1,
    });
    const rowA = await enrollmentOf(a.id, course.id);
    expect(rowA).toMatchObject({ source: 'ADMIN', grantedBy: admin.user.id, expiresAt: null });
    expect((await enrollmentOf(b.id, course.id))?.expiresAt?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    const single = await call('POST', '/api/admin/users/add-to-course', admin, {
      userId: a.id,
      courseId: course.id,
    });
    expect(single.json()).toMatchObject({ added: 0, alreadyEnrolled: 1 });
  });

  it('refuses unknown or disabled users and unknown courses, adding nobody', async () => {
    const course = await insertCourse(t);
    const ok = await createUser(t);
    const disabled = await createUser(t, { status: 'INACTIVE' });
    const res = await call('POST', '/api/admin/users/add-to-course', admin, {
      userIds: [ok.id, disabled.id, 999_999],
      courseId: course.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(['userIds.1', 'userIds.2']);
    expect(await enrollmentOf(ok.id, course.id)).toBeUndefined();
    const noCourse = await call('POST', '/api/admin/users/add-to-course', admin, {
      userIds: [ok.id],
      courseId: 999_999,
    });
    expect(noCourse.json().details[0].path).toBe('courseId');
    const empty = await call('POST', '/api/admin/users/add-to-course', admin, {
      userIds: [],
      courseId: course.id,
    });
    expect(empty.statusCode).toBe(400);
  });

  it('needs course:update: a student gets 403, a visitor 401, a teacher may', async () => {
    const course = await insertCourse(t);
    const body = { userIds: [student.user.id], courseId: course.id };
    expect((await call('POST', '/api/admin/users/add-to-course', student, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/users/add-to-course', null, body)).statusCode).toBe(401);
    const teacher = await signedInAs(t, 'teacher');
    expect((await call('POST', '/api/admin/users/add-to-course', teacher, body)).statusCode).toBe(200);
  });
});

describe('a course students', () => {
  it('lists them (progress left null), searches, and removes one', async () => {
    const course = await insertCourse(t);
    const [a, b] = [await createUser(t, { firstName: 'An' }), await createUser(t, { firstName: 'Bảo' })];
    await grantEnrollment(t.database.db, { userId: a.id, courseId: course.id, source: 'ADMIN' });
    await grantEnrollment(t.database.db, { userId: b.id, courseId: course.id, source: 'ORDER' });
    const list = (await call('GET', `/api/admin/courses/${course.id}/students`, admin)).json();
    expect(list.pagination.total).toBe(2);
    expect(list.data.map((s: { userId: number }) => s.userId).sort()).toEqual([a.id, b.id].sort());
    expect(list.data[0]).toMatchObject({ processPercent: 0, isExpired: false });
    const found = (await call('GET', `/api/admin/courses/${course.id}/students?q=B%E1%BA%A3o`, admin)).json();
    expect(found.data.map((s: { userId: number }) => s.userId)).toEqual([b.id]);

    expect((await call('DELETE', `/api/admin/courses/${course.id}/students/${a.id}`, admin)).statusCode).toBe(
      200,
    );
    expect(await enrollmentOf(a.id, course.id)).toBeUndefined();
    expect((await call('DELETE', `/api/admin/courses/${course.id}/students/${a.id}`, admin)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/admin/courses/${course.id}/students`, student)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/courses/999999/students', admin)).statusCode).toBe(404);
  });
});

describe('GET /api/courses/user-in-course/{courseId}/{userId}', () => {
  it('a student may ask about themself only; staff about anyone; a visitor must sign in', async () => {
    const course = await insertCourse(t);
    const url = (userId: number) => `/api/courses/user-in-course/${course.id}/${userId}`;
    expect((await call('GET', url(student.user.id), student)).json()).toEqual({
      enrolled: false,
      expired: false,
      expiresAt: null,
      source: null,
    });
    await grantEnrollment(t.database.db, { userId: student.user.id, courseId: course.id, source: 'ADMIN' });
    expect((await call('GET', url(student.user.id), student)).json()).toMatchObject({
      enrolled: true,
      source: 'ADMIN',
    });

    const other = await signedInAs(t, 'student');
    const denied = await call('GET', url(student.user.id), other);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('ACCESS_DENIED');
    expect((await call('GET', url(student.user.id), null)).statusCode).toBe(401);
    const staff = await signedInAs(t, 'staff');
    expect((await call('GET', url(student.user.id), staff)).json()).toMatchObject({ enrolled: true });
    expect(
      (await call('GET', `/api/courses/user-in-course/999999/${student.user.id}`, student)).statusCode,
    ).toBe(404);
  });
});
