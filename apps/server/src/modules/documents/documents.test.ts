import fs from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { documentAccess, documentCategories, documents, documentTags } from '../../db/schema';
import { insertCategory, insertImage, insertTag, multipartFile, TINY_PDF } from '../books/catalogue.fixtures';
import { DOCUMENT_FOLDER } from './service';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t?.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return t.request({
    method,
    url,
    headers: admin.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function uploadPdf(id: number, data = TINY_PDF, name = 'Đề thi thử THPT 2025.pdf') {
  const file = multipartFile(data, name, 'application/pdf');
  return t.request({
    method: 'POST',
    url: `/api/admin/documents/${id}/upload`,
    headers: { ...admin.headers, ...file.headers },
    payload: file.payload,
  });
}

async function createDocument(body: Record<string, unknown>) {
  const res = await call('POST', '/api/admin/documents', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; slug: string };
}

describe('admin documents', () => {
  it('creates with DOCUMENT categories, tags and a picture, refuses other ids, and updates links', async () => {
    const [a, b] = [await insertCategory(t, 'DOCUMENT'), await insertCategory(t, 'DOCUMENT')];
    const bookCategory = await insertCategory(t, 'BOOK');
    const tag = await insertTag(t);
    const image = await insertImage(t);
    const created = await createDocument({
      name: 'Tuyển tập đề Toán',
      categoryIds: [a.id],
      tagIds: [tag.id],
      imageId: image.id,
      isFree: false,
      salePrice: 49000,
      content: '<p>Ôn tập</p><script>x()</script>',
    });
    expect(created.slug).toBe('tuyen-tap-de-toan');
    const detail = (await call('GET', `/api/admin/documents/${created.id}`)).json();
    expect(detail).toMatchObject({
      categoryIds: [a.id],
      tagIds: [tag.id],
      imageId: image.id,
      isFree: false,
      salePrice: 49000,
      hasFile: false,
      fileName: '',
      content: '<p>Ôn tập</p>',
    });
    expect(detail.image.id).toBe(image.id);

    const before = (await t.database.db.select({ n: count() }).from(documents))[0]?.n;
    const wrong = await call('POST', '/api/admin/documents', {
      name: 'Sai loại',
      categoryIds: [bookCategory.id],
      imageId: 777777,
      salePrice: -5,
    });
    expect(wrong.statusCode).toBe(400);
    const paths = wrong.json().details.map((d: { path: string }) => d.path);
    // Shape errors come first; the ids are checked once the body is well formed.
    expect(paths).toEqual(['salePrice']);
    const badIds = await call('POST', '/api/admin/documents', {
      name: 'Sai loại',
      categoryIds: [bookCategory.id],
      imageId: 777777,
    });
    expect(
      badIds
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['categoryIds.0', 'imageId']);
    expect((await t.database.db.select({ n: count() }).from(documents))[0]?.n).toBe(before);

    const updated = await call('PATCH', `/api/admin/documents/${created.id}`, {
      categoryIds: [b.id],
      isFree: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ isFree: true, categories: [{ id: b.id }] });
    const bad = await call('PATCH', `/api/admin/documents/${created.id}`, {
      name: 'X mới',
      tagIds: [123456],
    });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', `/api/admin/documents/${created.id}`)).json().name).toBe('Tuyển tập đề Toán');
  });

  it('lists with q, category and status filters and sorts', async () => {
    const category = await insertCategory(t, 'DOCUMENT');
    await createDocument({ name: 'Lọc B', categoryIds: [category.id], salePrice: 2 });
    await createDocument({ name: 'Lọc A', categoryIds: [category.id], salePrice: 1, status: 'INACTIVE' });
    const byCategory = (
      await call('GET', `/api/admin/documents?categoryId=${category.id}&sort=name&order=asc`)
    ).json();
    expect(byCategory.data.map((d: { name: string }) => d.name)).toEqual(['Lọc A', 'Lọc B']);
    expect(byCategory.pagination.total).toBe(2);
    const inactive = (await call('GET', '/api/admin/documents?q=L%E1%BB%8Dc&status=INACTIVE')).json();
    expect(inactive.data.map((d: { name: string }) => d.name)).toEqual(['Lọc A']);
  });

  it('attaches a PDF in private storage, replaces it, and refuses a text file named .pdf', async () => {
    const doc = await createDocument({ name: 'Có tệp' });
    const first = await uploadPdf(doc.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      hasFile: true,
      fileName: 'Đề thi thử THPT 2025.pdf',
      fileBytes: TINY_PDF.length,
    });
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, doc.id));
    const firstFile = t.app.storage.pathOf('private', DOCUMENT_FOLDER, row?.file as string);
    expect(fs.existsSync(firstFile)).toBe(true);
    // Private: nothing under /uploads serves it.
    expect((await t.request({ method: 'GET', url: `/uploads/documents/${row?.file}` })).statusCode).toBe(404);

    const second = await uploadPdf(doc.id, TINY_PDF, 'ban-moi.pdf');
    expect(second.json().fileName).toBe('ban-moi.pdf');
    expect(fs.existsSync(firstFile)).toBe(false);

    const lying = await uploadPdf(doc.id, Buffer.from('plain text, not a pdf'), 'gia.pdf');
    expect([lying.statusCode, lying.json().code]).toEqual([400, 'FILE_TYPE_NOT_ALLOWED']);
    expect((await call('GET', `/api/admin/documents/${doc.id}`)).json().fileName).toBe('ban-moi.pdf');
  });

  it('removes category and tag links one at a time', async () => {
    const category = await insertCategory(t, 'DOCUMENT');
    const tag = await insertTag(t);
    const doc = await createDocument({ name: 'Liên kết', categoryIds: [category.id], tagIds: [tag.id] });
    expect((await call('DELETE', `/api/admin/category-documents/${doc.id}/${category.id}`)).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/api/admin/category-documents/${doc.id}/${category.id}`)).json().code).toBe(
      'NOT_FOUND',
    );
    expect((await call('DELETE', `/api/admin/tag-documents/${doc.id}/${tag.id}`)).statusCode).toBe(200);
    const left = await t.database.db
      .select()
      .from(documentCategories)
      .where(eq(documentCategories.documentId, doc.id));
    const tagsLeft = await t.database.db
      .select()
      .from(documentTags)
      .where(eq(documentTags.documentId, doc.id));
    expect([left, tagsLeft]).toEqual([[], []]);
  });

  it('deletes a document with its file', async () => {
    const doc = await createDocument({ name: 'Xoá' });
    await uploadPdf(doc.id);
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, doc.id));
    const file = t.app.storage.pathOf('private', DOCUMENT_FOLDER, row?.file as string);
    expect((await call('DELETE', `/api/admin/documents/${doc.id}`)).statusCode).toBe(200);
    expect(fs.existsSync(file)).toBe(false);
  });
});

describe('storefront documents', () => {
  let category: { id: number; name: string; slug: string };
  let freeId: number;
  let paidId: number;

  beforeAll(async () => {
    category = await insertCategory(t, 'DOCUMENT', 'Đề thi thử');
    const free = await createDocument({ name: 'Miễn phí', categoryIds: [category.id], isFree: true });
    const paid = await createDocument({
      name: 'Trả phí',
      categoryIds: [category.id],
      isFree: false,
      salePrice: 30000,
    });
    await createDocument({ name: 'Ẩn', categoryIds: [category.id], status: 'INACTIVE' });
    freeId = free.id;
    paidId = paid.id;
    await uploadPdf(freeId);
    await uploadPdf(paidId, TINY_PDF, 'Trả phí.pdf');
  });

  it('lists ACTIVE documents newest first with the total and the DOCUMENT categories', async () => {
    const res = await t.request({ method: 'GET', url: `/api/documents?categoryId=${category.id}` });
    const body = res.json();
    expect(body.data.map((d: { name: string }) => d.name)).toEqual(['Trả phí', 'Miễn phí']);
    expect(body.pagination).toEqual({ total: 2, offset: 0, limit: 12 });
    expect(body.extra.categories).toContainEqual({ id: category.id, name: 'Đề thi thử', slug: 'de-thi-thu' });
    expect(body.data[0]).toMatchObject({ isFree: false, salePrice: 30000, hasFile: true });
    const all = (await t.request({ method: 'GET', url: '/api/documents?limit=100' })).json();
    expect(all.data.every((d: { name: string }) => d.name !== 'Ẩn')).toBe(true);
  });

  it('answers a document and NOT_FOUND for an inactive one', async () => {
    const res = await t.request({ method: 'GET', url: `/api/documents/${paidId}` });
    expect(res.json()).toMatchObject({
      name: 'Trả phí',
      fileName: 'Trả phí.pdf',
      categories: [{ id: category.id }],
    });
    const [hidden] = await t.database.db.select().from(documents).where(eq(documents.name, 'Ẩn'));
    expect((await t.request({ method: 'GET', url: `/api/documents/${hidden?.id}` })).statusCode).toBe(404);
  });

  it('groups ACTIVE documents under their categories with counts, newest first, bounded per category', async () => {
    const res = await t.request({ method: 'GET', url: '/api/documents/category?limit=1' });
    expect(res.statusCode, res.body).toBe(200);
    const group = res.json().data.find((g: { id: number }) => g.id === category.id);
    expect(group).toMatchObject({ name: 'Đề thi thử', total: 2 });
    expect(group.documents.map((d: { name: string }) => d.name)).toEqual(['Trả phí']);
    expect((await t.request({ method: 'GET', url: '/api/documents/category?limit=99' })).statusCode).toBe(
      400,
    );
  });

  it('streams a free document to a visitor as an attachment and counts the download', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/documents/download-document/${freeId}?type=document`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="De thi thu THPT 2025.pdf"; filename*=UTF-8''${encodeURIComponent('Đề thi thử THPT 2025.pdf')}`,
    );
    expect(res.rawPayload.equals(TINY_PDF)).toBe(true);
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, freeId));
    expect(row?.downloads).toBe(1);
  });

  it('keeps a paid document for buyers and staff: visitor 401, student 403, buyer and staff 200', async () => {
    const url = `/api/documents/download-document/${paidId}`;
    const visitor = await t.request({ method: 'GET', url });
    expect([visitor.statusCode, visitor.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    const student = await signedInAs(t, 'student');
    const refused = await t.request({ method: 'GET', url, headers: student.headers });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'ACCESS_DENIED']);
    await t.database.db.insert(documentAccess).values({ documentId: paidId, userId: student.user.id });
    const bought = await t.request({ method: 'GET', url, headers: student.headers });
    expect(bought.statusCode).toBe(200);
    expect(bought.rawPayload.equals(TINY_PDF)).toBe(true);
    const staff = await signedInAs(t, 'staff');
    expect((await t.request({ method: 'GET', url, headers: staff.headers })).statusCode).toBe(200);
    // A teacher enters the back office but holds no document:read.
    const teacher = await signedInAs(t, 'teacher');
    expect((await t.request({ method: 'GET', url, headers: teacher.headers })).json().code).toBe(
      'ACCESS_DENIED',
    );
  });

  it('answers DOCUMENT_NOT_ATTACHED without a file, and when the file is gone from disk', async () => {
    const empty = await createDocument({ name: 'Chưa có tệp', isFree: true });
    const none = await t.request({ method: 'GET', url: `/api/documents/download-document/${empty.id}` });
    expect([none.statusCode, none.json().code]).toEqual([404, 'DOCUMENT_NOT_ATTACHED']);

    const lost = await createDocument({ name: 'Mất tệp', isFree: true });
    await uploadPdf(lost.id);
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, lost.id));
    fs.rmSync(t.app.storage.pathOf('private', DOCUMENT_FOLDER, row?.file as string));
    const gone = await t.request({ method: 'GET', url: `/api/documents/download-document/${lost.id}` });
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'DOCUMENT_NOT_ATTACHED']);
    const [after] = await t.database.db.select().from(documents).where(eq(documents.id, lost.id));
    expect(after?.downloads).toBe(0);
  });
});
