import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, skipBrowserJourneys, warnIfNoChromium } from './helpers/browser';
import { useJourneys } from './helpers/journeys';

warnIfNoChromium();

type Box = { x: number; y: number; width: number; height: number };

const PHONE_MESSAGE_VI = 'Số điện thoại không hợp lệ!';
const PHONE_MESSAGE_EN = 'Not a valid phone number!';
const CONTACT_MESSAGE_EN = 'Enter a phone number or an email so we can reach you';
const NO_PROBLEMS = { consoleErrors: [], pageErrors: [], failedRequests: [] };

type Seeded = {
  categoryId: number;
  categoryName: string;
  categorySlug: string;
  bookId: number;
  bookName: string;
  bookSlug: string;
};

/**
 * Presses a player's poster and answers the address the player then loads. Before the press no frame
 * document was requested and no frame is in the page: the poster stands in the player's place.
 */
async function playFromPoster(
  page: Page,
  poster: Locator,
  player: Locator,
  screenshot: string,
): Promise<URL> {
  const frames: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() !== page.mainFrame())
      frames.push(request.url());
  });
  await poster.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(frames, 'no player loaded before play').toEqual([]);
  expect(await page.locator('iframe').count()).toBe(0);
  await saveScreenshot(page, screenshot, { fullPage: false });
  await poster.click();
  await player.waitFor({ state: 'attached' });
  return new URL((await player.getAttribute('src')) ?? '');
}

/** A book category and a book in it, made through the admin API as staff would, with names of this run. */
async function seedBook(baseUrl: string): Promise<Seeded> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'quantrivien', password: 'matkhau123' }),
  });
  expect(login.status).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}/api/admin${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify(body),
    });
    expect(response.status, `POST ${path}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const run = Date.now().toString(36);
  const category = await post<{ id: number; name: string; slug: string }>('/categories', {
    type: 'BOOK',
    name: `Sách hành trình ${run}`,
  });
  const book = await post<{ id: number; name: string; slug: string }>('/books', {
    name: `Tuyển tập hình học ${run}`,
    categoryIds: [category.id],
    salePrice: 125000,
    coverPrice: 150000,
    quantity: 20,
    author: 'Nguyễn Thị Hoa',
    pages: 240,
    summary: 'Bài tập hình học có lời giải chi tiết.',
    saleStatus: 'AVAILABLE',
  });
  return {
    categoryId: category.id,
    categoryName: category.name,
    categorySlug: category.slug,
    bookId: book.id,
    bookName: book.name,
    bookSlug: book.slug,
  };
}

async function fillOrder(page: Page, phone: string, labels: { name: string; phone: string }) {
  await page.getByLabel(labels.name).fill('Trần Minh Khoa');
  await page.getByLabel(labels.phone).fill(phone);
}

describe.skipIf(skipBrowserJourneys)('storefront journeys in a real browser', () => {
  const journeys = useJourneys();
  const { open } = journeys;

  it('a visitor goes from home to a category and a book, and orders it after fixing a bad phone', async () => {
    const seeded = await seedBook(journeys.url);

    const opened = await open('/');
    const { page } = opened;
    await page.getByRole('heading', { level: 1, name: 'Học toán trực tuyến cùng thầy cô giỏi' }).waitFor();
    // The newest books section lists the book just created.
    const newBooks = page.getByRole('region', { name: 'Sách mới' });
    await newBooks.getByRole('link', { name: seeded.bookName }).waitFor();

    // The book listing, then its category from the sidebar.
    await page.getByRole('link', { name: 'Xem sách' }).first().click();
    await page.waitForURL('**/danh-muc/sach');
    await page.getByRole('heading', { level: 1, name: 'Sách' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Danh mục' })
      .getByRole('link', { name: seeded.categoryName })
      .click();
    await page.waitForURL(`**/danh-muc/sach/${seeded.categoryId}/${seeded.categorySlug}`);
    await page.getByRole('heading', { level: 1, name: seeded.categoryName }).waitFor();
    // Only the new category's one book, once the previous page's cards (kept while loading) are replaced.
    await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBe(1);

    await page.getByRole('link', { name: seeded.bookName }).click();
    await page.getByRole('heading', { level: 1, name: seeded.bookName }).waitFor();
    await expect.poll(() => page.title()).toBe(`${seeded.bookName} | ToánHay`);
    expect(await page.getByText('125.000 ₫').count()).toBeGreaterThan(0);

    const orders: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/simple-orders'))
        orders.push(request.url());
    });

    await fillOrder(page, '12345', { name: 'Họ và tên', phone: 'Số điện thoại' });
    await page.getByRole('button', { name: 'Đặt mua' }).click();
    await page.getByText(PHONE_MESSAGE_VI).waitFor();
    expect(orders).toHaveLength(0);
    await saveScreenshot(page, 'storefront-book-bad-phone-vi');

    await page.getByLabel('Số điện thoại').fill('0912345678');
    await expect.poll(() => page.getByText(PHONE_MESSAGE_VI).count()).toBe(0);
    // A double click sends one order: the button is busy from the first click on.
    await page.getByRole('button', { name: 'Đặt mua' }).dblclick();
    await page.getByText('Đặt sách thành công!').waitFor();
    expect(orders).toHaveLength(1);

    await page.waitForLoadState('networkidle');
    expect(opened.problems).toEqual(NO_PROBLEMS);
  });

  it('shows the English phone message to a visitor who reads the site in English', async () => {
    const seeded = await seedBook(journeys.url);
    const opened = await open(`/sach/${seeded.bookId}/sai-duong-dan`);
    await opened.context.addCookies([{ name: 'lang', value: 'en', url: journeys.url }]);
    await opened.page.reload();
    const { page } = opened;

    await page.getByRole('heading', { level: 1, name: seeded.bookName }).waitFor();
    // A wrong slug is replaced by the canonical address.
    await page.waitForURL(`**/sach/${seeded.bookId}/${seeded.bookSlug}`);

    const orders: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/simple-orders'))
        orders.push(request.url());
    });
    // A name alone cannot be called back: the phone field asks for a phone or an email, and takes focus.
    await page.getByLabel('Full name').fill('Trần Minh Khoa');
    await page.getByRole('button', { name: 'Place order' }).click();
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    expect(await phone.evaluate((input) => input === document.activeElement)).toBe(true);
    await expect
      .poll(() =>
        phone.evaluate(
          (input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent,
        ),
      )
      .toBe(CONTACT_MESSAGE_EN);
    expect(orders).toHaveLength(0);
    await saveScreenshot(page, 'storefront-book-no-contact-en');

    await fillOrder(page, '0123', { name: 'Full name', phone: 'Phone number' });
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText(PHONE_MESSAGE_EN).waitFor();
    await saveScreenshot(page, 'storefront-book-bad-phone-en');

    await page.getByLabel('Phone number').fill('0987654321');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText('Your order was placed successfully!').waitFor();
  });

  it('keeps the price and the order button at the bottom of a phone screen until the form shows', async () => {
    const seeded = await seedBook(journeys.url);
    const opened = await open(`/sach/${seeded.bookId}/${seeded.bookSlug}`, { width: 390, height: 844 });
    const { page } = opened;
    const bar = page.getByRole('region', { name: 'Mua sách' });
    await bar.getByText('125.000 ₫').waitFor();
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'storefront-book-buy-bar-390');

    // The bar leads to the form, ready to type in, and steps aside while the form is on screen.
    await bar.getByRole('button', { name: 'Đặt mua' }).click();
    const name = page.getByRole('textbox', { name: 'Họ và tên' });
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    await expect
      .poll(async () => (await page.locator('section[aria-label="Mua sách"]').boundingBox())?.y)
      .toBeGreaterThanOrEqual(844);
    await page.waitForLoadState('networkidle');
    expect(opened.problems).toEqual(NO_PROBLEMS);
  });

  it('shows the 404 state for a book that does not exist', async () => {
    const { page } = await open('/sach/999999/khong-co');
    await page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang yêu cầu' }).waitFor();
    await page.getByRole('link', { name: 'Xem danh sách sách' }).waitFor();
  });

  it("writes each slide's title and subtitle as text over its picture, clear of the arrows on a phone", async () => {
    const home = (await (await fetch(`${journeys.url}/api/home`)).json()) as {
      slideshow: { title: string; subtitle: string }[];
    };
    const [first] = home.slideshow;
    expect(first?.subtitle, 'the demo slides have a subtitle').toBeTruthy();
    const opened = await open('/', { width: 390, height: 844 });
    const { page } = opened;
    const slide = page.locator('[aria-roledescription="slide"]').first();
    const title = slide.getByText(first?.title ?? '', { exact: true });
    const subtitle = slide.getByText(first?.subtitle ?? '', { exact: true });
    await title.waitFor();
    const box = async (locator: Locator) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error(`${locator} is not on the page`);
      return found;
    };
    const overlaps = (a: Box, b: Box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    const picture = await box(slide.locator('img'));
    const arrows = [
      await box(page.getByRole('button', { name: 'Ảnh trước' })),
      await box(page.getByRole('button', { name: 'Ảnh tiếp theo' })),
    ];
    for (const [name, text] of [
      ['title', title],
      ['subtitle', subtitle],
    ] as const) {
      const where = await box(text);
      for (const arrow of arrows) expect(overlaps(where, arrow), `${name} under an arrow`).toBe(false);
      // Over the picture, not beside it.
      expect(overlaps(where, picture), `${name} over the picture`).toBe(true);
    }
    const fontSize = (locator: Locator) =>
      locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    expect(await fontSize(title)).toBeGreaterThanOrEqual(18);
    expect(await fontSize(subtitle)).toBeGreaterThanOrEqual(14);
    await saveScreenshot(page, 'storefront-home-slide-390', { fullPage: false });
    await page.waitForLoadState('networkidle');
    expect(opened.problems).toEqual(NO_PROBLEMS);
  });
  it('loads a live embed on home only when the visitor presses play, then plays it', async () => {
    const home = (await (await fetch(`${journeys.url}/api/home`)).json()) as {
      embedLives: { title: string; embedUrl: string }[];
    };
    const [live] = home.embedLives;
    if (!live) throw new Error('the demo data holds no live embed');
    const opened = await open('/', { width: 390, height: 844 });
    const { page } = opened;
    const src = await playFromPoster(
      page,
      page.getByRole('button', { name: `Xem video: ${live.title}` }),
      page.locator(`iframe[title="${live.title}"]`),
      'storefront-home-live-390',
    );
    expect(`${src.origin}${src.pathname}`).toBe(
      new URL(live.embedUrl).origin + new URL(live.embedUrl).pathname,
    );
    expect(src.searchParams.get('autoplay')).toBe('1');
  });

  it("loads a book's YouTube trailer only when the visitor presses play, then plays it", async () => {
    const list = (await (await fetch(`${journeys.url}/api/books?limit=50`)).json()) as {
      data: { id: number }[];
    };
    const details = await Promise.all(
      list.data.map(
        async (item) =>
          (await (await fetch(`${journeys.url}/api/books/${item.id}`)).json()) as {
            id: number;
            slug: string;
            name: string;
            trailerUrl: string | null;
          },
      ),
    );
    const book = details.find((detail) => detail.trailerUrl?.includes('youtube'));
    if (!book?.trailerUrl) throw new Error('the demo data holds no book with a YouTube trailer');
    const opened = await open(`/sach/${book.id}/${book.slug}`, { width: 390, height: 844 });
    const { page } = opened;
    const src = await playFromPoster(
      page,
      page.getByRole('button', { name: 'Xem video giới thiệu' }),
      page.locator(`iframe[title="Video giới thiệu: ${book.name}"]`),
      'storefront-book-trailer-390',
    );
    expect(`${src.origin}${src.pathname}`).toBe(
      `https://www.youtube-nocookie.com/embed/${book.trailerUrl.slice(-11)}`,
    );
    expect(src.searchParams.get('autoplay')).toBe('1');
  });

  it('keeps a news article with an attachment within a phone screen', async () => {
    const list = (await (await fetch(`${journeys.url}/api/news`)).json()) as { data: { id: number }[] };
    const details = await Promise.all(
      list.data.map(
        async (item) =>
          (await (await fetch(`${journeys.url}/api/news/${item.id}`)).json()) as {
            id: number;
            slug: string;
            attachmentUrl: string | null;
          },
      ),
    );
    const withAttachment = details.find((news) => news.attachmentUrl);
    expect(withAttachment, 'the demo data has a news article with an attachment').toBeDefined();
    const opened = await open(`/tin-tuc/${withAttachment?.id}/${withAttachment?.slug}`, {
      width: 390,
      height: 844,
    });
    const { page } = opened;
    await page.getByRole('button', { name: /Tải tệp đính kèm|\.pdf/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'storefront-news-attachment-390');
    await page.waitForLoadState('networkidle');
    expect(opened.problems).toEqual(NO_PROBLEMS);
  });

  it('scrolls a home row page by page with its arrow buttons on a desktop', async () => {
    const opened = await open('/', { width: 1366, height: 900 });
    const { page } = opened;
    const newBooks = page.getByRole('region', { name: 'Sách mới' });
    await newBooks.getByRole('link', { name: 'Xem tất cả' }).waitFor();
    expect(await newBooks.getByRole('link', { name: 'Xem tất cả' }).getAttribute('href')).toBe(
      '/danh-muc/sach',
    );
    // At the start there is nothing before: only "next" shows.
    const next = newBooks.getByRole('button', { name: 'Xem các mục tiếp theo' });
    await next.waitFor();
    expect(await newBooks.getByRole('button', { name: 'Xem các mục trước' }).count()).toBe(0);
    await next.focus();
    await page.keyboard.press('Enter');
    const previous = newBooks.getByRole('button', { name: 'Xem các mục trước' });
    await previous.waitFor();
    // Pressing "next" to the end of the row: the arrow goes, and the keyboard lands on "previous", not on
    // the page's start.
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    for (let press = 0; press < 10 && (await focusedLabel()) === 'Xem các mục tiếp theo'; press++) {
      // The row is the arrow's first sibling; wait for the end of the smooth scroll of one page.
      const scrolled = next.evaluate(
        (button) =>
          new Promise((resolve) =>
            button.parentElement?.firstElementChild?.addEventListener('scrollend', resolve, { once: true }),
          ),
      );
      await page.keyboard.press('Enter');
      await scrolled;
    }
    expect(await next.count()).toBe(0);
    await expect.poll(focusedLabel).toBe('Xem các mục trước');
    await page.waitForLoadState('networkidle');
    expect(opened.problems).toEqual(NO_PROBLEMS);
  });
});
