import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import {
  comboCourses,
  combos,
  courseCategories,
  courses,
  courseTags,
  enrollments,
  saleCourses,
} from '../../db/schema';
import { insertCategory, insertImage, insertTag } from '../books/catalogue.fixtures';
import { grantEnrollment } from '../enrollments/entitlement';
import { insertCourse } from './courses.fixtures';

let t: TestApp;
let admin: SignedIn;
let student: SignedIn;
let teacher: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
  student = await signedInAs(t, 'student');
  teacher = await createUser(t, { role: 'teacher', firstName: 'Minh' });
});
afterAll(() => t?.close());

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  who = admin,
) {
  return t.request({
    method,
    url,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const courseCount = async () => (await t.database.db.select({ n: count() }).from(courses))[0]?.n;

describe('admin courses CRUD', () => {
  it('creates a course with teacher, group, links and offers; cleans the content; reads it back', async () => {
    const category = await insertCategory(t, 'COURSE', 'Toán THPT');
    const tag = await insertTag(t);
    const image = await insertImage(t);
    const offered = await insertCourse(t, { name: 'Toán 12 nâng cao' });
    const group = (await call('POST', '/api/admin/course-groups', { name: `Nhóm ${Date.now()}` })).json();
    const res = await call('POST', '/api/admin/courses', {
      name: 'Toán 11 – Nền tảng',
      summary: 'Học chắc Toán 11',
      content: '<p>Hàm số $y=x^2$</p><script>alert(1)</script>',
      imageId: image.id,
      rootPrice: 1_200_000,
      salePrice: '990000',
      target: 'Học sinh lớp 11',
      teacherId: teacher.id,
      courseGroupId: group.id,
      groupUrl: 'https://zalo.me/g/toan11',
      assistantUrl: '',
      categoryIds: [category.id],
      tagIds: [tag.id],
      saleCourses: [{ courseId: offered.id, salePrice: 500_000 }],
      releaseDate: '2025-09-01T00:00:00.000Z',
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      type: 'ONLINE',
      slug: 'toan-11-nen-tang',
      salePrice: 990_000,
      teacher: { id: teacher.id, name: 'Nguyễn Minh' },
      courseGroup: { id: group.id },
      groupUrl: 'https://zalo.me/g/toan11',
      releaseDate: '2025-09-01T00:00:00.000Z',
      studentCount: 0,
      status: 'ACTIVE',
    });
    expect(created.image.id).toBe(image.id);
    const detail = (await call('GET', `/api/admin/courses/${created.id}`)).json();
    expect(detail.content).toContain('$y=x^2$');
    expect(detail.content).not.toContain('script');
    expect(detail.categoryIds).toEqual([category.id]);
    expect(detail.tagIds).toEqual([tag.id]);
    expect(detail.saleCourses).toEqual([
      { courseId: offered.id, name: 'Toán 12 nâng cao', rootPrice: 1_000_000, salePrice: 500_000 },
    ]);

    const updated = await call('PATCH', `/api/admin/courses/${created.id}`, {
      saleCourses: [],
      categoryIds: [],
      teacherId: null,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ teacher: null, categories: [] });
    const offers = await t.database.db.select().from(saleCourses).where(eq(saleCourses.courseId, created.id));
    expect(offers).toEqual([]);
  });

  it('refuses bad input with its code and writes nothing', async () => {
    const before = await courseCount();
    const bookCategory = await insertCategory(t, 'BOOK');
    const cases: [unknown, number, string, string?][] = [
      [{ name: 'A', groupUrl: 'javascript:alert(1)' }, 400, 'VALIDATION_ERROR', 'groupUrl'],
      [{ name: 'A', assistantUrl: 'zalo.me/abc' }, 400, 'VALIDATION_ERROR', 'assistantUrl'],
      [{ name: 'A', salePrice: -1 }, 400, 'VALIDATION_ERROR', 'salePrice'],
      [{ name: 'A', rootPrice: 1.5 }, 400, 'VALIDATION_ERROR', 'rootPrice'],
      [{ name: 'A', type: 'HYBRID' }, 400, 'VALIDATION_ERROR', 'type'],
      [{ name: 'A', categoryIds: [bookCategory.id] }, 400, 'VALIDATION_ERROR', 'categoryIds.0'],
      [{ name: 'A', categoryIds: [999_999] }, 400, 'VALIDATION_ERROR', 'categoryIds.0'],
      [{ name: 'A', courseGroupId: 999_999 }, 400, 'VALIDATION_ERROR', 'courseGroupId'],
      [
        { name: 'A', saleCourses: [{ courseId: 999_999, salePrice: 1 }] },
        400,
        'VALIDATION_ERROR',
        'saleCourses.0.courseId',
      ],
      [{ name: 'A', teacherId: student.user.id }, 400, 'NOT_A_TEACHER'],
      [{ name: 'A', teacherId: 999_999 }, 400, 'NOT_A_TEACHER'],
    ];
    for (const [body, status, code, path] of cases) {
      const res = await call('POST', '/api/admin/courses', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().code).toBe(code);
      if (path) expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect(await courseCount()).toBe(before);
  });

  it('refuses a course offered on itself', async () => {
    const course = await insertCourse(t);
    const res = await call('PUT', `/api/admin/courses/${course.id}`, {
      saleCourses: [{ courseId: course.id, salePrice: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('saleCourses.0.courseId');
  });

  it('lists with type, status and search filters and sorts', async () => {
    const marker = `Lọc${Date.now()}`;
    await insertCourse(t, { name: `${marker} B online`, salePrice: 200 });
    await insertCourse(t, { name: `${marker} A offline`, type: 'OFFLINE', salePrice: 100 });
    await insertCourse(t, { name: `${marker} C tắt`, status: 'INACTIVE', salePrice: 300 });
    const names = async (query: string) =>
      (await call('GET', `/api/admin/courses?q=${encodeURIComponent(marker)}&${query}`))
        .json()
        .data.map((c: { name: string }) => c.name.replace(`${marker} `, ''));
    expect(await names('sort=name&order=asc')).toEqual(['A offline', 'B online', 'C tắt']);
    expect(await names('type=OFFLINE')).toEqual(['A offline']);
    expect(await names('status=INACTIVE')).toEqual(['C tắt']);
    expect(await names('sort=salePrice&order=desc')).toEqual(['C tắt', 'B online', 'A offline']);
  });

  it('refuses to delete a course with students, deletes one without', async () => {
    const course = await insertCourse(t);
    await grantEnrollment(t.database.db, { userId: student.user.id, courseId: course.id, source: 'ADMIN' });
    const refused = await call('DELETE', `/api/admin/courses/${course.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('COURSE_HAS_STUDENTS');
    const many = await call('DELETE', '/api/admin/courses', { ids: [course.id] });
    expect(many.json()).toMatchObject({
      deleted: [],
      failed: [{ id: course.id, code: 'COURSE_HAS_STUDENTS' }],
    });
    expect(await t.database.db.select().from(courses).where(eq(courses.id, course.id))).toHaveLength(1);

    const empty = await insertCourse(t);
    expect((await call('DELETE', `/api/admin/courses/${empty.id}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(courses).where(eq(courses.id, empty.id))).toHaveLength(0);
  });

  it('keeps students and visitors out: 401 without a token, 403 for a student', async () => {
    const anonymous = await t.request({ method: 'GET', url: '/api/admin/courses' });
    expect(anonymous.statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/admin/courses'],
      ['POST', '/api/admin/courses'],
      ['GET', '/api/admin/course-groups'],
      ['POST', '/api/admin/users/add-to-course'],
      ['DELETE', '/api/admin/sale-courses/1/2'],
    ] as const) {
      const res = await call(method, url, method === 'GET' ? undefined : {}, student);
      expect(res.statusCode, url).toBe(403);
    }
  });
});

describe('removal links', () => {
  it('removes one category, tag, combo and sale-course link; NOT_FOUND when there is none', async () => {
    const category = await insertCategory(t, 'COURSE');
    const tag = await insertTag(t);
    const course = await insertCourse(t, { categoryIds: [category.id] });
    const offered = await insertCourse(t);
    const [combo] = await t.database.db
      .insert(combos)
      .values({ name: 'Combo thử', slug: 'combo-thu' })
      .returning();
    const comboId = combo?.id ?? 0;
    await t.database.db.insert(courseTags).values({ courseId: course.id, tagId: tag.id });
    await t.database.db.insert(comboCourses).values({ comboId, courseId: course.id });
    await t.database.db
      .insert(saleCourses)
      .values({ courseId: course.id, offeredCourseId: offered.id, salePrice: 1 });

    for (const url of [
      `/api/admin/category-courses/${course.id}/${category.id}`,
      `/api/admin/tag-courses/${course.id}/${tag.id}`,
      `/api/admin/combo-courses/${comboId}/${course.id}`,
      `/api/admin/sale-courses/${course.id}/${offered.id}`,
    ]) {
      expect((await call('DELETE', url)).statusCode, url).toBe(200);
      const again = await call('DELETE', url);
      expect(again.statusCode, url).toBe(404);
    }
    const left = await Promise.all([
      t.database.db.select().from(courseCategories).where(eq(courseCategories.courseId, course.id)),
      t.database.db.select().from(courseTags).where(eq(courseTags.courseId, course.id)),
      t.database.db.select().from(comboCourses).where(eq(comboCourses.courseId, course.id)),
      t.database.db.select().from(saleCourses).where(eq(saleCourses.courseId, course.id)),
    ]);
    expect(left.flat()).toEqual([]);
  });
});

describe('course groups', () => {
  it('creates, renames, refuses a duplicate name, lists with course counts, deletes leaving courses ungrouped', async () => {
    const name = `Lớp luyện thi ${Date.now()}`;
    const created = (await call('POST', '/api/admin/course-groups', { name })).json();
    const course = await insertCourse(t, { courseGroupId: created.id });
    const duplicate = await call('POST', '/api/admin/course-groups', { name: name.toUpperCase() });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('NAME_ALREADY_IN_USE');
    const list = (await call('GET', `/api/admin/course-groups?q=${encodeURIComponent(name)}`)).json();
    expect(list.data).toEqual([expect.objectContaining({ id: created.id, courseCount: 1 })]);
    const renamed = await call('PUT', `/api/admin/course-groups/${created.id}`, { name: `${name} mới` });
    expect(renamed.json().name).toBe(`${name} mới`);
    expect((await call('DELETE', `/api/admin/course-groups/${created.id}`)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row?.courseGroupId).toBeNull();
  });

  it('is open to any back-office user (staff), not to students', async () => {
    const staff = await signedInAs(t, 'staff');
    expect((await call('GET', '/api/admin/course-groups', undefined, staff)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/course-groups', undefined, student)).statusCode).toBe(403);
  });
});

describe('extra-data', () => {
  it('serves courses, courseGroups and teachers for the course form', async () => {
    const course = await insertCourse(t, { name: 'Khoá chọn trong danh sách' });
    const res = await call('GET', '/api/admin/extra-data?type=courses,courseGroups,teachers');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.courses).toContainEqual({
      id: course.id,
      name: course.name,
      type: 'ONLINE',
      status: 'ACTIVE',
    });
    expect(Array.isArray(body.courseGroups)).toBe(true);
    expect(body.teachers.map((x: { id: number }) => x.id)).toContain(teacher.id);
    expect(body.teachers.map((x: { id: number }) => x.id)).not.toContain(student.user.id);
  });
});

describe('combos link courses', () => {
  it('stores the courses in the given order and the storefront combo lists their cards', async () => {
    const [first, second, hidden] = [
      await insertCourse(t, { name: 'Combo khoá 1' }),
      await insertCourse(t, { name: 'Combo khoá 2' }),
      await insertCourse(t, { name: 'Combo khoá ẩn', status: 'INACTIVE' }),
    ];
    const res = await call('POST', '/api/admin/combos', {
      name: 'Combo Toán',
      courseIds: [second.id, first.id, hidden.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().courseIds).toEqual([second.id, first.id, hidden.id]);
    const combo = (await t.request({ method: 'GET', url: `/api/combos/${res.json().id}` })).json();
    expect(combo.courses.map((c: { id: number }) => c.id)).toEqual([second.id, first.id]);

    const bad = await call('PATCH', `/api/admin/combos/${res.json().id}`, { courseIds: [999_999] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('courseIds.0');
    const stored = await t.database.db
      .select()
      .from(comboCourses)
      .where(eq(comboCourses.comboId, res.json().id));
    expect(stored).toHaveLength(3);
  });
});

describe('enrollment rows', () => {
  it('counts students on the admin row', async () => {
    const course = await insertCourse(t);
    await grantEnrollment(t.database.db, { userId: student.user.id, courseId: course.id, source: 'ADMIN' });
    const row = (await call('GET', `/api/admin/courses/${course.id}`)).json();
    expect(row.studentCount).toBe(1);
    const n = await t.database.db
      .select({ n: count() })
      .from(enrollments)
      .where(eq(enrollments.courseId, course.id));
    expect(n[0]?.n).toBe(1);
  });
});
