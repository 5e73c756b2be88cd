import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { bookCategories, books } from '../../db/schema';
import { insertOrder } from '../orders/orders.fixtures';
import {
  insertBook,
  insertCategory,
  insertImage,
  insertTag,
  multipartFile,
  TINY_MP4,
  TINY_PDF,
} from './catalogue.fixtures';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  // A 1 MB file limit so the oversize case needs only a small buffer.
  t = await createTestApp({ UPLOAD_MAX_FILE_MB: '1' });
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t?.close());

const bookCount = async () => (await t.database.db.select({ n: count() }).from(books))[0]?.n;

function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return t.request({
    method,
    url,
    headers: admin.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('admin books CRUD', () => {
  it('creates a book with its links, derives the slug, cleans the content and answers the row', async () => {
    const [math, science] = [await insertCategory(t, 'BOOK', 'Toán 12'), await insertCategory(t, 'BOOK')];
    const tag = await insertTag(t);
    const [front, back] = [await insertImage(t), await insertImage(t)];
    const res = await call('POST', '/api/admin/books', {
      name: 'Chinh phục Giải tích 12',
      categoryIds: [math.id, science.id],
      tagIds: [tag.id],
      imageIds: [back.id, front.id],
      quantity: 30,
      salePrice: 159000,
      coverPrice: '189000',
      author: 'Nguyễn Văn A',
      pages: 320,
      content: '<p>Hàm số $y = x^2$</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
      trailerUrl: 'https://www.youtube.com/watch?v=abc',
      saleStatus: 'UPCOMING',
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Chinh phục Giải tích 12',
      slug: 'chinh-phuc-giai-tich-12',
      salePrice: 159000,
      coverPrice: 189000,
      saleStatus: 'UPCOMING',
      status: 'ACTIVE',
    });
    expect(created.cover.id).toBe(back.id);
    expect(created.categories.map((c: { id: number }) => c.id).sort()).toEqual([math.id, science.id].sort());

    const detail = (await call('GET', `/api/admin/books/${created.id}`)).json();
    expect(detail.imageIds).toEqual([back.id, front.id]);
    expect(detail.tagIds).toEqual([tag.id]);
    expect(detail.content).toContain('$y = x^2$');
    expect(detail.content).not.toContain('script');
    expect(detail.content).not.toContain('onerror');
    expect(detail.previewPdfUrl).toBeNull();
    const [stored] = await t.database.db.select().from(books).where(eq(books.id, created.id));
    expect(stored?.content).not.toContain('<script');
  });

  it('refuses unknown or wrong-type category, tag and image ids with the field path, writing nothing', async () => {
    const bookCategory = await insertCategory(t, 'BOOK');
    const courseCategory = await insertCategory(t, 'COURSE');
    const before = await bookCount();
    const res = await call('POST', '/api/admin/books', {
      name: 'Sách lỗi',
      categoryIds: [bookCategory.id, courseCategory.id],
      tagIds: [999999],
      imageIds: [888888],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(
      res
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['categoryIds.1', 'imageIds.0', 'tagIds.0']);
    expect(await bookCount()).toBe(before);
  });

  it('refuses negative prices and quantities, and a trailer that is not an https address', async () => {
    const before = await bookCount();
    const negative = await call('POST', '/api/admin/books', { name: 'Sách âm', salePrice: -1, quantity: -5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'salePrice', key: 'nonNegative', message: 'Không chấp nhận số âm' }),
        expect.objectContaining({ path: 'quantity', key: 'nonNegative' }),
      ]),
    );
    const http = await call('POST', '/api/admin/books', { name: 'Sách', trailerUrl: 'http://x.vn/a.mp4' });
    expect(http.json().details[0].path).toBe('trailerUrl');
    expect(await bookCount()).toBe(before);

    const book = await insertBook(t, { salePrice: 50_000 });
    const update = await call('PATCH', `/api/admin/books/${book.id}`, { coverPrice: -100 });
    expect(update.statusCode).toBe(400);
    const [after] = await t.database.db.select().from(books).where(eq(books.id, book.id));
    expect(after?.coverPrice).toBe(book.coverPrice);
  });

  it('replaces the link sets an update names, keeps the others, and changes nothing on a bad id', async () => {
    const [a, b] = [await insertCategory(t, 'BOOK'), await insertCategory(t, 'BOOK')];
    const [x, y] = [await insertImage(t), await insertImage(t)];
    const tag = await insertTag(t);
    const created = (
      await call('POST', '/api/admin/books', {
        name: 'Sách đổi',
        categoryIds: [a.id],
        imageIds: [x.id],
        tagIds: [tag.id],
      })
    ).json();
    const put = await call('PUT', `/api/admin/books/${created.id}`, {
      name: 'Sách đã đổi',
      categoryIds: [b.id],
      imageIds: [y.id, x.id],
    });
    expect(put.statusCode, put.body).toBe(200);
    // The slug is not touched unless asked: published links keep working.
    expect(put.json().slug).toBe('sach-doi');
    const detail = (await call('GET', `/api/admin/books/${created.id}`)).json();
    expect(detail.categoryIds).toEqual([b.id]);
    expect(detail.imageIds).toEqual([y.id, x.id]);
    expect(detail.tagIds).toEqual([tag.id]);

    const bad = await call('PATCH', `/api/admin/books/${created.id}`, {
      name: 'Không lưu',
      tagIds: [424242],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('tagIds.0');
    const unchanged = (await call('GET', `/api/admin/books/${created.id}`)).json();
    expect(unchanged.name).toBe('Sách đã đổi');
    expect(unchanged.tagIds).toEqual([tag.id]);

    const reslug = await call('PATCH', `/api/admin/books/${created.id}`, { slug: '' });
    expect(reslug.json().slug).toBe('sach-da-doi');
    const badSlug = await call('PATCH', `/api/admin/books/${created.id}`, { slug: 'Có Dấu' });
    expect(badSlug.json().details[0]).toMatchObject({ path: 'slug', key: 'invalid' });
  });

  it('lists with the q, category, sale status and status filters, sorts and the total', async () => {
    const category = await insertCategory(t, 'BOOK');
    await insertBook(t, { name: 'Zeta hình học', salePrice: 90_000, categoryIds: [category.id] });
    await insertBook(t, {
      name: 'Alpha hình học',
      salePrice: 10_000,
      categoryIds: [category.id],
      saleStatus: 'OUTOFSTOCK',
    });
    await insertBook(t, { name: 'Beta hình học', salePrice: 50_000, status: 'INACTIVE' });

    const byQuery = (
      await call('GET', '/api/admin/books?q=h%C3%ACnh%20h%E1%BB%8Dc&sort=name&order=asc')
    ).json();
    expect(byQuery.data.map((b: { name: string }) => b.name)).toEqual([
      'Alpha hình học',
      'Beta hình học',
      'Zeta hình học',
    ]);
    expect(byQuery.pagination).toEqual({ total: 3, offset: 0, limit: 25 });

    const inCategory = (
      await call('GET', `/api/admin/books?categoryId=${category.id}&sort=salePrice&order=desc`)
    ).json();
    expect(inCategory.data.map((b: { salePrice: number }) => b.salePrice)).toEqual([90_000, 10_000]);
    expect(inCategory.data[0].categories).toEqual([
      { id: category.id, name: category.name, slug: category.slug },
    ]);

    const outOfStock = (
      await call('GET', `/api/admin/books?categoryId=${category.id}&saleStatus=OUTOFSTOCK`)
    ).json();
    expect(outOfStock.data.map((b: { name: string }) => b.name)).toEqual(['Alpha hình học']);
    const inactive = (await call('GET', '/api/admin/books?status=INACTIVE&q=h%C3%ACnh')).json();
    expect(inactive.data.map((b: { name: string }) => b.name)).toEqual(['Beta hình học']);
    const paged = (
      await call('GET', '/api/admin/books?q=h%C3%ACnh&limit=2&offset=2&sort=name&order=asc')
    ).json();
    expect(paged.data.map((b: { name: string }) => b.name)).toEqual(['Zeta hình học']);
    expect((await call('GET', '/api/admin/books?sort=author')).statusCode).toBe(400);
  });

  it('refuses to delete a book that has orders, and deletes one without', async () => {
    const ordered = await insertBook(t);
    await insertOrder(t, { kind: 'SIMPLE', lines: [{ type: 'BOOK', id: ordered.id }] });
    const refused = await call('DELETE', `/api/admin/books/${ordered.id}`);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'BOOK_HAS_ORDERS']);
    const plain = await insertBook(t);
    expect((await call('DELETE', `/api/admin/books/${plain.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/books/${plain.id}`)).json().code).toBe('NOT_FOUND');
  });

  it('needs the book permissions: a teacher may enter the back office but not edit books', async () => {
    const teacher = await signedInAs(t, 'teacher');
    const res = await t.request({ method: 'GET', url: '/api/admin/books', headers: teacher.headers });
    expect([res.statusCode, res.json().code]).toEqual([403, 'PERMISSION_NOT_ACCEPTED']);
    const staff = await signedInAs(t, 'staff');
    const ok = await t.request({ method: 'GET', url: '/api/admin/books', headers: staff.headers });
    expect(ok.statusCode).toBe(200);
  });
});

describe('book uploads', () => {
  async function upload(bookId: number, field: string, file: ReturnType<typeof multipartFile>) {
    return t.request({
      method: 'POST',
      url: `/api/admin/books/${bookId}/upload?field=${field}`,
      headers: { ...admin.headers, ...file.headers },
      payload: file.payload,
    });
  }

  it('stores a preview PDF served under /uploads/books, and removes the replaced one', async () => {
    const book = await insertBook(t);
    const first = await upload(
      book.id,
      'previewPdf',
      multipartFile(TINY_PDF, 'xem-thu.pdf', 'application/pdf'),
    );
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().previewPdfUrl as string;
    expect(firstUrl).toMatch(/^\/uploads\/books\/[\w-]+\.pdf$/);
    const served = await t.request({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PDF)).toBe(true);

    const second = await upload(book.id, 'previewPdf', multipartFile(TINY_PDF, 'moi.pdf', 'application/pdf'));
    const secondUrl = second.json().previewPdfUrl as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await t.request({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: secondUrl })).statusCode).toBe(200);
  });

  it('stores a trailer mp4 and points trailerUrl at it', async () => {
    const book = await insertBook(t);
    const res = await upload(book.id, 'trailer', multipartFile(TINY_MP4, 'gioi-thieu.mp4', 'video/mp4'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().trailerUrl).toMatch(/^\/uploads\/books\/[\w-]+\.mp4$/);
    expect((await t.request({ method: 'GET', url: res.json().trailerUrl })).statusCode).toBe(200);
    // Sending the stored address back with the form is accepted (it is ours, not an outside link).
    const keep = await call('PATCH', `/api/admin/books/${book.id}`, { trailerUrl: res.json().trailerUrl });
    expect(keep.statusCode).toBe(200);
  });

  it('refuses a lying extension, the wrong kind for the field and an oversize file, changing nothing', async () => {
    const book = await insertBook(t);
    const lying = await upload(
      book.id,
      'previewPdf',
      multipartFile(Buffer.from('just text'), 'a.pdf', 'application/pdf'),
    );
    expect([lying.statusCode, lying.json().code]).toEqual([400, 'FILE_TYPE_NOT_ALLOWED']);
    const wrongKind = await upload(
      book.id,
      'previewPdf',
      multipartFile(TINY_MP4, 'a.pdf', 'application/pdf'),
    );
    expect(wrongKind.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
    const pdfAsTrailer = await upload(book.id, 'trailer', multipartFile(TINY_PDF, 'a.mp4', 'video/mp4'));
    expect(pdfAsTrailer.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
    const big = Buffer.concat([TINY_PDF, Buffer.alloc(1024 * 1024 + 10, 32)]);
    const oversize = await upload(book.id, 'previewPdf', multipartFile(big, 'big.pdf', 'application/pdf'));
    expect([oversize.statusCode, oversize.json().code]).toEqual([413, 'FILE_TOO_LARGE']);
    const badField = await upload(book.id, 'cover', multipartFile(TINY_PDF, 'a.pdf', 'application/pdf'));
    expect(badField.statusCode).toBe(400);
    const [after] = await t.database.db.select().from(books).where(eq(books.id, book.id));
    expect([after?.previewPdf, after?.trailerUrl]).toEqual([null, '']);
    const missing = await upload(987654, 'previewPdf', multipartFile(TINY_PDF, 'a.pdf', 'application/pdf'));
    expect(missing.json().code).toBe('NOT_FOUND');
  });
});

describe('link removal', () => {
  it('removes one category, tag or image link and answers NOT_FOUND when there is none', async () => {
    const [a, b] = [await insertCategory(t, 'BOOK'), await insertCategory(t, 'BOOK')];
    const tag = await insertTag(t);
    const image = await insertImage(t);
    const created = (
      await call('POST', '/api/admin/books', {
        name: 'Sách liên kết',
        categoryIds: [a.id, b.id],
        tagIds: [tag.id],
        imageIds: [image.id],
      })
    ).json();
    const removed = await call('DELETE', `/api/admin/category-books/${created.id}/${a.id}`);
    expect([removed.statusCode, removed.json()]).toEqual([200, { ok: true }]);
    const again = await call('DELETE', `/api/admin/category-books/${created.id}/${a.id}`);
    expect([again.statusCode, again.json().code]).toEqual([404, 'NOT_FOUND']);
    expect((await call('DELETE', `/api/admin/tag-books/${created.id}/${tag.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/image-books/${created.id}/${image.id}`)).statusCode).toBe(200);
    const detail = (await call('GET', `/api/admin/books/${created.id}`)).json();
    expect([detail.categoryIds, detail.tagIds, detail.imageIds]).toEqual([[b.id], [], []]);
    const links = await t.database.db
      .select()
      .from(bookCategories)
      .where(eq(bookCategories.bookId, created.id));
    expect(links).toHaveLength(1);
  });
});
