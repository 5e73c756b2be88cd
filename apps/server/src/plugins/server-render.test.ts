import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { makeWebDistFixture } from '../../test/helpers/web-dist-fixture';
import { rules } from '../db/schema';

/*
 * The server's side of server rendering, against a stand-in for the web build's renderer
 * (dist/ssr/entry-server.js): what it is given (the URL, the language cookie, the API in-process) and
 * how its page is sent (status, head, `#root`, data, compression), plus redirect rules answered here.
 * The real renderer's pages are checked end to end in apps/web/e2e/ssr.e2e.ts.
 */
const RENDERER = `
let renders = 0;
export async function renderPage({ url, cookie, fetch }) {
  renders += 1;
  const render = renders;
  if (url.startsWith('/gio-hang')) return { kind: 'shell' };
  if (url.startsWith('/lien-he')) throw new Error('render failed');
  const ping = await (await fetch('/api/ping', { headers: { accept: 'application/json' } })).text();
  const { Readable } = await import('node:stream');
  // React writes the preload of a fetchpriority="high" picture first in the page's HTML.
  const preload = url.startsWith('/danh-muc/tai-lieu')
    ? '<link rel="preload" as="image" imageSrcSet="/uploads/images/a-320.webp 320w" imageSizes="100vw" fetchPriority="high"/>'
    : '';
  return {
    kind: 'page',
    status: 200,
    language: cookie === 'lang=en' ? 'en' : 'vi',
    title: 'Sách | ToánHay',
    assets: {
      styles: ['/assets/page.css', '/assets/missing.css', '/assets/odd.css'],
      scripts: ['/assets/page.js'],
    },
    body: Readable.from([preload + '<main>', 'rendered ' + url, ' ping=' + ping, ' render#' + render, '</main>']),
    dataScript: '<script type="application/json" id="page-data">{"x":"\\\\u003c/script>"}</script>',
  };
}
`;

const fixture = makeWebDistFixture();
fs.mkdirSync(path.join(fixture.dir, 'ssr'));
fs.writeFileSync(path.join(fixture.dir, 'ssr', 'entry-server.js'), RENDERER);
fs.writeFileSync(path.join(fixture.dir, 'assets', 'page.css'), '.card{color:teal}');
fs.writeFileSync(path.join(fixture.dir, 'assets', 'odd.css'), '.x::after{content:"</style><script>"}');
// The shell as Vite writes it: the entry's module script and a preload in the head.
fs.writeFileSync(
  path.join(fixture.dir, 'index.html'),
  `<!doctype html><html lang="vi"><head><title>ToánHay</title>
    <script type="module" crossorigin src="/assets/index-AbC123xy.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-Q1.js">
  </head><body><div id="root"></div></body></html>`,
);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: fixture.dir });
});
afterAll(async () => {
  await t.close();
  fixture.remove();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('server-rendered pages', () => {
  it('puts the rendered app inside #root, with its head, stylesheets and data, reaching the API in-process', async () => {
    const answer = await page('/danh-muc/sach?page=2', { cookie: 'lang=en' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<html lang="en">');
    expect(answer.body).toContain('<title>Sách | ToánHay</title>');
    // The page's stylesheet is in the page (no request before the first paint), with a disabled link
    // naming it so the app never loads it again; one that cannot be read or inlined safely stays a link.
    expect(answer.body).toContain(
      '<style>.card{color:teal}</style><link rel="stylesheet" crossorigin href="/assets/page.css" disabled />',
    );
    expect(answer.body).toContain('<link rel="stylesheet" crossorigin href="/assets/missing.css" />');
    expect(answer.body).toContain('<link rel="stylesheet" crossorigin href="/assets/odd.css" />');
    expect(answer.body).not.toContain('</style><script>');
    // The app's modules are not in the head: the page lists them, entry first, for the loader that
    // starts the app once the page is painted (lib/app-loader.ts).
    const head = answer.body.slice(0, answer.body.indexOf('</head>'));
    expect(head).not.toMatch(/<script type="module"|modulepreload/);
    expect(answer.body).toContain(
      '<script type="application/json" id="app-scripts">["/assets/index-AbC123xy.js","/assets/runtime-Q1.js","/assets/page.js"]</script><script>(()=>{',
    );
    expect(answer.body).toMatch(
      /<div id="root"><main>rendered \/danh-muc\/sach\?page=2 ping=\{"ok":true[^<]*<\/main><\/div>\s*<script type="application\/json" id="page-data">/,
    );
    expect(answer.body).not.toContain('noindex');
    expect(answer.body.endsWith('</html>')).toBe(true);
  });

  it('gzips the page for a browser that accepts it', async () => {
    const answer = await page('/tin-tuc', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.rawPayload).toString('utf8')).toContain('<main>rendered /tin-tuc');
  });

  it('renders the 404 page of an unknown path with a 404 status and noindex', async () => {
    const answer = await page('/khong-ton-tai/o-day');
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain('<meta name="robots" content="noindex" />');
    expect(answer.body).toContain('<main>rendered /khong-ton-tai/o-day');
  });

  it('sends app-like screens, and any page whose rendering fails, as the bare app shell', async () => {
    for (const url of ['/gio-hang', '/lien-he']) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain('<div id="root"></div>');
      expect(answer.body, url).not.toContain('page-data');
    }
  });

  it('answers a redirect rule itself (302 to its target), and never follows an unsafe or inactive one', async () => {
    await t.database.db.insert(rules).values([
      { kind: 'redirect', slug: 'khuyen-mai', targetUrl: '/danh-muc/sach?sale=1' },
      { kind: 'redirect', slug: 'ngoai-trang', targetUrl: '//evil.example' },
      { kind: 'redirect', slug: 'het-han', targetUrl: '/tin-tuc', status: 'INACTIVE' },
    ]);
    const campaign = await page('/khuyen-mai');
    expect(campaign.statusCode).toBe(302);
    expect(campaign.headers.location).toBe('/danh-muc/sach?sale=1');
    for (const url of ['/ngoai-trang', '/het-han']) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers.location, url).toBeUndefined();
    }
    // A rule never shadows a page of the site.
    await t.database.db.insert(rules).values({ kind: 'redirect', slug: 'tin-tuc', targetUrl: '/lien-he' });
    expect((await page('/tin-tuc')).statusCode).toBe(200);
  });

  it('moves the preload of the largest picture into the head, before every script and stylesheet', async () => {
    const answer = await page('/danh-muc/tai-lieu');
    expect(answer.statusCode).toBe(200);
    const preload = answer.body.indexOf(
      '<link rel="preload" as="image" imageSrcSet="/uploads/images/a-320.webp',
    );
    expect(preload).toBeGreaterThan(answer.body.indexOf('<title>'));
    expect(preload).toBeLessThan(answer.body.indexOf('<style>'));
    expect(preload).toBeLessThan(answer.body.indexOf('</head>'));
    expect(answer.body.match(/rel="preload" as="image"/g)).toHaveLength(1);
    expect(answer.body).toContain('<div id="root"><main>rendered /danh-muc/tai-lieu');
  });

  it('never serves the renderer itself as a file', async () => {
    const answer = await t.request({ method: 'GET', url: '/ssr/entry-server.js' });
    expect(answer.body).not.toContain('renderPage');
  });
});

describe('rendered pages are kept a few seconds (PAGE_CACHE_MS)', () => {
  const renderOf = (body: string) => /render#(\d+)/.exec(body)?.[1];
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await signedInAs(t, 'admin');
  });

  it('renders a page once for its visitors, per language, and gzips it once', async () => {
    const first = await page('/danh-muc/khoa-hoc?sort=new');
    const again = await page('/danh-muc/khoa-hoc?sort=new', { 'accept-encoding': 'gzip' });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(again.rawPayload).toString('utf8')).toBe(first.body);
    // Another language, or another address, is another page.
    const english = await page('/danh-muc/khoa-hoc?sort=new', { cookie: 'lang=en' });
    expect(english.body).toContain('<html lang="en">');
    expect(renderOf(english.body)).not.toBe(renderOf(first.body));
    const otherQuery = await page('/danh-muc/khoa-hoc?sort=old');
    expect(renderOf(otherQuery.body)).not.toBe(renderOf(first.body));
  });

  it('renders again at once after an admin edit of public content', async () => {
    const before = renderOf((await page('/tin-tuc?p=cache')).body);
    expect(renderOf((await page('/tin-tuc?p=cache')).body)).toBe(before);
    const edit = await t.request({
      method: 'POST',
      url: '/api/admin/books',
      headers: admin.headers,
      payload: { name: 'Hình học không gian', salePrice: 90_000 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(renderOf((await page('/tin-tuc?p=cache')).body)).not.toBe(before);
  });

  it('shares one render among visitors arriving together', async () => {
    const bodies = await Promise.all(Array.from({ length: 8 }, () => page('/danh-muc/sach?together=1')));
    expect(new Set(bodies.map((answer) => renderOf(answer.body))).size).toBe(1);
  });

  it('keeps no 404 page, no app shell and no failed render', async () => {
    const missing = renderOf((await page('/khong-co/trang-nay')).body);
    expect(renderOf((await page('/khong-co/trang-nay')).body)).not.toBe(missing);
    expect((await page('/lien-he')).body).toContain('<div id="root"></div>');
  });
});
