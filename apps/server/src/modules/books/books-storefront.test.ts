import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { books, bookTags } from '../../db/schema';
import { insertBook, insertCategory, insertImage, insertTag } from './catalogue.fixtures';

let t: TestApp;
type Card = { id: number; name: string; salePrice: number; cover: { id: number } | null };
const names = (body: { data: Card[] }) => body.data.map((book) => book.name);
const get = async (url: string) => {
  const res = await t.request({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

let algebra: { id: number; name: string; slug: string };
let geometry: { id: number; name: string; slug: string };
let coverId: number;
const letters = 'ABCDEFGHIJKLMNO'.split('');

beforeAll(async () => {
  t = await createTestApp();
  // Categories: two ACTIVE book categories (geometry first by position), one inactive, one of documents.
  geometry = await insertCategory(t, 'BOOK', 'Hình học', 'ACTIVE', 1);
  algebra = await insertCategory(t, 'BOOK', 'Đại số', 'ACTIVE', 2);
  await insertCategory(t, 'BOOK', 'Đã ẩn', 'INACTIVE');
  await insertCategory(t, 'DOCUMENT', 'Tài liệu ôn thi');
  const cover = await insertImage(t, 'Bìa');
  const back = await insertImage(t, 'Bìa sau');
  coverId = cover.id;
  // 15 ACTIVE books "Sách A" … "Sách O", priced 10.000 … 150.000, inserted out of name order.
  for (const [index, letter] of [...letters].reverse().entries()) {
    const price = (letters.indexOf(letter) + 1) * 10_000;
    await insertBook(t, {
      name: `Sách ${letter}`,
      salePrice: price,
      saleStatus: index % 3 === 0 ? 'UPCOMING' : 'AVAILABLE',
      categoryIds: price <= 50_000 ? [algebra.id] : [geometry.id],
      imageIds: letter === 'A' ? [cover.id, back.id] : [],
    });
  }
  await insertBook(t, { name: 'Sách ẩn', status: 'INACTIVE', categoryIds: [algebra.id] });
  await insertBook(t, { name: 'Sách đắt', salePrice: 12_000_000 });
});
afterAll(() => t?.close());

describe('GET /api/books', () => {
  it('lists ACTIVE books 12 a page by name ascending, with the total and the ACTIVE book categories', async () => {
    const { status, body } = await get('/api/books');
    expect(status).toBe(200);
    expect(names(body)).toEqual(letters.slice(0, 12).map((l) => `Sách ${l}`));
    // The 12,000,000 book is outside the default price range 0–10,000,000; the inactive one is hidden.
    expect(body.pagination).toEqual({ total: 15, offset: 0, limit: 12 });
    expect(body.extra.categories).toEqual([
      { id: geometry.id, name: 'Hình học', slug: 'hinh-hoc' },
      { id: algebra.id, name: 'Đại số', slug: 'dai-so' },
    ]);
    const first = body.data[0];
    expect(first).toMatchObject({ name: 'Sách A', salePrice: 10_000, coverPrice: 120_000 });
    expect(first.cover).toMatchObject({ id: coverId, url: expect.stringMatching(/^\/uploads\/images\//) });
    expect(body.data[1].cover).toBeNull();
    expect(Object.keys(first).sort()).toEqual(
      ['author', 'cover', 'coverPrice', 'createdAt', 'id', 'name', 'saleStatus', 'salePrice', 'slug'].sort(),
    );
    const page2 = (await get('/api/books?offset=12')).body;
    expect(names(page2)).toEqual(['Sách M', 'Sách N', 'Sách O']);
  });

  it('filters by category, price range and sale status, and sorts by price or date', async () => {
    const inAlgebra = (await get(`/api/books?categoryId=${algebra.id}`)).body;
    expect(names(inAlgebra)).toEqual(['Sách A', 'Sách B', 'Sách C', 'Sách D', 'Sách E']);
    expect(inAlgebra.pagination.total).toBe(5);

    const ranged = (await get('/api/books?priceRange=30000,60000&sort=salePrice&order=desc')).body;
    expect(ranged.data.map((b: Card) => b.salePrice)).toEqual([60_000, 50_000, 40_000, 30_000]);
    const everything = (await get('/api/books?priceRange=0,20000000&limit=100')).body;
    expect(everything.pagination.total).toBe(16);

    const upcoming = (await get('/api/books?saleStatus=UPCOMING&limit=100')).body;
    expect(upcoming.data.every((b: { saleStatus: string }) => b.saleStatus === 'UPCOMING')).toBe(true);
    expect(upcoming.pagination.total).toBe(5);

    // Inserted from O to A, so A is the newest; 'Sách đắt' is newer still but outside the default range.
    const newest = (await get('/api/books?sort=createdAt&order=desc&limit=3')).body;
    expect(names(newest)).toEqual(['Sách A', 'Sách B', 'Sách C']);
  });

  it('gives same-category books with limit 10, leaving the current book out', async () => {
    const [bookC] = await t.database.db.select().from(books).where(eq(books.name, 'Sách C'));
    const same = (await get(`/api/books?categoryId=${algebra.id}&limit=10&excludeId=${bookC?.id}`)).body;
    expect(names(same)).toEqual(['Sách A', 'Sách B', 'Sách D', 'Sách E']);
    const inGeometry = (await get(`/api/books?categoryId=${geometry.id}&limit=10`)).body;
    expect(inGeometry.data).toHaveLength(10);
    expect(inGeometry.pagination).toEqual({ total: 10, offset: 0, limit: 10 });
  });

  it('refuses a bad price range, sort or limit with the field named', async () => {
    for (const [query, path] of [
      ['priceRange=500,100', 'priceRange'],
      ['priceRange=-1,100', 'priceRange.0'],
      ['priceRange=abc', 'priceRange'],
      ['sort=author', 'sort.0'],
      ['limit=0', 'limit'],
      ['categoryId=x', 'categoryId'],
    ]) {
      const res = await get(`/api/books?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.details[0].path, query).toBe(path);
    }
  });
});

describe('GET /api/books/:id', () => {
  it('answers an ACTIVE book with categories, tags, ordered images and its stored content', async () => {
    const tag = await insertTag(t, 'Luyện thi');
    const hidden = await insertCategory(t, 'BOOK', 'Ẩn nữa', 'INACTIVE');
    const [front, back] = [await insertImage(t), await insertImage(t)];
    const book = await insertBook(t, {
      name: 'Sách chi tiết',
      categoryIds: [algebra.id, hidden.id],
      imageIds: [front.id, back.id],
      // Cleaned when written (books-admin tests), so served as stored: maths untouched.
      content: "<p>Đạo hàm \\(f'(x)\\)</p>",
      previewPdf: 'abc.pdf',
      pages: 200,
    });
    await t.database.db.insert(bookTags).values({ bookId: book.id, tagId: tag.id });
    const { status, body } = await get(`/api/books/${book.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Sách chi tiết',
      pages: 200,
      previewPdfUrl: '/uploads/books/abc.pdf',
      categories: [{ id: algebra.id, name: 'Đại số', slug: 'dai-so' }],
      tags: [{ id: tag.id, name: 'Luyện thi', slug: 'luyen-thi' }],
    });
    expect(body.images.map((image: { id: number }) => image.id)).toEqual([front.id, back.id]);
    expect(body.cover.id).toBe(front.id);
    expect(body.content).toBe("<p>Đạo hàm \\(f'(x)\\)</p>");
  });

  it('answers NOT_FOUND for an inactive or unknown book', async () => {
    const hidden = await insertBook(t, { status: 'INACTIVE' });
    expect((await get(`/api/books/${hidden.id}`)).body.code).toBe('NOT_FOUND');
    expect((await get('/api/books/99999999')).status).toBe(404);
  });
});
