import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { makeWebDistFixture } from '../../../test/helpers/web-dist-fixture';
import { comboCourses, combos, courses, saleCourses } from '../../db/schema';
import { insertCategory, insertImage, insertTag } from '../books/catalogue.fixtures';
import { grantEnrollment } from '../enrollments/entitlement';
import { insertCourse } from './courses.fixtures';

const ORIGIN = 'https://toanhay.vn';
const dist = makeWebDistFixture();
let t: TestApp;
let student: SignedIn;
let staff: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: dist.dir, PUBLIC_URL: `${ORIGIN}/` });
  student = await signedInAs(t, 'student');
  staff = await signedInAs(t, 'staff');
});
afterAll(async () => {
  await t?.close();
  dist.remove();
});

const get = (url: string, who?: SignedIn) =>
  t.request({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });

/**
 * Statements that read courses while `run` runs. The list's categories come from the public cache, which
 * a change-feed notice (arriving whenever the database delivers it) may have emptied or not: counting
 * them would make the figure depend on timing, not on the page size under test.
 */
async function countStatements(run: () => Promise<unknown>): Promise<number> {
  let statements = 0;
  const stop = t.database.observeQueries((query) => {
    if (/\bcourses\b/.test(query)) statements++;
  });
  try {
    await run();
  } finally {
    stop();
  }
  return statements;
}

describe('GET /api/courses', () => {
  it('lists ACTIVE ONLINE courses newest first by default, with type, category, price filters, sorts and paging', async () => {
    await t.database.db.execute(sql`truncate ${courses} cascade`);
    const category = await insertCategory(t, 'COURSE', 'Luyện thi');
    const at = (day: number) => new Date(Date.UTC(2025, 0, day));
    await insertCourse(t, { name: 'Cũ', salePrice: 300_000, createdAt: at(1) });
    await insertCourse(t, { name: 'Giữa', salePrice: 100_000, createdAt: at(2), categoryIds: [category.id] });
    await insertCourse(t, { name: 'Mới', salePrice: 200_000, createdAt: at(3) });
    await insertCourse(t, { name: 'Ẩn', createdAt: at(4), status: 'INACTIVE' });
    await insertCourse(t, {
      name: 'Lớp offline',
      type: 'OFFLINE',
      createdAt: at(5),
      categoryIds: [category.id],
    });

    const names = async (query = '') =>
      (await get(`/api/courses${query}`)).json().data.map((c: { name: string }) => c.name);
    const first = (await get('/api/courses')).json();
    expect(first.data.map((c: { name: string }) => c.name)).toEqual(['Mới', 'Giữa', 'Cũ']);
    expect(first.pagination).toEqual({ total: 3, offset: 0, limit: 10 });
    expect(first.extra.categories).toContainEqual({ id: category.id, name: 'Luyện thi', slug: 'luyen-thi' });
    expect(await names('?type=OFFLINE')).toEqual(['Lớp offline']);
    expect(await names(`?categoryId=${category.id}`)).toEqual(['Giữa']);
    expect(await names('?priceRange=150000,250000')).toEqual(['Mới']);
    expect(await names('?sort=salePrice&order=asc')).toEqual(['Giữa', 'Mới', 'Cũ']);
    expect(await names('?sort=name&order=asc')).toEqual(['Cũ', 'Giữa', 'Mới']);
    expect(await names('?limit=1&offset=1')).toEqual(['Giữa']);
    const bad = await get('/api/courses?priceRange=5,1');
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/courses?type=HYBRID')).statusCode).toBe(400);
  });

  it('answers a card with its cover and teacher', async () => {
    const teacher = await createUser(t, { role: 'teacher', firstName: 'Hà' });
    const image = await insertImage(t);
    const course = await insertCourse(t, {
      name: 'Có ảnh',
      imageId: image.id,
      teacherId: teacher.id,
      createdAt: new Date(),
    });
    const card = (await get('/api/courses')).json().data.find((c: { id: number }) => c.id === course.id);
    expect(card.cover.id).toBe(image.id);
    expect(card.teacher).toEqual({ id: teacher.id, name: 'Nguyễn Hà', avatar: null });
    expect(card).not.toHaveProperty('groupUrl');
  });

  it('sends the same small number of statements for one course or a page full', async () => {
    await t.database.db.execute(sql`truncate ${courses} cascade`);
    await insertCourse(t, { name: 'Một' });
    const one = await countStatements(() => get('/api/courses'));
    for (let i = 0; i < 15; i++) await insertCourse(t, { imageId: (await insertImage(t)).id });
    const full = await countStatements(() => get('/api/courses'));
    expect(full).toBe(one);
    expect(full).toBeLessThanOrEqual(2);
  });
});

describe('GET /api/courses/{id}', () => {
  it('shows group and assistant links only to enrolled students and staff', async () => {
    const category = await insertCategory(t, 'COURSE');
    const tag = await insertTag(t);
    const offered = await insertCourse(t, { name: 'Toán 12 ưu đãi' });
    const course = await insertCourse(t, {
      name: 'Toán 11',
      groupUrl: 'https://zalo.me/g/toan11',
      assistantUrl: 'https://m.me/trogiang',
      categoryIds: [category.id],
    });
    const [combo] = await t.database.db
      .insert(combos)
      .values({ name: 'Combo 11+12', slug: 'combo-11-12' })
      .returning();
    await t.database.db.insert(comboCourses).values({ comboId: combo?.id ?? 0, courseId: course.id });
    await t.database.db.execute(
      sql`insert into course_tags (course_id, tag_id) values (${course.id}, ${tag.id})`,
    );
    await t.database.db
      .insert(saleCourses)
      .values({ courseId: course.id, offeredCourseId: offered.id, salePrice: 400_000 });

    const visitor = (await get(`/api/courses/${course.id}`)).json();
    expect(visitor).toMatchObject({ access: 'NONE', isEnrolled: false, groupUrl: null, assistantUrl: null });
    expect(visitor.categories.map((c: { id: number }) => c.id)).toEqual([category.id]);
    expect(visitor.tags.map((x: { id: number }) => x.id)).toEqual([tag.id]);
    expect(visitor.combos).toEqual([
      expect.objectContaining({ id: combo?.id, name: 'Combo 11+12', image: null }),
    ]);
    expect(visitor.saleCourses).toEqual([
      { course: expect.objectContaining({ id: offered.id, name: 'Toán 12 ưu đãi' }), salePrice: 400_000 },
    ]);
    const notEnrolled = (await get(`/api/courses/${course.id}`, student)).json();
    expect(notEnrolled).toMatchObject({ access: 'NONE', groupUrl: null });

    await grantEnrollment(t.database.db, { userId: student.user.id, courseId: course.id, source: 'ADMIN' });
    const enrolled = (await get(`/api/courses/${course.id}`, student)).json();
    expect(enrolled).toMatchObject({
      access: 'ENROLLED',
      isEnrolled: true,
      groupUrl: 'https://zalo.me/g/toan11',
      assistantUrl: 'https://m.me/trogiang',
    });
    const byStaff = (await get(`/api/courses/${course.id}`, staff)).json();
    expect(byStaff).toMatchObject({
      access: 'STAFF',
      isEnrolled: false,
      groupUrl: 'https://zalo.me/g/toan11',
    });
  });

  it('hides the links once the enrollment expired', async () => {
    const course = await insertCourse(t, { groupUrl: 'https://zalo.me/g/x' });
    const other = await signedInAs(t, 'student');
    await grantEnrollment(t.database.db, {
      userId: other.user.id,
      courseId: course.id,
      source: 'ORDER',
      expiresAt: new Date(Date.now() - 60_000),
    });
    expect((await get(`/api/courses/${course.id}`, other)).json()).toMatchObject({
      access: 'EXPIRED',
      isEnrolled: false,
      groupUrl: null,
    });
  });

  it('answers NOT_FOUND for an inactive or unknown course, in one statement for a course without offers', async () => {
    const hidden = await insertCourse(t, { status: 'INACTIVE' });
    expect((await get(`/api/courses/${hidden.id}`)).statusCode).toBe(404);
    expect((await get('/api/courses/999999')).statusCode).toBe(404);
    const plain = await insertCourse(t);
    expect(await countStatements(() => get(`/api/courses/${plain.id}`))).toBe(1);
  });

  it('gives a new ETag when only a joined row changed (a category renamed), the same one otherwise', async () => {
    const category = await insertCategory(t, 'COURSE', 'Hình học');
    const course = await insertCourse(t, { categoryIds: [category.id] });
    const url = `/api/courses/${course.id}`;
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect((await get(url)).headers.etag).toBe(etag);
    expect((await t.request({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );
    await t.database.db.execute(
      sql`update categories set name = 'Hình học không gian' where id = ${category.id}`,
    );
    const changed = await t.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().categories[0].name).toBe('Hình học không gian');
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('GET /api/courses/category', () => {
  it('lists course categories with their ACTIVE course counts and newest courses', async () => {
    await t.database.db.execute(sql`truncate ${courses} cascade`);
    const category = await insertCategory(t, 'COURSE', 'Lớp 12 đếm');
    for (let i = 0; i < 5; i++)
      await insertCourse(t, {
        name: `Đếm ${i}`,
        categoryIds: [category.id],
        createdAt: new Date(Date.UTC(2025, 1, i + 1)),
      });
    await insertCourse(t, { name: 'Đếm ẩn', categoryIds: [category.id], status: 'INACTIVE' });
    const res = await get('/api/courses/category?limit=2');
    expect(res.statusCode).toBe(200);
    const group = res.json().data.find((g: { id: number }) => g.id === category.id);
    expect(group.total).toBe(5);
    expect(group.courses.map((c: { name: string }) => c.name)).toEqual(['Đếm 4', 'Đếm 3']);
  });
});

describe('GET /api/sale-courses/{id}', () => {
  it('tells enrolled students and staff the offers, refuses others', async () => {
    const course = await insertCourse(t, { name: 'Khoá gốc' });
    const offered = await insertCourse(t, { name: 'Khoá ưu đãi', salePrice: 900_000 });
    const hidden = await insertCourse(t, { name: 'Khoá ưu đãi ẩn', status: 'INACTIVE' });
    await t.database.db.insert(saleCourses).values([
      { courseId: course.id, offeredCourseId: offered.id, salePrice: 600_000 },
      { courseId: course.id, offeredCourseId: hidden.id, salePrice: 1, position: 1 },
    ]);
    expect((await get(`/api/sale-courses/${course.id}`)).statusCode).toBe(401);
    const outsider = await get(`/api/sale-courses/${course.id}`, student);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().code).toBe('COURSE_NOT_ENROLLED');
    await grantEnrollment(t.database.db, { userId: student.user.id, courseId: course.id, source: 'ADMIN' });
    const offers = (await get(`/api/sale-courses/${course.id}`, student)).json();
    expect(offers.data).toEqual([
      { course: expect.objectContaining({ id: offered.id, salePrice: 900_000 }), salePrice: 600_000 },
    ]);
    expect((await get(`/api/sale-courses/${course.id}`, staff)).json().data).toHaveLength(1);
  });
});

describe('course pages for search engines', () => {
  it('a direct load of /khoa-hoc/{id}/{slug} carries the course title, description and canonical', async () => {
    const course = await insertCourse(t, {
      name: 'Toán 12 – Luyện thi THPT Quốc gia',
      slug: 'toan-12-luyen-thi-thpt-quoc-gia',
      summary: 'Ôn tập toàn diện & luyện đề.',
    });
    const res = await t.request({
      method: 'GET',
      url: `/khoa-hoc/${course.id}/toan-12-luyen-thi-thpt-quoc-gia`,
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Toán 12 – Luyện thi THPT Quốc gia | ToánHay</title>');
    expect(res.body).toContain('<meta name="description" content="Ôn tập toàn diện &amp; luyện đề." />');
    expect(res.body).toContain(
      `<link rel="canonical" href="${ORIGIN}/khoa-hoc/${course.id}/toan-12-luyen-thi-thpt-quoc-gia" />`,
    );
    const wrongSlug = await t.request({
      method: 'GET',
      url: `/khoa-hoc/${course.id}/sai`,
      headers: { accept: 'text/html' },
    });
    expect(wrongSlug.statusCode).toBe(301);
    const hidden = await insertCourse(t, { status: 'INACTIVE', slug: 'an' });
    const missing = await t.request({
      method: 'GET',
      url: `/khoa-hoc/${hidden.id}/an`,
      headers: { accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('the sitemap lists ACTIVE courses and not hidden ones', async () => {
    const shown = await insertCourse(t, { name: 'Trong sitemap', slug: 'trong-sitemap' });
    const hidden = await insertCourse(t, {
      name: 'Ngoài sitemap',
      slug: 'ngoai-sitemap',
      status: 'INACTIVE',
    });
    const xml = (await t.request({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(xml).toContain(`${ORIGIN}/khoa-hoc/${shown.id}/trong-sitemap`);
    expect(xml).not.toContain(`/khoa-hoc/${hidden.id}/`);
  });
});
