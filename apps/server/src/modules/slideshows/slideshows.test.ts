import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { banners, slideshows } from '../../db/schema';
import { insertImage } from '../books/catalogue.fixtures';

let t: TestApp;
let staff: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  // Spec §6: slideshows and banners need a back-office login only; a staff member is enough.
  staff = await signedInAs(t, 'staff');
});
afterAll(() => t?.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return t.request({
    method,
    url,
    headers: staff.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('admin slideshows', () => {
  it('creates, lists in position order with the picture, updates and deletes', async () => {
    const image = await insertImage(t, 'Ảnh bìa khai giảng');
    const second = await call('POST', '/api/admin/slideshows', {
      title: 'Khai giảng lớp 12',
      subtitle: '  Học thử miễn phí tuần đầu  ',
      imageId: image.id,
      link: '/danh-muc/khoa-hoc',
      position: 2,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({
      title: 'Khai giảng lớp 12',
      subtitle: 'Học thử miễn phí tuần đầu',
      link: '/danh-muc/khoa-hoc',
      position: 2,
      status: 'ACTIVE',
      image: { id: image.id, url: expect.stringMatching(/^\/uploads\/images\/.+\.webp$/) },
    });
    const first = await call('POST', '/api/admin/slideshows', {
      title: 'Ưu đãi',
      imageId: image.id,
      position: 1,
    });
    expect(first.json()).toMatchObject({ subtitle: '', link: '', position: 1 });

    const list = await call('GET', '/api/admin/slideshows');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((s: { title: string; subtitle: string }) => [s.title, s.subtitle])).toEqual([
      ['Ưu đãi', ''],
      ['Khai giảng lớp 12', 'Học thử miễn phí tuần đầu'],
    ]);
    expect(list.json().pagination).toMatchObject({ total: 2, offset: 0, limit: 25 });
    expect(list.json().data[0].image.variants).toHaveLength(2);

    const id = second.json().id as number;
    const updated = await call('PUT', `/api/admin/slideshows/${id}`, { status: 'INACTIVE', position: 0 });
    expect(updated.json()).toMatchObject({
      status: 'INACTIVE',
      position: 0,
      title: 'Khai giảng lớp 12',
      subtitle: 'Học thử miễn phí tuần đầu',
    });
    const retitled = await call('PATCH', `/api/admin/slideshows/${id}`, { subtitle: 'Còn 5 suất' });
    expect(retitled.json()).toMatchObject({ title: 'Khai giảng lớp 12', subtitle: 'Còn 5 suất' });
    const cleared = await call('PATCH', `/api/admin/slideshows/${id}`, { subtitle: '' });
    expect(cleared.json().subtitle).toBe('');
    const inactive = await call('GET', '/api/admin/slideshows?status=INACTIVE');
    expect(inactive.json().data.map((s: { id: number }) => s.id)).toEqual([id]);

    expect((await call('DELETE', `/api/admin/slideshows/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/slideshows/${id}`)).json().code).toBe('NOT_FOUND');
  });

  it('refuses a missing title or image, an unknown image, a bad link and unknown fields, storing nothing', async () => {
    const before = (await t.database.db.select({ n: count() }).from(slideshows))[0]?.n;
    const image = await insertImage(t);
    const missing = await call('POST', '/api/admin/slideshows', { title: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_ERROR');
    expect(
      missing
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['imageId', 'title']);

    const unknown = await call('POST', '/api/admin/slideshows', { title: 'A', imageId: 999_999 });
    expect([unknown.statusCode, unknown.json().details?.[0]?.path]).toEqual([400, 'imageId']);

    const badLink = await call('POST', '/api/admin/slideshows', {
      title: 'A',
      imageId: image.id,
      link: 'javascript:alert(1)',
    });
    expect(badLink.json().details?.[0]).toMatchObject({ path: 'link', key: 'link' });
    const negative = await call('POST', '/api/admin/slideshows', {
      title: 'A',
      imageId: image.id,
      position: -1,
    });
    expect(negative.json().details?.[0]).toMatchObject({ path: 'position', key: 'nonNegative' });
    const longSubtitle = await call('POST', '/api/admin/slideshows', {
      title: 'A',
      imageId: image.id,
      subtitle: 'x'.repeat(256),
    });
    expect([longSubtitle.statusCode, longSubtitle.json().details?.[0]]).toEqual([
      400,
      expect.objectContaining({ path: 'subtitle', key: 'tooLong' }),
    ]);
    const extra = await call('POST', '/api/admin/slideshows', {
      title: 'A',
      imageId: image.id,
      color: 'red',
    });
    expect(extra.statusCode).toBe(400);
    expect((await t.database.db.select({ n: count() }).from(slideshows))[0]?.n).toBe(before);
  });
});

describe('admin banners', () => {
  it('keeps the orientation, filters by it and refuses an unknown one', async () => {
    const image = await insertImage(t);
    const tall = await call('POST', '/api/admin/banners', {
      title: 'Sách mới',
      imageId: image.id,
      orientation: 'VERTICAL',
    });
    expect(tall.statusCode, tall.body).toBe(200);
    expect(tall.json()).toMatchObject({ orientation: 'VERTICAL', image: { id: image.id } });
    const wide = await call('POST', '/api/admin/banners', { title: 'Khoá học', imageId: image.id });
    expect(wide.json().orientation).toBe('HORIZONTAL');

    const vertical = await call('GET', '/api/admin/banners?orientation=VERTICAL');
    expect(vertical.json().data.map((b: { id: number }) => b.id)).toEqual([tall.json().id]);

    const bad = await call('PATCH', `/api/admin/banners/${wide.json().id}`, { orientation: 'DIAGONAL' });
    expect(bad.json().details?.[0]).toMatchObject({ path: 'orientation', key: 'invalidValue' });
    const [row] = await t.database.db.select().from(banners).where(eq(banners.id, wide.json().id));
    expect(row?.orientation).toBe('HORIZONTAL');

    const many = await call('DELETE', '/api/admin/banners', {
      ids: [tall.json().id, wide.json().id, 999_999],
    });
    expect(many.json()).toMatchObject({
      deleted: [tall.json().id, wide.json().id],
      failed: [{ id: 999_999 }],
    });
  });

  it('refuses a link that leads to another site (//host, /\\host) on create and update, storing nothing', async () => {
    const image = await insertImage(t);
    const kept = await call('POST', '/api/admin/banners', {
      title: 'Sách mới',
      imageId: image.id,
      link: '/sach',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const countOf = async (table: typeof banners | typeof slideshows) =>
      (await t.database.db.select({ n: count() }).from(table))[0]?.n;
    const before = { banners: await countOf(banners), slideshows: await countOf(slideshows) };
    for (const link of ['//evil.example', '/\\evil.example', '//evil.example/sach', '/\\/evil.example']) {
      for (const [url, method] of [
        ['/api/admin/banners', 'POST'],
        ['/api/admin/slideshows', 'POST'],
        [`/api/admin/banners/${kept.json().id}`, 'PATCH'],
      ] as const) {
        const res = await call(method, url, { title: 'Khuyến mãi', imageId: image.id, link });
        expect(res.statusCode, `${method} ${url} ${link}`).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
        expect(res.json().details).toEqual([
          expect.objectContaining({ path: 'link', key: 'link', message: expect.stringContaining('http(s)') }),
        ]);
      }
    }
    expect({ banners: await countOf(banners), slideshows: await countOf(slideshows) }).toEqual(before);
    const [row] = await t.database.db.select().from(banners).where(eq(banners.id, kept.json().id));
    expect([row?.link, row?.title]).toEqual(['/sach', 'Sách mới']);
  });

  it('answers 401 to a visitor and 403 to a student', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/banners' })).statusCode).toBe(401);
    const student = await signedInAs(t, 'student');
    const res = await t.request({ method: 'GET', url: '/api/admin/slideshows', headers: student.headers });
    expect(res.statusCode).toBe(403);
  });
});
