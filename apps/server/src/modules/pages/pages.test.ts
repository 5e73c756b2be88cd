import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { pages } from '../../db/schema';
import { multipartFile, TINY_PDF } from '../books/catalogue.fixtures';
import { ensurePages } from './reference-data';

let t: TestApp;
let staff: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_FILE_MB: '1' });
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

async function pageId(code: string) {
  const [row] = await t.database.db.select({ id: pages.id }).from(pages).where(eq(pages.code, code));
  if (!row) throw new Error(`page ${code} missing`);
  return row.id;
}

describe('fixed pages', () => {
  it('exist from the start, once, whatever number of starts', async () => {
    await ensurePages(t.database.db);
    const rows = await t.database.db.select({ code: pages.code }).from(pages);
    expect(rows.map((r) => r.code).sort()).toEqual(['about', 'contact', 'guide', 'policy']);
    const list = await call('GET', '/api/admin/pages?sort=code&order=asc');
    expect(list.json().data.map((p: { code: string }) => p.code)).toEqual([
      'about',
      'contact',
      'guide',
      'policy',
    ]);
    expect(list.json().pagination.total).toBe(4);
  });

  it('are edited by PUT with the content sanitised, and keep staff edits across starts', async () => {
    const id = await pageId('about');
    const res = await call('PUT', `/api/admin/pages/${id}`, {
      title: 'Về Toán Hay',
      content:
        '<h2>Sứ mệnh</h2><p>Học $x^2$ dễ</p><script>alert(1)</script><img src="https://a.vn/x.png" onerror="y()">',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 'about', title: 'Về Toán Hay' });
    expect(res.json().content).not.toMatch(/<script|onerror/);
    expect(res.json().content).toContain('Học $x^2$ dễ');

    await ensurePages(t.database.db);
    const served = await t.request({ method: 'GET', url: '/api/pages/about' });
    expect(served.json()).toMatchObject({ code: 'about', title: 'Về Toán Hay', attachmentUrl: null });
    expect(served.json().content).toContain('<h2>Sứ mệnh</h2>');
    const all = await t.request({ method: 'GET', url: '/api/pages' });
    expect(all.json().data).toHaveLength(4);
    expect(all.json().data.find((p: { code: string }) => p.code === 'about').title).toBe('Về Toán Hay');
  });

  it('refuse create, delete and patch, unknown fields and a blank title, changing nothing', async () => {
    const id = await pageId('policy');
    const post = await call('POST', '/api/admin/pages', { code: 'new', title: 'Mới' });
    expect([404, 405]).toContain(post.statusCode);
    const del = await call('DELETE', `/api/admin/pages/${id}`);
    expect([404, 405]).toContain(del.statusCode);
    const delMany = await call('DELETE', '/api/admin/pages', { ids: [id] });
    expect([404, 405]).toContain(delMany.statusCode);
    const patch = await call('PATCH', `/api/admin/pages/${id}`, { title: 'X' });
    expect([404, 405]).toContain(patch.statusCode);
    const code = await call('PUT', `/api/admin/pages/${id}`, { code: 'other' });
    expect(code.statusCode).toBe(400);
    const blank = await call('PUT', `/api/admin/pages/${id}`, { title: '  ' });
    expect(blank.json().details?.[0]).toMatchObject({ path: 'title', key: 'required' });
    expect((await t.database.db.select({ n: count() }).from(pages))[0]?.n).toBe(4);
    const [row] = await t.database.db.select().from(pages).where(eq(pages.id, id));
    expect([row?.code, row?.title]).toEqual(['policy', 'Chính sách']);
    expect((await call('PUT', '/api/admin/pages/999999', { title: 'X' })).json().code).toBe('NOT_FOUND');
    expect((await t.request({ method: 'GET', url: '/api/pages/khong-co' })).json().code).toBe('NOT_FOUND');
  });

  it('take a PDF attachment and refuse anything else', async () => {
    const id = await pageId('guide');
    const upload = (file: ReturnType<typeof multipartFile>) =>
      t.request({
        method: 'POST',
        url: `/api/admin/pages/${id}/upload`,
        headers: { ...staff.headers, ...file.headers },
        payload: file.payload,
      });
    const lying = await upload(multipartFile(Buffer.from('GIF89a fake'), 'huong-dan.pdf', 'application/pdf'));
    expect(lying.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
    const [untouched] = await t.database.db.select().from(pages).where(eq(pages.id, id));
    expect(untouched?.attachment).toBeNull();

    const first = await upload(multipartFile(TINY_PDF, 'huong-dan.pdf', 'application/pdf'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ attachmentName: 'huong-dan.pdf' });
    const second = await upload(multipartFile(TINY_PDF, 'huong-dan-2.pdf', 'application/pdf'));
    expect((await t.request({ method: 'GET', url: first.json().attachmentUrl })).statusCode).toBe(404);
    const served = await t.request({ method: 'GET', url: '/api/pages/guide' });
    expect(served.json().attachmentUrl).toBe(second.json().attachmentUrl);
  });
});
