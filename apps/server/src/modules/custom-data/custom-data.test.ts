import type { PublicMenuNode } from '@tutor/contract/custom-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { banners, categories, images, slideshows } from '../../db/schema';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const site = (code: string) => t.request({ method: 'GET', url: `/api/custom-data?code=${code}` });

async function addItem(fields: Record<string, unknown>): Promise<number> {
  const res = await t.request({
    method: 'POST',
    url: '/api/admin/menus/add',
    headers: admin.headers,
    payload: fields,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().item.id;
}

async function image(name: string) {
  const [row] = await t.database.db
    .insert(images)
    .values({ name, file: `${name}.webp`, width: 1600, height: 600, bytes: 1000, variants: [640, 320] })
    .returning();
  if (!row) throw new Error('image insert failed');
  return row;
}

const outline = (nodes: PublicMenuNode[]): string =>
  nodes.map((n) => (n.children.length ? `${n.name}[${outline(n.children)}]` : n.name)).join(', ');

describe('GET /api/custom-data?code=menu', () => {
  it('answers the five menus as ordered trees with links, to anyone, cacheable', async () => {
    const [category] = await t.database.db
      .insert(categories)
      .values({ type: 'BOOK', name: 'Sách luyện thi', slug: 'sach-luyen-thi' })
      .returning();
    const [hidden] = await t.database.db
      .insert(categories)
      .values({ type: 'BOOK', name: 'Sách cũ', slug: 'sach-cu', status: 'INACTIVE' })
      .returning();
    const second = await addItem({ type: 'BOOK', name: 'Lớp 12', categoryId: category?.id });
    const first = await addItem({ type: 'BOOK', name: 'Lớp 10', link: '/sach', leftId: null });
    await addItem({ type: 'BOOK', name: 'Đại số', parentId: second, link: 'https://example.vn/dai-so' });
    await addItem({ type: 'BOOK', name: 'Cũ', parentId: second, categoryId: hidden?.id });
    await addItem({ type: 'COURSE', courseType: 'OFFLINE', name: 'Hà Nội' });
    await addItem({ type: 'EXAM', name: 'Đề THPT', categoryId: null });
    await t.request({
      method: 'PUT',
      url: `/api/admin/menus/show-on-home/${first}`,
      headers: admin.headers,
      payload: { showOnHome: true },
    });

    const res = await site('menu');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { menu } = res.json();
    expect(Object.keys(menu).sort()).toEqual(['book', 'courseOffline', 'courseOnline', 'document', 'exam']);
    expect(outline(menu.book)).toBe('Lớp 10, Lớp 12[Đại số, Cũ]');
    expect(menu.book[0]).toMatchObject({ href: '/sach', showOnHome: true });
    expect(menu.book[1]).toMatchObject({
      href: `/danh-muc/sach/${category?.id}/sach-luyen-thi`,
      showOnHome: false,
    });
    expect(menu.book[1].children[0].href).toBe('https://example.vn/dai-so');
    // An inactive category's listing is not offered; with no link the entry is a plain heading.
    expect(menu.book[1].children[1].href).toBeNull();
    expect(outline(menu.courseOffline)).toBe('Hà Nội');
    expect(menu.courseOnline).toEqual([]);
    expect(menu.exam[0]).toMatchObject({ name: 'Đề THPT', href: null, children: [] });
  });

  it('refuses an unknown code', async () => {
    const res = await site('footer');
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ path: 'code', key: 'invalidValue' });
  });
  it('reads all five menus in one query, however many items', async () => {
    for (let i = 0; i < 12; i++) await addItem({ type: 'DOCUMENT', name: `Tài liệu ${i}` });
    const queries: string[] = [];
    const stop = t.database.observeQueries((query) => queries.push(query));
    try {
      expect((await site('menu')).json().menu.document).toHaveLength(12);
    } finally {
      stop();
    }
    expect(queries).toHaveLength(1);
  });
});

describe('GET /api/custom-data?code=slideshow|banner', () => {
  it('answers the active slides by position with their pictures', async () => {
    const a = await image('slide-a');
    const b = await image('slide-b');
    await t.database.db.insert(slideshows).values([
      { title: 'Hai', subtitle: 'Dòng phụ', imageId: a.id, position: 2, link: '/sach' },
      { title: 'Một', imageId: b.id, position: 1 },
      { title: 'Ẩn', imageId: a.id, position: 0, status: 'INACTIVE' },
    ]);
    const queries: string[] = [];
    const stop = t.database.observeQueries((query) => queries.push(query));
    const res = await site('slideshow');
    stop();
    expect(res.statusCode).toBe(200);
    // The slides, then all their pictures at once.
    expect(queries).toHaveLength(2);
    const { slideshows: slides } = res.json();
    expect(slides.map((s: { title: string }) => s.title)).toEqual(['Một', 'Hai']);
    expect(slides[0].subtitle).toBe('');
    expect(slides[1]).toMatchObject({
      subtitle: 'Dòng phụ',
      link: '/sach',
      image: { id: a.id, url: '/uploads/images/slide-a.webp' },
    });
    expect(slides[1].image.variants.map((v: { width: number }) => v.width)).toEqual([320, 640]);
  });

  it('answers the active banners with orientation and picture', async () => {
    const picture = await image('banner');
    await t.database.db.insert(banners).values([
      { title: 'Dọc', imageId: picture.id, orientation: 'VERTICAL' },
      { title: 'Ngang', imageId: picture.id, orientation: 'HORIZONTAL', position: 1 },
      { title: 'Tắt', imageId: picture.id, status: 'INACTIVE' },
    ]);
    const res = await site('banner');
    expect(res.statusCode).toBe(200);
    expect(
      res.json().banners.map((b: { title: string; orientation: string }) => `${b.title}:${b.orientation}`),
    ).toEqual(['Ngang:HORIZONTAL', 'Dọc:VERTICAL']);
    expect(res.json().banners[0].image.id).toBe(picture.id);
  });
});
