import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { news } from '../../db/schema';
import { insertImage, multipartFile, TINY_MP4, TINY_PDF } from '../books/catalogue.fixtures';

let t: TestApp;
let staff: SignedIn;

beforeAll(async () => {
  // A 1 MB file limit so the oversize case needs only a small buffer.
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

let titleCounter = 0;
async function createNews(values: Record<string, unknown> = {}) {
  titleCounter++;
  const res = await call('POST', '/api/admin/news', { title: `Tin số ${titleCounter}`, ...values });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json();
}

const newsCount = async () => (await t.database.db.select({ n: count() }).from(news))[0]?.n;

describe('admin news', () => {
  it('creates a draft with a slug and the picture, publishes it once, and keeps the first publication date', async () => {
    const image = await insertImage(t);
    const created = await call('POST', '/api/admin/news', {
      title: 'Lịch thi THPT Quốc gia 2025',
      summary: 'Tóm tắt',
      content: '<p>Nội dung</p>',
      imageId: image.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json();
    expect(item).toMatchObject({
      slug: 'lich-thi-thpt-quoc-gia-2025',
      state: 'draft',
      publishedAt: null,
      attachmentUrl: null,
      image: { id: image.id },
    });

    const published = await call('PATCH', `/api/admin/news/${item.id}`, { state: 'publish' });
    const publishedAt = published.json().publishedAt as string;
    expect(publishedAt).toEqual(expect.any(String));
    await call('PATCH', `/api/admin/news/${item.id}`, { state: 'remove' });
    const again = await call('PUT', `/api/admin/news/${item.id}`, {
      state: 'publish',
      title: 'Lịch thi mới',
    });
    expect(again.json()).toMatchObject({ publishedAt, slug: 'lich-thi-moi', state: 'publish' });

    const cleared = await call('PATCH', `/api/admin/news/${item.id}`, { imageId: null });
    expect(cleared.json()).toMatchObject({ imageId: null, image: null });
  });

  it('refuses a title already used in any case, with NEWS_TITLE_EXISTS, on create and on rename', async () => {
    const first = await createNews({ title: 'Thông Báo Nghỉ Tết' });
    const before = await newsCount();
    const dup = await call('POST', '/api/admin/news', { title: 'thông báo nghỉ tết' });
    expect([dup.statusCode, dup.json().code]).toEqual([409, 'NEWS_TITLE_EXISTS']);
    expect(await newsCount()).toBe(before);
    const other = await createNews();
    const rename = await call('PATCH', `/api/admin/news/${other.id}`, { title: 'THÔNG BÁO NGHỈ TẾT' });
    expect(rename.json().code).toBe('NEWS_TITLE_EXISTS');
    expect((await call('GET', `/api/admin/news/${other.id}`)).json().title).toBe(other.title);
    // Saving an article under its own title is not a clash.
    const same = await call('PATCH', `/api/admin/news/${first.id}`, { title: 'Thông Báo Nghỉ Tết' });
    expect(same.statusCode).toBe(200);
  });

  it('refuses bad fields with their keys and changes nothing', async () => {
    const before = await newsCount();
    const res = await call('POST', '/api/admin/news', { title: '', state: 'archived', imageId: 0 });
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(
      res
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['imageId', 'state', 'title']);
    const unknownImage = await call('POST', '/api/admin/news', { title: 'Ảnh lạ', imageId: 999_999 });
    expect(unknownImage.json().details?.[0]).toMatchObject({ path: 'imageId' });
    const extra = await call('POST', '/api/admin/news', { title: 'Thừa', slug: 'x' });
    expect(extra.statusCode).toBe(400);
    expect(await newsCount()).toBe(before);
  });

  it('filters by state and searches the title', async () => {
    const a = await createNews({ title: 'Tuyển sinh lớp 10 chuyên', state: 'publish' });
    await createNews({ title: 'Tuyển sinh nháp' });
    const res = await call('GET', '/api/admin/news?state=publish&q=tuyển sinh');
    expect(res.json().data.map((n: { id: number }) => n.id)).toEqual([a.id]);
    const bad = await call('GET', '/api/admin/news?state=old');
    expect(bad.statusCode).toBe(400);
  });
});

describe('rich text sanitising', () => {
  const dirty =
    '<p onclick="x()">Giải $x^2 + 1 = 0$ và $$\\frac{a}{b}$$</p><script>alert(1)</script><img src="https://cdn.example/a.png" onerror="alert(2)">';

  it('removes scripts and handlers from stored and served content while the maths survives', async () => {
    const item = await createNews({ content: dirty, state: 'publish' });
    for (const content of [
      item.content as string,
      (await call('GET', `/api/admin/news/${item.id}`)).json().content as string,
      (await t.request({ method: 'GET', url: `/api/news/${item.id}` })).json().content as string,
    ]) {
      expect(content).not.toMatch(/<script|onerror|onclick|alert\(1\)/);
      expect(content).toContain('$x^2 + 1 = 0$');
      expect(content).toContain('$$\\frac{a}{b}$$');
      expect(content).toContain('src="https://cdn.example/a.png"');
    }
  });
});

describe('storefront news', () => {
  it('lists only published articles, newest first, 20 a page, and hides drafts and removed ones', async () => {
    await t.database.db.delete(news);
    const base = Date.UTC(2025, 0, 1);
    await t.database.db.insert(news).values(
      Array.from({ length: 23 }, (_, i) => ({
        title: `Bài ${i}`,
        slug: `bai-${i}`,
        state: i === 21 ? 'draft' : i === 22 ? 'remove' : 'publish',
        publishedAt: new Date(base + i * 60_000),
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const page1 = await t.request({ method: 'GET', url: '/api/news' });
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body.pagination).toEqual({ total: 21, offset: 0, limit: 20 });
    expect(body.data).toHaveLength(20);
    expect(body.data[0]).toMatchObject({ title: 'Bài 20', slug: 'bai-20', image: null });
    expect(body.data[0]).not.toHaveProperty('content');
    expect(body.data[0]).not.toHaveProperty('state');
    const page2 = await t.request({ method: 'GET', url: '/api/news?offset=20' });
    expect(page2.json().data.map((n: { title: string }) => n.title)).toEqual(['Bài 0']);

    const [draft] = await t.database.db.select().from(news).where(eq(news.state, 'draft'));
    const hidden = await t.request({ method: 'GET', url: `/api/news/${draft?.id}` });
    expect([hidden.statusCode, hidden.json().code]).toEqual([404, 'NOT_FOUND']);
    const hiddenDownload = await t.request({
      method: 'GET',
      url: `/api/news/download-document/${draft?.id}`,
    });
    expect(hiddenDownload.json().code).toBe('NOT_FOUND');
  });
});

describe('news attachments', () => {
  const upload = (id: number, file: ReturnType<typeof multipartFile>) =>
    t.request({
      method: 'POST',
      url: `/api/admin/news/${id}/upload`,
      headers: { ...staff.headers, ...file.headers },
      payload: file.payload,
    });

  it('attaches a PDF, replaces it (removing the old file) and serves it as a download', async () => {
    const item = await createNews({ state: 'publish' });
    const none = await t.request({ method: 'GET', url: `/api/news/download-document/${item.id}?type=news` });
    expect([none.statusCode, none.json().code]).toEqual([404, 'DOCUMENT_NOT_ATTACHED']);

    const first = await upload(item.id, multipartFile(TINY_PDF, 'Đề cương ôn tập.pdf', 'application/pdf'));
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().attachmentUrl as string;
    expect(firstUrl).toMatch(/^\/uploads\/attachments\/[\w-]+\.pdf$/);
    expect(first.json().attachmentName).toBe('Đề cương ôn tập.pdf');
    expect((await t.request({ method: 'GET', url: firstUrl })).statusCode).toBe(200);

    const second = await upload(item.id, multipartFile(TINY_PDF, 'dap-an.pdf', 'application/pdf'));
    const secondUrl = second.json().attachmentUrl as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await t.request({ method: 'GET', url: firstUrl })).statusCode).toBe(404);

    const download = await t.request({
      method: 'GET',
      url: `/api/news/download-document/${item.id}?type=news`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="dap-an.pdf"/);
    expect(download.rawPayload.equals(TINY_PDF)).toBe(true);
    const detail = await t.request({ method: 'GET', url: `/api/news/${item.id}` });
    expect(detail.json()).toMatchObject({ attachmentUrl: secondUrl, attachmentName: 'dap-an.pdf' });

    // Deleting the article removes its file.
    expect((await call('DELETE', `/api/admin/news/${item.id}`)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: secondUrl })).statusCode).toBe(404);
  });

  it('refuses a lying extension, an mp4, an oversize file and an unknown article, changing nothing', async () => {
    const item = await createNews();
    const lying = await upload(
      item.id,
      multipartFile(Buffer.from('<html>not a pdf</html>'), 'a.pdf', 'application/pdf'),
    );
    expect([lying.statusCode, lying.json().code]).toEqual([400, 'FILE_TYPE_NOT_ALLOWED']);
    const video = await upload(item.id, multipartFile(TINY_MP4, 'a.pdf', 'application/pdf'));
    expect(video.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
    const big = Buffer.concat([TINY_PDF, Buffer.alloc(1024 * 1024 + 10, 32)]);
    const oversize = await upload(item.id, multipartFile(big, 'big.pdf', 'application/pdf'));
    expect(oversize.statusCode).toBe(413);
    const [row] = await t.database.db.select().from(news).where(eq(news.id, item.id));
    expect([row?.attachment, row?.attachmentName]).toEqual([null, '']);
    const missing = await upload(987_654, multipartFile(TINY_PDF, 'a.pdf', 'application/pdf'));
    expect(missing.json().code).toBe('NOT_FOUND');
  });
});
