import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { imageCategories, images } from '../../db/schema';

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  // Categories need login only (spec §6): a staff member without catalogue permissions manages them.
  staff = await signedInAs(t, 'staff');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.request({ method, url: `/api/admin${url}`, headers: staff.headers, payload: payload as object });

describe('categories', () => {
  it('creates with a slug derived from the Vietnamese name, reads, updates and deletes', async () => {
    const created = await api('POST', '/categories', { type: 'BOOK', name: 'Sách Toán Đại số' });
    expect(created.statusCode).toBe(200);
    const category = created.json();
    expect(category).toMatchObject({
      type: 'BOOK',
      name: 'Sách Toán Đại số',
      slug: 'sach-toan-dai-so',
      position: 0,
      status: 'ACTIVE',
    });
    expect((await api('GET', `/categories/${category.id}`)).json().name).toBe('Sách Toán Đại số');

    const updated = await api('PATCH', `/categories/${category.id}`, { name: 'Hình học', slug: 'hinh' });
    expect(updated.json()).toMatchObject({ name: 'Hình học', slug: 'hinh' });
    // A cleared slug follows the name again.
    expect((await api('PUT', `/categories/${category.id}`, { slug: '' })).json().slug).toBe('hinh-hoc');

    expect((await api('DELETE', `/categories/${category.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/categories/${category.id}`)).json().code).toBe('NOT_FOUND');
    expect((await api('DELETE', `/categories/${category.id}`)).json().code).toBe('NOT_FOUND');
  });

  it('keeps names unique per type, regardless of case', async () => {
    expect((await api('POST', '/categories', { type: 'DOCUMENT', name: 'Đề thi' })).statusCode).toBe(200);
    const duplicate = await api('POST', '/categories', { type: 'DOCUMENT', name: 'ĐỀ THI' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('NAME_ALREADY_IN_USE');
    // The same name under another type is another category.
    expect((await api('POST', '/categories', { type: 'EXAM', name: 'Đề thi' })).statusCode).toBe(200);
    const other = (await api('POST', '/categories', { type: 'DOCUMENT', name: 'Bài giảng' })).json();
    const rename = await api('PATCH', `/categories/${other.id}`, { name: 'đề thi' });
    expect(rename.json().code).toBe('NAME_ALREADY_IN_USE');
    expect((await api('GET', `/categories/${other.id}`)).json().name).toBe('Bài giảng');
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = (await api('GET', '/categories?limit=-1')).json().pagination.total;
    const bad = await api('POST', '/categories', { type: 'MOVIE', name: ' ', slug: 'Có dấu' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    expect(
      bad
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['name', 'slug', 'type']);
    expect((await api('GET', '/categories?limit=-1')).json().pagination.total).toBe(before);
  });

  it('filters by type and search text, and sorts by position, name or creation', async () => {
    for (const [name, position] of [
      ['Phong cảnh', 3],
      ['Chân dung', 1],
      ['Sự kiện', 2],
    ] as const)
      await api('POST', '/categories', { type: 'IMAGE', name, position });
    const byPosition = await api('GET', '/categories?type=IMAGE&sort=position&order=asc');
    expect(byPosition.json().data.map((c: { name: string }) => c.name)).toEqual([
      'Chân dung',
      'Sự kiện',
      'Phong cảnh',
    ]);
    expect(byPosition.json().pagination.total).toBe(3);
    const byName = await api('GET', '/categories?type=IMAGE&sort=name&order=desc');
    expect(byName.json().data[0].name).toBe('Sự kiện');
    const newest = await api('GET', '/categories?type=IMAGE&sort=createdAt&order=desc');
    expect(newest.json().data[0].name).toBe('Sự kiện');
    const search = await api('GET', '/categories?q=chan-dung');
    expect(search.json().data.map((c: { name: string }) => c.name)).toEqual(['Chân dung']);
    expect((await api('GET', '/categories?type=COURSE')).json().data).toEqual([]);
  });

  it('lists every category in extra-data, grouped by type in site order', async () => {
    const res = await api('GET', '/extra-data?type=categories');
    expect(res.statusCode).toBe(200);
    const image = res.json().categories.filter((c: { type: string }) => c.type === 'IMAGE');
    expect(image.map((c: { name: string }) => c.name)).toEqual(['Chân dung', 'Sự kiện', 'Phong cảnh']);
    const types = res.json().categories.map((c: { type: string }) => c.type);
    expect(types).toEqual([...types].sort());
  });

  it('keeps the type of a category that already files pictures', async () => {
    const [portraits] = (await api('GET', '/categories?type=IMAGE&sort=position&order=asc')).json().data;
    const [row] = await t.database.db
      .insert(images)
      .values({ name: 'Ảnh', file: 'fixture.webp', width: 300, height: 300, bytes: 1 })
      .returning({ id: images.id });
    await t.database.db.insert(imageCategories).values({ imageId: row!.id, categoryId: portraits.id });
    const locked = await api('PATCH', `/categories/${portraits.id}`, { type: 'BOOK' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('CATEGORY_TYPE_LOCKED');
    expect((await api('GET', `/categories/${portraits.id}`)).json().type).toBe('IMAGE');
    // An empty one may change kind.
    const empty = (await api('POST', '/categories', { type: 'IMAGE', name: 'Tạm' })).json();
    expect((await api('PATCH', `/categories/${empty.id}`, { type: 'BOOK' })).json().type).toBe('BOOK');
  });

  it('delete-many answers per id', async () => {
    const a = (await api('POST', '/categories', { type: 'COURSE', name: 'Lớp 10' })).json();
    const res = await api('DELETE', '/categories', { ids: [a.id, 999999] });
    expect(res.json().deleted).toEqual([a.id]);
    expect(res.json().failed).toEqual([expect.objectContaining({ id: 999999, code: 'NOT_FOUND' })]);
    expect((await api('DELETE', '/categories', { ids: [] })).json().code).toBe('EMPTY_ID_LIST');
  });
});
