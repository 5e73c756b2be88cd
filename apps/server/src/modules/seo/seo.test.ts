import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { copyWebRoutePatterns } from '../../../test/helpers/web-dist-fixture';
import {
  bookImages,
  books,
  categories,
  combos,
  documents,
  images,
  news,
  siteSettings,
} from '../../db/schema';
import { DEFAULT_HOME_DESCRIPTION } from '../site-settings/home-page';
import { SITEMAP_MAX_URLS } from './sitemap';

/** A build whose index.html has a real head (the server cuts it around `<title>`). */
function makeShellFixture() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-seo-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="vi">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <title>ToánHay</title>',
      '    <script type="module" crossorigin src="/assets/index-AbC123xy.js"></script>',
      '  </head>',
      '  <body><div id="root"></div></body>',
      '</html>',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123xy.js'), 'console.log(1);');
  copyWebRoutePatterns(dir);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

const ORIGIN = 'https://toanhay.vn';
const fixture = makeShellFixture();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: fixture.dir, PUBLIC_URL: `${ORIGIN}/` });
});
afterAll(async () => {
  await t.close();
  fixture.remove();
});

const page = (url: string, app: TestApp = t, headers: Record<string, string> = {}) =>
  app.request({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/** The content of `<meta {attr}="{key}" content="…">` in a page, or undefined. */
function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html);
  return match?.[1];
}
const titles = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];

async function insertImage(name: string, variants: number[] = [320, 640, 1024]) {
  const [row] = await t.database.db
    .insert(images)
    .values({ name, file: `${name}.webp`, width: 2000, height: 1000, bytes: 1, variants, alt: `Ảnh ${name}` })
    .returning({ id: images.id });
  return row?.id ?? 0;
}

async function insertBook(values: Partial<typeof books.$inferInsert> & { name: string; slug: string }) {
  const [row] = await t.database.db.insert(books).values(values).returning({ id: books.id });
  return row?.id ?? 0;
}

describe('detail pages carry their own head', () => {
  it('a book page: title, description, canonical, Open Graph and Twitter card', async () => {
    const cover = await insertImage('bia-sach');
    const second = await insertImage('trang-2');
    const id = await insertBook({
      name: 'Chinh phục Toán 12',
      slug: 'chinh-phuc-toan-12',
      summary: 'Tổng ôn kiến thức & bài tập lớp 12.',
    });
    await t.database.db.insert(bookImages).values([
      { bookId: id, imageId: second, position: 1 },
      { bookId: id, imageId: cover, position: 0 },
    ]);

    const res = await page(`/sach/${id}/chinh-phuc-toan-12`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(titles(html)).toEqual(['Chinh phục Toán 12 | ToánHay']);
    expect(meta(html, 'description')).toBe('Tổng ôn kiến thức &amp; bài tập lớp 12.');
    expect(canonical(html)).toBe(`${ORIGIN}/sach/${id}/chinh-phuc-toan-12`);
    expect(meta(html, 'og:title')).toBe('Chinh phục Toán 12');
    expect(meta(html, 'og:description')).toBe('Tổng ôn kiến thức &amp; bài tập lớp 12.');
    expect(meta(html, 'og:type')).toBe('book');
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/sach/${id}/chinh-phuc-toan-12`);
    // The cover (position 0), at its largest stored variant, as an absolute address.
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/uploads/images/bia-sach-1024.webp`);
    expect(meta(html, 'og:image:width')).toBe('1024');
    expect(meta(html, 'og:image:height')).toBe('512');
    expect(meta(html, 'og:image:alt')).toBe('Ảnh bia-sach');
    expect(meta(html, 'og:site_name')).toBe('ToánHay');
    expect(meta(html, 'og:locale')).toBe('vi_VN');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'robots')).toBeUndefined();
    // The rest of the shell is untouched: the app still boots.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-AbC123xy.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('describes an item without summary by the plain text of its content, cut at 160 characters', async () => {
    const content = `<p>Bài <strong>một</strong>: $x^2$</p>${'<p>Giải phương trình bậc hai. </p>'.repeat(20)}`;
    const id = await insertBook({ name: 'Không tóm tắt', slug: 'khong-tom-tat', content });
    const html = (await page(`/sach/${id}/khong-tom-tat`)).body;
    const description = meta(html, 'description') ?? '';
    expect(description.startsWith('Bài một: $x^2$ Giải phương trình bậc hai.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(description).not.toContain('<');
    // No picture: the small card, and no og:image.
    expect(meta(html, 'og:image')).toBeUndefined();
    expect(meta(html, 'twitter:card')).toBe('summary');
  });

  it('escapes every injected value', async () => {
    const evil = '"><script>alert(1)</script>';
    const id = await insertBook({ name: evil, slug: 'evil', summary: `${evil} & '` });
    const res = await page(`/sach/${id}/evil`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    // The only script element is the app's own.
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(titles(res.body)).toEqual(['&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; | ToánHay']);
    expect(meta(res.body, 'og:title')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(meta(res.body, 'description')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;');
  });

  it('rich content with entities and tags gives a description escaped exactly once', async () => {
    const id = await insertBook({
      name: 'Bất đẳng thức',
      slug: 'bat-dang-thuc',
      content: '<p>Chứng minh a &lt; b &amp; b &gt; c</p><script>alert(2)</script><p>"Khó"</p>',
    });
    const html = (await page(`/sach/${id}/bat-dang-thuc`)).body;
    expect(meta(html, 'description')).toBe('Chứng minh a &lt; b &amp; b &gt; c &quot;Khó&quot;');
    expect(html).not.toContain('alert(2)');
  });

  it('a wrong or missing slug answers 301 to the canonical path, keeping the query string', async () => {
    const id = await insertBook({ name: 'Hình học', slug: 'hinh-hoc' });
    const wrong = await page(`/sach/${id}/hinh-hoc-cu?utm_source=fb&x=1`);
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe(`/sach/${id}/hinh-hoc?utm_source=fb&x=1`);
    const missing = await page(`/sach/${id}`);
    expect(missing.statusCode).toBe(301);
    expect(missing.headers.location).toBe(`/sach/${id}/hinh-hoc`);
    // A percent-encoded slug that decodes to the right one is the same page.
    expect((await page(`/sach/${id}/hinh%2Dhoc`)).statusCode).toBe(200);
    expect((await page(`/sach/${id}/hinh-hoc/`)).statusCode).toBe(200);
  });

  it('an unknown, malformed or hidden id serves the app with 404 and noindex, and leaks nothing', async () => {
    const hidden = await insertBook({ name: 'Sách bí mật', slug: 'sach-bi-mat', status: 'INACTIVE' });
    for (const url of [
      '/sach/999999/khong-co',
      '/sach/abc/khong-co',
      '/sach/0/x',
      '/sach/99999999999999999999/x',
      `/sach/${hidden}/sach-bi-mat`,
      `/sach/${hidden}/sai-slug`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(meta(res.body, 'robots')).toBe('noindex');
      expect(titles(res.body)).toEqual(['ToánHay']);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('bí mật');
      expect(res.body).not.toContain('sach-bi-mat');
    }
  });

  it('combo, document and published news pages; drafts and removed news stay hidden', async () => {
    const db = t.database.db;
    const picture = await insertImage('combo-anh', []);
    const [combo] = await db
      .insert(combos)
      .values({ name: 'Combo luyện thi', slug: 'combo-luyen-thi', summary: 'Ba khoá học', imageId: picture })
      .returning({ id: combos.id });
    const [doc] = await db
      .insert(documents)
      .values({ name: 'Đề thi thử', slug: 'de-thi-thu', content: '<p>Đề <em>số 1</em></p>' })
      .returning({ id: documents.id });
    const [hiddenCombo] = await db
      .insert(combos)
      .values({ name: 'Combo ẩn', slug: 'combo-an', status: 'INACTIVE' })
      .returning({ id: combos.id });
    const [hiddenDoc] = await db
      .insert(documents)
      .values({ name: 'Tài liệu ẩn', slug: 'tai-lieu-an', status: 'INACTIVE' })
      .returning({ id: documents.id });
    const published = new Date('2026-03-04T05:06:07Z');
    const newsRows = await db
      .insert(news)
      .values([
        {
          title: 'Khai giảng',
          slug: 'khai-giang',
          summary: 'Lịch khai giảng',
          state: 'publish',
          publishedAt: published,
        },
        { title: 'Bản nháp', slug: 'ban-nhap', state: 'draft' },
        { title: 'Đã gỡ', slug: 'da-go', state: 'remove', publishedAt: published },
      ])
      .returning({ id: news.id });
    const [live, draft, removed] = newsRows.map((n) => n.id);

    const comboHtml = (await page(`/combo/${combo?.id}/combo-luyen-thi`)).body;
    expect(titles(comboHtml)).toEqual(['Combo luyện thi | ToánHay']);
    expect(canonical(comboHtml)).toBe(`${ORIGIN}/combo/${combo?.id}/combo-luyen-thi`);
    expect(meta(comboHtml, 'og:type')).toBe('website');
    // No variants: the original picture.
    expect(meta(comboHtml, 'og:image')).toBe(`${ORIGIN}/uploads/images/combo-anh.webp`);

    const docHtml = (await page(`/tai-lieu/${doc?.id}/de-thi-thu`)).body;
    expect(titles(docHtml)).toEqual(['Đề thi thử | ToánHay']);
    expect(meta(docHtml, 'description')).toBe('Đề số 1');
    expect(canonical(docHtml)).toBe(`${ORIGIN}/tai-lieu/${doc?.id}/de-thi-thu`);

    const newsHtml = (await page(`/tin-tuc/${live}/khai-giang`)).body;
    expect(titles(newsHtml)).toEqual(['Khai giảng | ToánHay']);
    expect(meta(newsHtml, 'og:type')).toBe('article');
    expect(meta(newsHtml, 'article:published_time')).toBe(published.toISOString());
    expect((await page(`/tin-tuc/${live}/cu?a=b`)).headers.location).toBe(`/tin-tuc/${live}/khai-giang?a=b`);

    for (const url of [
      `/tin-tuc/${draft}/ban-nhap`,
      `/tin-tuc/${removed}/da-go`,
      `/combo/${hiddenCombo?.id}/combo-an`,
      `/tai-lieu/${hiddenDoc?.id}/tai-lieu-an`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(meta(res.body, 'robots')).toBe('noindex');
      expect(res.body).not.toMatch(/Bản nháp|Đã gỡ|Combo ẩn|Tài liệu ẩn/);
    }
  });

  it('list pages keep the default head', async () => {
    for (const url of ['/danh-muc/sach', '/danh-muc/sach/1/lop-12', '/tin-tuc', '/gio-hang']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(titles(res.body), url).toEqual(['ToánHay']);
      expect(canonical(res.body)).toBeUndefined();
      expect(meta(res.body, 'robots')).toBeUndefined();
    }
    // Not a page of the app at all: the shell with 404 and noindex (the app shows its 404 page).
    for (const url of ['/sach', '/sach/1/x/y']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(meta(res.body, 'robots'), url).toBe('noindex');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });
});

describe('the home page carries its own head', () => {
  const setSettings = (values: Record<string, string>) =>
    t.database.db
      .insert(siteSettings)
      .values(Object.entries(values).map(([key, value]) => ({ key, value })))
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value` } });
  afterAll(async () => {
    await t.database.db.delete(siteSettings);
  });

  it('without a description in site settings: a Vietnamese default, canonical and Open Graph', async () => {
    await t.database.db.delete(siteSettings);
    for (const url of ['/', '/?utm_source=zalo']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = res.body;
      expect(titles(html), url).toEqual(['Học toán trực tuyến cùng thầy cô giỏi | ToánHay']);
      const description = meta(html, 'description') ?? '';
      expect(description).toBe(DEFAULT_HOME_DESCRIPTION);
      expect(description).toMatch(/học toán trực tuyến/);
      expect(description.length).toBeGreaterThan(50);
      expect(description.length).toBeLessThanOrEqual(160);
      // The query string is not part of the page's address.
      expect(canonical(html), url).toBe(`${ORIGIN}/`);
      expect(meta(html, 'og:url')).toBe(`${ORIGIN}/`);
      expect(meta(html, 'og:type')).toBe('website');
      expect(meta(html, 'og:title')).toBe('Học toán trực tuyến cùng thầy cô giỏi');
      expect(meta(html, 'og:description')).toBe(DEFAULT_HOME_DESCRIPTION);
      expect(meta(html, 'og:site_name')).toBe('ToánHay');
      expect(meta(html, 'og:locale')).toBe('vi_VN');
      expect(meta(html, 'twitter:card')).toBe('summary');
      expect(meta(html, 'robots')).toBeUndefined();
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-AbC123xy.js"></script>');
    }
  });

  it("uses the site settings' description and name, collapsed, cut and escaped", async () => {
    await setSettings({
      siteName: 'Toán <Hay>',
      description: '  Luyện thi vào lớp 10 & THPT quốc gia\n cùng "thầy" giỏi.  ',
    });
    const html = (await page('/')).body;
    expect(meta(html, 'description')).toBe(
      'Luyện thi vào lớp 10 &amp; THPT quốc gia cùng &quot;thầy&quot; giỏi.',
    );
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
    expect(meta(html, 'og:site_name')).toBe('Toán &lt;Hay&gt;');
    expect(titles(html)).toEqual(['Học toán trực tuyến cùng thầy cô giỏi | Toán &lt;Hay&gt;']);

    await setSettings({ description: 'Dài '.repeat(100) });
    const long = meta((await page('/')).body, 'description') ?? '';
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('…')).toBe(true);

    // Blank in settings: the default again.
    await setSettings({ description: '   ' });
    expect(meta((await page('/')).body, 'description')).toBe(DEFAULT_HOME_DESCRIPTION);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows all but the back office and the API, and points at the sitemap', async () => {
    const res = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api',
      '',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      '',
    ]);
  });

  it('lists the fixed pages, visible categories and items with lastmod, and nothing hidden', async () => {
    const db = t.database.db;
    await db.execute(sql`truncate ${books}, ${combos}, ${documents}, ${news}, ${categories} cascade`);
    const updated = new Date('2026-02-03T10:00:00Z');
    const [book] = await db
      .insert(books)
      .values([
        { name: 'Sách A', slug: 'sach-a', updatedAt: updated },
        { name: 'Sách ẩn', slug: 'sach-an', status: 'INACTIVE' },
      ])
      .returning({ id: books.id });
    const [combo] = await db
      .insert(combos)
      .values([
        { name: 'Combo A', slug: 'combo-a', updatedAt: updated },
        { name: 'Combo ẩn', slug: 'combo-an', status: 'INACTIVE' },
      ])
      .returning({ id: combos.id });
    const [doc] = await db
      .insert(documents)
      .values([
        { name: 'Tài liệu A', slug: 'tai-lieu-a', updatedAt: updated },
        { name: 'Tài liệu ẩn', slug: 'tai-lieu-an', status: 'INACTIVE' },
      ])
      .returning({ id: documents.id });
    const [item] = await db
      .insert(news)
      .values([
        { title: 'Tin A', slug: 'tin-a', state: 'publish', updatedAt: updated },
        { title: 'Tin nháp', slug: 'tin-nhap', state: 'draft' },
      ])
      .returning({ id: news.id });
    const cats = await db
      .insert(categories)
      .values([
        { type: 'BOOK', name: 'Lớp 12', slug: 'lop-12', updatedAt: updated },
        { type: 'DOCUMENT', name: 'Đề thi', slug: 'de-thi', updatedAt: updated },
        { type: 'COURSE', name: 'Luyện thi', slug: 'luyen-thi', updatedAt: updated },
        { type: 'EXAM', name: 'Thi thử', slug: 'thi-thu', updatedAt: updated },
        { type: 'IMAGE', name: 'Ảnh', slug: 'anh' },
        { type: 'BOOK', name: 'Lớp ẩn', slug: 'lop-an', status: 'INACTIVE' },
      ])
      .returning({ id: categories.id });
    const [bookCat, docCat, courseCat, examCat] = cats.map((c) => c.id);

    const res = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(res.body.trimEnd().endsWith('</urlset>')).toBe(true);

    const entries = [
      ...res.body.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g),
    ];
    const lastmod = Object.fromEntries(entries.map((m) => [m[1], m[2] ?? null]));
    expect(lastmod).toEqual({
      [`${ORIGIN}/`]: null,
      [`${ORIGIN}/danh-muc/sach`]: null,
      [`${ORIGIN}/danh-muc/khoa-hoc`]: null,
      [`${ORIGIN}/danh-muc/tai-lieu`]: null,
      [`${ORIGIN}/danh-muc/de-thi`]: null,
      [`${ORIGIN}/tin-tuc`]: null,
      [`${ORIGIN}/danh-muc/sach/${bookCat}/lop-12`]: '2026-02-03',
      [`${ORIGIN}/danh-muc/tai-lieu/${docCat}/de-thi`]: '2026-02-03',
      [`${ORIGIN}/danh-muc/khoa-hoc/${courseCat}/luyen-thi`]: '2026-02-03',
      [`${ORIGIN}/danh-muc/de-thi/${examCat}/thi-thu`]: '2026-02-03',
      [`${ORIGIN}/sach/${book?.id}/sach-a`]: '2026-02-03',
      [`${ORIGIN}/combo/${combo?.id}/combo-a`]: '2026-02-03',
      [`${ORIGIN}/tai-lieu/${doc?.id}/tai-lieu-a`]: '2026-02-03',
      [`${ORIGIN}/tin-tuc/${item?.id}/tin-a`]: '2026-02-03',
    });
    expect(entries).toHaveLength(14);
  });

  it(`stops at ${SITEMAP_MAX_URLS} URLs, reading in bounded batches`, async () => {
    const db = t.database.db;
    await db.execute(sql`truncate ${books}, ${combos}, ${documents}, ${news}, ${categories} cascade`);
    await db.execute(
      sql`insert into books (name, slug) select 'Sách ' || g, 'sach-' || g from generate_series(1, ${SITEMAP_MAX_URLS + 10}) g`,
    );
    await db.execute(sql`insert into news (title, slug, state) values ('Tin cuối', 'tin-cuoi', 'publish')`);
    let statements = 0;
    const stop = t.database.observeQueries(() => statements++);
    const res = await t.request({ method: 'GET', url: '/sitemap.xml' });
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
    expect(res.body).not.toContain('tin-cuoi');
    expect(res.body.trimEnd().endsWith('</urlset>')).toBe(true);
    // 5,000 rows a statement: about ten statements, never one per row nor one unbounded read.
    expect(statements).toBeGreaterThanOrEqual(10);
    expect(statements).toBeLessThanOrEqual(15);
  }, 60_000);
});

describe('the public origin without PUBLIC_URL', () => {
  let proxied: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({
      WEB_DIST_DIR: fixture.dir,
      TRUST_PROXY: 'true',
      ALLOWED_HOSTS: 'hoctoan.example.vn,lan.example:8080',
    });
    direct = await createTestApp({ WEB_DIST_DIR: fixture.dir });
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
  });

  async function insertVisibleBook(app: TestApp) {
    const [row] = await app.database.db
      .insert(books)
      .values({ name: 'Đại số', slug: 'dai-so' })
      .returning({ id: books.id });
    return row?.id ?? 0;
  }
  const get = (app: TestApp, url: string, headers: Record<string, string>) =>
    app.request({ method: 'GET', url, headers });

  it('follows an allowed host, forwarded by a trusted proxy or in the Host header', async () => {
    const id = await insertVisibleBook(proxied);
    const forwarded = await page(`/sach/${id}/dai-so`, proxied, {
      host: 'internal:3000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'hoctoan.example.vn',
    });
    expect(canonical(forwarded.body)).toBe(`https://hoctoan.example.vn/sach/${id}/dai-so`);
    const lan = await page(`/sach/${id}/dai-so`, proxied, { host: 'lan.example:8080' });
    expect(canonical(lan.body)).toBe(`http://lan.example:8080/sach/${id}/dai-so`);
    const robots = await get(proxied, '/robots.txt', { host: 'lan.example:8080' });
    expect(robots.body).toContain('Sitemap: http://lan.example:8080/sitemap.xml');
    const sitemap = await get(proxied, '/sitemap.xml', { host: 'lan.example:8080' });
    expect(sitemap.body).toContain(`<loc>http://lan.example:8080/sach/${id}/dai-so</loc>`);
  });

  it('by default follows localhost, 127.0.0.1 and [::1] on any port (the Vite dev server, a LAN test)', async () => {
    const id = await insertVisibleBook(direct);
    for (const host of ['localhost:5173', '127.0.0.1:3000', '[::1]:8080', 'LOCALHOST:5173']) {
      const res = await page(`/sach/${id}/dai-so`, direct, { host });
      expect(canonical(res.body), host).toBe(`http://${host.toLowerCase()}/sach/${id}/dai-so`);
    }
  });

  it('never writes a forged host into a page head, the sitemap or robots.txt', async () => {
    const proxiedId = await insertVisibleBook(proxied);
    const directId = await insertVisibleBook(direct);
    const image = await direct.database.db
      .insert(images)
      .values({
        name: 'bia',
        file: 'bia.webp',
        width: 2000,
        height: 1000,
        bytes: 1,
        variants: [640],
        alt: 'Bìa',
      })
      .returning({ id: images.id });
    await direct.database.db
      .insert(bookImages)
      .values({ bookId: directId, imageId: image[0]?.id ?? 0, position: 0 });
    const forgeries: [TestApp, number, Record<string, string>][] = [
      [direct, directId, { host: 'evil.example' }],
      [direct, directId, { host: 'localhost.evil.example' }],
      [direct, directId, { host: 'evil"><x' }],
      // Forwarded headers count only behind a trusted proxy, and only for allowed hosts there too.
      [direct, directId, { host: 'localhost:3000', 'x-forwarded-host': 'evil.example' }],
      [proxied, proxiedId, { host: 'localhost:3000', 'x-forwarded-host': 'evil.example' }],
      [proxied, proxiedId, { host: 'lan.example:9999' }],
    ];
    for (const [app, id, headers] of forgeries) {
      const label = JSON.stringify(headers);
      const detail = await page(`/sach/${id}/dai-so`, app, headers);
      expect(detail.statusCode, label).toBe(200);
      expect(canonical(detail.body), label).toBe(`http://localhost:3000/sach/${id}/dai-so`);
      expect(meta(detail.body, 'og:url'), label).toBe(`http://localhost:3000/sach/${id}/dai-so`);
      expect(detail.body, label).not.toMatch(/evil|:9999/);
      const sitemap = await get(app, '/sitemap.xml', headers);
      expect(sitemap.body, label).toContain(`<loc>http://localhost:3000/sach/${id}/dai-so</loc>`);
      expect(sitemap.body, label).not.toMatch(/evil|:9999/);
      const robots = await get(app, '/robots.txt', headers);
      expect(robots.body, label).toContain('Sitemap: http://localhost:3000/sitemap.xml');
      expect(robots.body, label).not.toMatch(/evil|:9999/);
    }
    const withPicture = await page(`/sach/${directId}/dai-so`, direct, { host: 'evil.example' });
    expect(meta(withPicture.body, 'og:image')).toMatch(/^http:\/\/localhost:3000\/uploads\//);
  });
});
