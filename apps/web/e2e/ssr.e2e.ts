import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  saveScreenshot,
  skipBrowserJourneys,
  warnIfNoChromium,
} from './helpers/browser';
import { type RunningServer, startServer } from './helpers/server';

warnIfNoChromium();

const HOME_TITLE_VI = 'Học toán trực tuyến cùng thầy cô giỏi';
const NOT_FOUND_VI = 'Không tìm thấy trang yêu cầu';
const NO_PROBLEMS = { consoleErrors: [], pageErrors: [], failedRequests: [] };

type Book = { id: number; slug: string; name: string };

/** The JSON the server put into the page for hydration. */
function pageData(html: string): { language: string; queries: { queries: { queryKey: unknown[] }[] } } {
  const match = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('the page carries no data');
  return JSON.parse(match[1]);
}

const queryKeys = (html: string) => pageData(html).queries.queries.map((query) => query.queryKey);
/** What `#root` holds: the rendered app, not the boot spinner. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('id="page-data"'));

describe.skipIf(skipBrowserJourneys)('public pages rendered on the server', () => {
  let server: RunningServer;
  let browser: Browser;
  let book: Book;

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const books = (await (await fetch(`${server.url}/api/books?offset=0&limit=1`)).json()) as {
      data: Book[];
    };
    const first = books.data[0];
    if (!first) throw new Error('the demo data holds no book');
    book = first;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends the home page with its sections and its data in the HTML', async () => {
    const answer = await get('/');
    const html = await answer.text();
    expect(answer.status).toBe(200);
    expect(rootOf(html)).toContain(HOME_TITLE_VI);
    expect(rootOf(html)).toContain('Sách mới');
    expect(queryKeys(html)).toContainEqual(['home']);
    // The hero's picture is asked for first, before any script runs.
    expect(html).toMatch(
      /<link rel="preload" as="image" imageSrcSet="[^"]+" imageSizes="[^"]+" fetchPriority="high"/,
    );
  });

  it('sends a book page and a listing with their content, in the language of the cookie', async () => {
    const bookHtml = await (await get(`/sach/${book.id}/${book.slug}`)).text();
    expect(rootOf(bookHtml)).toContain(book.name);
    expect(queryKeys(bookHtml)).toContainEqual(['books', 'detail', book.id]);
    expect(bookHtml).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/book-page-[^"]+\.css"/);
    // Its formula arrives drawn, with KaTeX's stylesheet (the browser needs no KaTeX script for it).
    expect(rootOf(bookHtml)).toContain('<span class="katex-display">');
    expect(bookHtml).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/katex-[^"]+\.css"/);

    const listing = await get('/danh-muc/sach', { cookie: 'lang=en' });
    const html = await listing.text();
    expect(listing.status).toBe(200);
    expect(html).toContain('<html lang="en"');
    expect(pageData(html).language).toBe('en');
    expect(rootOf(html)).toContain('Online courses');
    expect(rootOf(html)).toContain(book.name.replace(/&/g, '&amp;'));
    expect(html).toContain('<title>Books | ToánHay</title>');
    // The first row's covers are the listing's largest paint: fetched at once, with priority; later ones lazily.
    const covers = [...rootOf(html).matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(
      covers.slice(0, 2).every((tag) => /fetchpriority="high"/i.test(tag) && !/loading="lazy"/.test(tag)),
    ).toBe(true);
    expect(covers.slice(2).every((tag) => /loading="lazy"/.test(tag))).toBe(true);
  });

  it('answers 404 with the rendered not-found page for an unknown book or path, and 301 for a wrong slug', async () => {
    for (const path of ['/sach/999999/khong-co', '/trang-khong-ton-tai']) {
      const answer = await get(path);
      const html = await answer.text();
      expect(answer.status, path).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(rootOf(html)).toContain(NOT_FOUND_VI);
    }
    const wrongSlug = await get(`/sach/${book.id}/ten-cu?ref=zalo`);
    expect(wrongSlug.status).toBe(301);
    expect(wrongSlug.headers.get('location')).toBe(`/sach/${book.id}/${book.slug}?ref=zalo`);
  });

  it('shows the content with JavaScript turned off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/sach/${book.id}/${book.slug}`);
      await page.getByRole('heading', { level: 1, name: book.name }).waitFor();
      await page.goto(`${server.url}/`);
      await page.getByRole('heading', { level: 1, name: HOME_TITLE_VI }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Menu chính' }).getByRole('link').count()).toBe(5);
    } finally {
      await context.close();
    }
  });

  it('paints the page and its cover before it downloads the app, then starts the app', async () => {
    const opened = await openPage(browser, `${server.url}/404`, { width: 390, height: 844 });
    const { page, context } = opened;
    const events: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/[^/]+\.js$/.test(request.url())) events.push('script');
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image') events.push(`image ${new URL(request.url()).pathname}`);
    });
    await page.goto(`${server.url}/sach/${book.id}/${book.slug}`);
    await page.waitForFunction(() => 'interactive' in document.documentElement.dataset);
    const cover = await page
      .locator('#root img[fetchpriority="high"]')
      .first()
      .evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
    // The cover (the page's largest paint) was in before the first script was asked for; the app then
    // started under the page's CSP (a blocked inline script would be a console error).
    expect(events.indexOf(`image ${cover}`)).toBeGreaterThan(-1);
    expect(events.indexOf(`image ${cover}`)).toBeLessThan(events.indexOf('script'));
    expect(opened.problems).toEqual(NO_PROBLEMS);
    // Hydrated: the add-to-cart button works.
    await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Giỏ hàng (1)' }).waitFor();
    await context.close();
  });

  it("renders what is below a phone's first screen only when the visitor scrolls to it", async () => {
    // `content-visibility: auto` on home's sections and a detail page's sections: the
    // browser skips their style and layout while they are off screen (Lighthouse mobile: home's total
    // blocking time 390-670 → 120-260 ms, README "Measured"), and draws them as they come near.
    const { page, context } = await openPage(browser, `${server.url}/`, { width: 390, height: 844 });
    const rendered = (selector: string) =>
      page
        .locator(selector)
        .last()
        .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    const lastSectionTitle = '#root section[aria-labelledby^="home-"] h2';
    expect(await rendered(lastSectionTitle)).toBe(false);
    await page.locator(lastSectionTitle).last().scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(lastSectionTitle)).toBe(true);

    await page.goto(`${server.url}/sach/${book.id}/${book.slug}`);
    const sameCategory = '#same-category';
    expect(await rendered(sameCategory)).toBe(false);
    await page.locator(sameCategory).scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(sameCategory)).toBe(true);
    await context.close();
  });

  it('hydrates without errors or a second fetch of the data, then navigates as an app', async () => {
    for (const language of ['vi', 'en'] as const) {
      for (const path of ['/', `/sach/${book.id}/${book.slug}`]) {
        const opened = await openPage(browser, `${server.url}/404`, { width: 390, height: 844 });
        const { page, context } = opened;
        await context.addCookies([{ name: 'lang', value: language, url: server.url }]);
        const apiCalls: string[] = [];
        const stylesheets: string[] = [];
        const scripts: string[] = [];
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (pathname.startsWith('/api/')) apiCalls.push(request.url());
          if (pathname.endsWith('.css')) stylesheets.push(pathname);
          if (pathname.endsWith('.js')) scripts.push(pathname);
        });
        const warnings: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
        });
        await page.goto(`${server.url}${path}`);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        expect(apiCalls, `${language} ${path}`).toEqual([]);
        // Styled by the stylesheets inlined in the HTML: none of them is downloaded (the app may still
        // load what a part imports later, KaTeX's for formulas), and the page's colours apply.
        const inlined = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map(
            (link) => new URL(link.href).pathname,
          ),
        );
        expect(inlined.length).toBeGreaterThan(0);
        expect(stylesheets.filter((href) => inlined.includes(href))).toEqual([]);
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
          'rgb(247, 249, 251)',
        );
        expect(warnings, `${language} ${path}`).toEqual([]);
        expect(opened.problems).toEqual(NO_PROBLEMS);
        if (path !== '/') {
          // Hydration kept the formula the server drew: the browser never fetched KaTeX's script.
          expect(await page.locator('.katex-display').count()).toBeGreaterThan(0);
          expect(scripts.filter((file) => /\/katex-[^/]+\.js$/.test(file))).toEqual([]);
        }
        await saveScreenshot(page, `ssr-${language}${path === '/' ? '-home' : '-book'}-390`, {
          fullPage: false,
        });

        if (path === '/' && language === 'vi') {
          // Hydrated: a link is a navigation inside the app, which loads the next page's data itself.
          await page.getByRole('link', { name: 'Tài liệu miễn phí' }).click();
          await page.getByRole('heading', { level: 1, name: 'Tài liệu' }).waitFor();
          expect(apiCalls.some((url) => new URL(url).pathname === '/api/documents')).toBe(true);
          // The next page's own stylesheets load as usual; those already in the page never again.
          expect(stylesheets.filter((href) => inlined.includes(href))).toEqual([]);
          expect(opened.problems).toEqual(NO_PROBLEMS);
        }
        await context.close();
      }
    }
  });
});
