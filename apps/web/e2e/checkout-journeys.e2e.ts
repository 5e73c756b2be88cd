import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, skipBrowserJourneys, warnIfNoChromium } from './helpers/browser';
import { DEMO_PASSWORD, useJourneys } from './helpers/journeys';

warnIfNoChromium();

/*
 * Issue 12, the storefront side of commerce: the cart (spec §4 rules), its server quote, the checkout,
 * the order page with the VietQR code, and "my orders".
 *
 * Two kinds of journeys:
 * - "against the server": the whole path on the real API (cart quote, POST /orders, the order view and
 *   its QR image). They run once the checkout server lands (they skip, saying why, while
 *   `POST /api/cart/quote` is not there).
 * - "with answers set by the test": the same screens with the commerce API answered by the test
 *   (Playwright routes), so the browser's own rules are pinned whatever the server does: a changed
 *   price shown and not charged, one request for a double click, ORDER_PRICE_CHANGED re-quoted, the
 *   QR and bank details, a PENDING order turning DONE on screen.
 */

type Item = { id: number; name: string; slug: string; salePrice: number };
type DemoItems = { book: Item; course: Item; combo: Item };

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return (await response.json()) as T;
}

/** A book for sale, a paid course and a combo of the demo catalogue. */
async function demoItems(baseUrl: string): Promise<DemoItems> {
  const books = await getJson<{ data: (Item & { saleStatus: string })[] }>(`${baseUrl}/api/books?limit=50`);
  const courses = await getJson<{ data: Item[] }>(`${baseUrl}/api/courses?limit=50`);
  const combos = await getJson<{ data: Item[] }>(`${baseUrl}/api/combos?limit=50`);
  const book = books.data.find((entry) => entry.saleStatus === 'AVAILABLE' && entry.salePrice > 0);
  const course = courses.data.find((entry) => entry.salePrice > 0);
  const combo = combos.data.find((entry) => entry.salePrice > 0);
  if (!book || !course || !combo) throw new Error('the demo catalogue has no book, course or combo for sale');
  return { book, course, combo };
}

/** The header's cart link, named "Giỏ hàng (n)". */
const cartBadge = (page: Page, count: number, label = 'Giỏ hàng') =>
  page.getByRole('banner').getByRole('link', { name: `${label} (${count})` });

/** A full load of `url`, then the wait for hydration (a click before it would be lost). */
async function goto(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => 'interactive' in document.documentElement.dataset, null, {
    timeout: 15_000,
  });
}

/** A guest puts one book, one course and one combo in the cart from their pages. */
async function fillCart(page: Page, baseUrl: string, items: DemoItems) {
  await goto(page, `${baseUrl}/sach/${items.book.id}/${items.book.slug}`);
  await page.getByRole('heading', { level: 1, name: items.book.name }).waitFor();
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await cartBadge(page, 1).waitFor();
  // A book again: its quantity goes up (spec §4).
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await cartBadge(page, 2).waitFor();

  await goto(page, `${baseUrl}/khoa-hoc/${items.course.id}/${items.course.slug}`);
  await page.getByRole('heading', { level: 1, name: items.course.name }).waitFor();
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await cartBadge(page, 3).waitFor();
  // Added: the button became a link to the cart, so a course cannot be added twice.
  await page.getByRole('link', { name: /Đã có trong giỏ hàng/ }).waitFor();

  await goto(page, `${baseUrl}/combo/${items.combo.id}/${items.combo.slug}`);
  await page.getByRole('heading', { level: 1, name: items.combo.name }).waitFor();
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await cartBadge(page, 4).waitFor();

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(stored).toEqual([
    expect.objectContaining({
      id: items.book.id,
      type: 'BOOK',
      quantity: 2,
      salePrice: items.book.salePrice,
    }),
    expect.objectContaining({ id: items.course.id, type: 'COURSE', quantity: 1 }),
    expect.objectContaining({ id: items.combo.id, type: 'COMBO', quantity: 1 }),
  ]);
}

const vnd = (n: number) => `${n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.')}\u00a0₫`;

async function fillBuyer(page: Page) {
  await page.getByLabel('Họ và tên').fill('Trần Minh Khoa');
  await page.getByLabel('Số điện thoại').fill('0912345678');
}

const WEBHOOK_SECRET = 'e2e-checkout-sepay-secret-0123456789';
const BANK_ENV = {
  BANK_BIN: '970436',
  BANK_NAME: 'Vietcombank',
  BANK_ACCOUNT_NUMBER: '1234567890',
  BANK_ACCOUNT_NAME: 'CONG TY TOAN HAY',
  BANK_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

/** The bank-account service reports a transfer, as SePay posts it, with the bank's own words around the code. */
async function bankReports(baseUrl: string, transfer: { id: number; amount: number; note: string }) {
  const response = await fetch(`${baseUrl}/api/payments/sepay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Apikey ${WEBHOOK_SECRET}` },
    body: JSON.stringify({
      id: transfer.id,
      gateway: 'Vietcombank',
      transactionDate: '2026-11-24 09:30:00',
      accountNumber: BANK_ENV.BANK_ACCOUNT_NUMBER,
      code: null,
      content: transfer.note,
      transferType: 'in',
      transferAmount: transfer.amount,
      accumulated: 0,
      subAccount: null,
      referenceCode: `FT${transfer.id}`,
      description: transfer.note,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe.skipIf(skipBrowserJourneys)('checkout journeys in a real browser', () => {
  const journeys = useJourneys({ env: BANK_ENV });

  it('against the server: a guest fills the cart with a book, a course and a combo, checks out, sees the VietQR code; the bank pays it; signed up, the student claims it, finds the course and a notification', async () => {
    const items = await demoItems(journeys.url);
    const { page, problems } = await journeys.open('/');
    await fillCart(page, journeys.url, items);

    await goto(page, `${journeys.url}/gio-hang`);
    await page.getByRole('heading', { level: 1, name: 'Giỏ hàng' }).waitFor();
    const expected = items.book.salePrice * 2 + items.course.salePrice + items.combo.salePrice;
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe(vnd(expected));

    await fillBuyer(page);
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Đặt hàng' }).dblclick();
    const answer = await created;
    expect(answer.status()).toBe(200);
    const { order, accessKey } = (await answer.json()) as {
      order: { id: number; transferCode: string; total: number };
      accessKey: string;
    };
    expect(accessKey).toBeTruthy();
    expect(order.total).toBe(expected);

    await page.waitForURL((url) => url.pathname === `/don-hang/${order.id}`);
    await page.getByRole('heading', { level: 1, name: `Đơn hàng #${order.id}` }).waitFor();
    await page.getByText('Đơn hàng đang chờ quản trị viên phê duyệt.').waitFor();
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe(vnd(expected));
    // The cart is emptied once the order exists.
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

    // The VietQR image drawn by the server, with what to type by hand beside it.
    const qr = page.getByRole('img', { name: /Mã VietQR/ });
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await page.getByText('Nội dung chuyển khoản').waitFor();
    await page.getByText(order.transferCode).first().waitFor();
    await page.getByText('1234567890').first().waitFor();
    expect(
      await page.evaluate((id) => localStorage.getItem(`order-key:${id}`), order.id),
      'the guest can reopen the order from this browser',
    ).toBe(accessKey);
    // One order for the double click (the idempotency key): the guest's key opens exactly this one.
    await saveScreenshot(page, 'checkout-server-order-page');

    // The bank reports the transfer, its note mangled as banks do: the order is paid and turns DONE.
    const spaced = `${order.transferCode.slice(0, 5).toLowerCase()} ${order.transferCode.slice(5)}`;
    await bankReports(journeys.url, {
      id: order.id * 10 + 1,
      amount: expected,
      note: `MBVCB.8812.${spaced} chuyen tien`,
    });
    await goto(page, `${journeys.url}/don-hang/${order.id}`);
    await page.getByText('Đặt hàng thành công!').waitFor();

    // The guest signs up in the same browser and claims the order: its courses open for them.
    await goto(page, `${journeys.url}/dang-ky`);
    const main = page.getByRole('main');
    const suffix = Date.now().toString(36);
    await page.getByLabel('Họ và tên đệm').fill('Trần Minh');
    await page.getByLabel('Tên', { exact: true }).fill('Khoa');
    await page.getByLabel('Email').fill(`khoa.${suffix}@example.vn`);
    await page.getByLabel('Số điện thoại').fill('0912345678');
    await page.getByLabel('Tên đăng nhập').fill(`khoa${suffix}`);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Nhập lại mật khẩu').fill(DEMO_PASSWORD);
    await main.getByRole('button', { name: 'Đăng ký' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await goto(page, `${journeys.url}/don-hang/${order.id}`);
    await page.getByRole('button', { name: 'Gắn đơn hàng vào tài khoản của tôi' }).click();
    await page.getByText('Đơn hàng đã được gắn vào tài khoản của bạn.').waitFor();
    await page.getByRole('link', { name: `Vào học ${items.course.name}` }).waitFor();

    await goto(page, `${journeys.url}/khoa-hoc-cua-toi`);
    await page.getByRole('main').getByText(items.course.name).first().waitFor();
    // The bell counts what the order opened.
    await page.getByRole('button', { name: /^Thông báo, \d+ chưa đọc$/ }).waitFor();
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
  });

  it('with answers set by the test: prices re-read, a double click is one order, the QR and bank details, PENDING turns DONE', async () => {
    const items = await demoItems(journeys.url);
    const opened = await journeys.open('/');
    const { page, context } = opened;

    // The server's prices today: the book went up since it was put in the cart.
    const bookPrice = items.book.salePrice + 10_000;
    const quote = (body: { items: { type: string; id: number; quantity: number }[] }) => {
      const lines = body.items.map((line) => {
        const item = line.type === 'BOOK' ? items.book : line.type === 'COURSE' ? items.course : items.combo;
        const salePrice = line.type === 'BOOK' ? bookPrice : item.salePrice;
        return {
          type: line.type,
          id: line.id,
          name: item.name,
          slug: item.slug,
          image: null,
          salePrice,
          quantity: line.quantity,
          lineTotal: salePrice * line.quantity,
          problem: null,
        };
      });
      return { lines, total: lines.reduce((sum, line) => sum + line.lineTotal, 0) };
    };
    const orderBodies: {
      items: { type: string; salePrice: number; quantity: number }[];
      idempotencyKey: string;
    }[] = [];
    let orderStatus: 'PENDING' | 'DONE' = 'PENDING';
    const orderView = () => {
      const lines = [
        {
          type: 'BOOK',
          itemId: items.book.id,
          name: items.book.name,
          path: `/sach/${items.book.id}/${items.book.slug}`,
          unitPrice: bookPrice,
          quantity: 2,
          lineTotal: bookPrice * 2,
        },
        {
          type: 'COURSE',
          itemId: items.course.id,
          name: items.course.name,
          path: `/khoa-hoc/${items.course.id}/${items.course.slug}`,
          unitPrice: items.course.salePrice,
          quantity: 1,
          lineTotal: items.course.salePrice,
        },
        {
          type: 'COMBO',
          itemId: items.combo.id,
          name: items.combo.name,
          path: `/combo/${items.combo.id}/${items.combo.slug}`,
          unitPrice: items.combo.salePrice,
          quantity: 1,
          lineTotal: items.combo.salePrice,
        },
      ];
      const total = lines.reduce((sum, line) => sum + line.lineTotal, 0);
      return {
        id: 501,
        kind: 'GENERAL',
        status: orderStatus,
        lines,
        qty: 4,
        total,
        paidAmount: orderStatus === 'DONE' ? total : 0,
        transferCode: 'TH7K2M9QXA',
        createdAt: new Date().toISOString(),
        statusChangedAt: new Date().toISOString(),
        courses: [
          {
            id: items.course.id,
            name: items.course.name,
            path: `/khoa-hoc/${items.course.id}/${items.course.slug}`,
          },
        ],
        payment:
          orderStatus === 'DONE'
            ? null
            : {
                bankName: 'Vietcombank',
                bankBin: '970436',
                accountNumber: '0071000123456',
                accountName: 'CONG TY TOAN HAY',
                amount: total,
                transferCode: 'TH7K2M9QXA',
                qrPayload: '000201010212…6304ABCD',
                qrImage: '/api/orders/501/qr.svg?key=guest-key-501',
              },
      };
    };
    await routeCommerce(context, {
      quote,
      createOrder: (body) => {
        orderBodies.push(body);
        // The first attempt meets a price that changed in between: refused, nothing ordered.
        if (orderBodies.length === 1)
          return { status: 409, json: { code: 'ORDER_PRICE_CHANGED', message: 'x' } };
        return { status: 200, json: { order: orderView(), accessKey: 'guest-key-501' } };
      },
      view: () => orderView(),
    });

    await fillCart(page, journeys.url, items);
    await goto(page, `${journeys.url}/gio-hang`);
    await page.getByRole('heading', { level: 1, name: 'Giỏ hàng' }).waitFor();
    // The changed price is shown (old → new), and the total is the server's.
    await page
      .getByText(`Giá đã thay đổi từ ${vnd(items.book.salePrice)} thành ${vnd(bookPrice)}.`)
      .waitFor();
    const total = bookPrice * 2 + items.course.salePrice + items.combo.salePrice;
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe(vnd(total));
    // The stored price now follows the server's.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]')[0]?.salePrice))
      .toBe(bookPrice);
    // Plus and minus (a book: 1–100).
    await page.getByRole('button', { name: `Tăng số lượng ${items.book.name}` }).click();
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe(vnd(total + bookPrice));
    await page.getByRole('button', { name: `Giảm số lượng ${items.book.name}` }).click();
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe(vnd(total));
    await saveScreenshot(page, 'checkout-cart-vi');

    // An empty form: the §5 messages, no request.
    await page.getByRole('button', { name: 'Đặt hàng' }).click();
    await page.getByText('Vui lòng nhập số điện thoại hoặc email để chúng tôi liên hệ lại').waitFor();
    await page.getByLabel('Link Facebook/Zalo').fill('not a link');
    await page.getByLabel('Số điện thoại').fill('12345');
    await page.getByRole('button', { name: 'Đặt hàng' }).click();
    await page.getByText('Số điện thoại không hợp lệ!').waitFor();
    await page.getByText('Địa chỉ website không hợp lệ!').waitFor();
    expect(orderBodies).toHaveLength(0);
    await saveScreenshot(page, 'checkout-errors-vi');

    await page.getByLabel('Link Facebook/Zalo').fill('https://facebook.com/minhkhoa');
    await fillBuyer(page);
    await page.getByRole('button', { name: 'Đặt hàng' }).click();
    // ORDER_PRICE_CHANGED: re-quoted and said; the buyer confirms again.
    await page.getByText('Giá đã thay đổi. Bạn hãy xem lại giá mới rồi đặt hàng lại.').waitFor();
    expect(orderBodies).toHaveLength(1);
    // A double click is one request.
    await page.getByRole('button', { name: 'Đặt hàng' }).dblclick();
    await page.waitForURL((url) => url.pathname === '/don-hang/501');
    expect(orderBodies).toHaveLength(2);
    const [first, second] = orderBodies;
    // What was sent is what the screen showed, never the price the cart stored before.
    expect(second?.items).toEqual([
      { type: 'BOOK', id: items.book.id, quantity: 2, salePrice: bookPrice },
      { type: 'COURSE', id: items.course.id, quantity: 1, salePrice: items.course.salePrice },
      { type: 'COMBO', id: items.combo.id, quantity: 1, salePrice: items.combo.salePrice },
    ]);
    expect(second?.idempotencyKey).toBeTruthy();
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    await cartBadge(page, 0).waitFor();

    // The order page: status message, the QR image and every detail beside it, with copy buttons.
    await page.getByRole('heading', { level: 1, name: 'Đơn hàng #501' }).waitFor();
    // The double click's second click may land on the new page and select its text.
    await page.evaluate(() => getSelection()?.removeAllRanges());
    await page.getByText('Đơn hàng đang chờ quản trị viên phê duyệt.').waitFor();
    const qr = page.getByRole('img', { name: /Mã VietQR để chuyển/ });
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await page.getByText('0071000123456').waitFor();
    await page.getByText('CONG TY TOAN HAY').waitFor();
    await page.getByRole('button', { name: 'Sao chép Nội dung chuyển khoản' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('order-key:501'))).toBe('guest-key-501');
    await saveScreenshot(page, 'checkout-order-pending-vi');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'checkout-order-pending-390');

    // Paid: the next poll (here the tab regaining focus) shows success and the way into the course.
    orderStatus = 'DONE';
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await page.getByText('Đặt hàng thành công!').waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: `Vào học ${items.course.name}` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'checkout-order-done-390');
    expect(opened.problems.pageErrors).toEqual([]);
    // The refused first attempt (409) is the only failed request.
    expect(opened.problems.failedRequests.filter((entry) => !entry.includes('/api/orders: 409'))).toEqual([]);
  });

  it('with answers set by the test: the cart at 390 px and in English, and a student’s orders', async () => {
    const items = await demoItems(journeys.url);
    const opened = await journeys.open('/', { width: 390, height: 844 });
    const { page, context } = opened;
    await routeCommerce(context, {
      quote: (body) => {
        const lines = body.items.map((line) => {
          const item =
            line.type === 'BOOK' ? items.book : line.type === 'COURSE' ? items.course : items.combo;
          // The course is already the student's: shown as such, left out of the total.
          const problem = line.type === 'COURSE' ? 'OWNED' : null;
          return {
            type: line.type,
            id: line.id,
            name: item.name,
            slug: item.slug,
            image: null,
            salePrice: problem ? 0 : item.salePrice,
            quantity: line.quantity,
            lineTotal: problem ? 0 : item.salePrice * line.quantity,
            problem,
          };
        });
        return { lines, total: lines.reduce((sum, line) => sum + line.lineTotal, 0) };
      },
      createOrder: () => ({ status: 500, json: { code: 'UNKNOWN_ERROR', message: 'x' } }),
      view: () => ({}),
      myOrders: () => ({
        data: [
          {
            id: 502,
            kind: 'COURSE',
            status: 'PENDING',
            lines: [
              {
                type: 'COURSE',
                itemId: items.course.id,
                name: items.course.name,
                path: '',
                unitPrice: items.course.salePrice,
                quantity: 1,
                lineTotal: items.course.salePrice,
              },
            ],
            qty: 1,
            total: items.course.salePrice,
            paidAmount: 0,
            transferCode: 'THA8C3D4EF',
            createdAt: new Date().toISOString(),
            statusChangedAt: new Date().toISOString(),
            courses: [],
            payment: {
              bankName: 'Vietcombank',
              bankBin: '970436',
              accountNumber: '0071000123456',
              accountName: 'CONG TY TOAN HAY',
              amount: items.course.salePrice,
              transferCode: 'THA8C3D4EF',
              qrPayload: 'x',
              qrImage: '/api/orders/502/qr.svg',
            },
          },
          {
            id: 499,
            kind: 'SIMPLE',
            status: 'DONE',
            lines: [
              {
                type: 'BOOK',
                itemId: items.book.id,
                name: items.book.name,
                path: '',
                unitPrice: items.book.salePrice,
                quantity: 3,
                lineTotal: items.book.salePrice * 3,
              },
            ],
            qty: 3,
            total: items.book.salePrice * 3,
            paidAmount: items.book.salePrice * 3,
            transferCode: 'THZZ2345QW',
            createdAt: new Date(Date.now() - 86_400_000 * 3).toISOString(),
            statusChangedAt: new Date().toISOString(),
            courses: [],
            payment: null,
          },
        ],
        pagination: { total: 2, offset: 0, limit: 10 },
      }),
    });

    // The cart is filled as a visitor, then a student signs in (the cart stays in the browser); the
    // checkout form is filled from the profile.
    await fillCart(page, journeys.url, items);
    await goto(page, `${journeys.url}/dang-nhap`);
    await page.getByLabel('Tên đăng nhập hoặc email').fill('hocsinh01');
    await page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL((url) => url.pathname !== '/dang-nhap');
    await goto(page, `${journeys.url}/gio-hang`);
    await page.getByText('Bạn đã sở hữu khoá học này, không được tính vào đơn hàng.').waitFor();
    const total = items.book.salePrice * 2 + items.combo.salePrice;
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe(vnd(total));
    await expect.poll(() => page.getByLabel('Họ và tên').inputValue()).not.toBe('');
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'checkout-cart-390');

    await goto(page, `${journeys.url}/don-hang-cua-toi`);
    await page.getByRole('heading', { level: 1, name: 'Đơn hàng của tôi' }).waitFor();
    await page.getByRole('link', { name: 'Thanh toán' }).waitFor();
    expect(await page.getByRole('link', { name: 'Thanh toán' }).getAttribute('href')).toBe('/don-hang/502');
    await page.getByText('Hoàn thành').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'checkout-my-orders-390');

    // English.
    await context.addCookies([{ name: 'lang', value: 'en', url: journeys.url }]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await goto(page, `${journeys.url}/gio-hang`);
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    await page.getByText('You already own this course; not included in the order.').waitFor();
    await page.getByLabel('Full name').waitFor();
    await saveScreenshot(page, 'checkout-cart-en');
    await goto(page, `${journeys.url}/don-hang-cua-toi`);
    await page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor();
    await page.getByText('Awaiting payment').waitFor();
    await saveScreenshot(page, 'checkout-my-orders-en');
    expect(opened.problems.pageErrors).toEqual([]);
  });

  it('buy now on a combo page opens the buyer form beside the saving, and orders the combo at the price shown', async () => {
    const items = await demoItems(journeys.url);
    const opened = await journeys.open(`/combo/${items.combo.id}/${items.combo.slug}`, {
      width: 390,
      height: 844,
    });
    const { page, context } = opened;
    const bodies: { comboId: number; salePrice: number; idempotencyKey: string }[] = [];
    await context.route('**/api/combo-orders', (route) => {
      bodies.push(route.request().postDataJSON());
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          order: {
            id: 777,
            kind: 'COMBO',
            status: 'PENDING',
            lines: [],
            qty: 1,
            total: items.combo.salePrice,
            paidAmount: 0,
            transferCode: 'THCOMBO777',
            createdAt: new Date().toISOString(),
            statusChangedAt: new Date().toISOString(),
            courses: [],
            payment: null,
          },
          accessKey: 'combo-key-777',
        }),
      });
    });
    await context.route('**/api/orders/777/view*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          id: 777,
          kind: 'COMBO',
          status: 'PENDING',
          lines: [],
          qty: 1,
          total: items.combo.salePrice,
          paidAmount: 0,
          transferCode: 'THCOMBO777',
          createdAt: new Date().toISOString(),
          statusChangedAt: new Date().toISOString(),
          courses: [],
          payment: null,
        }),
      }),
    );
    await page.getByRole('heading', { level: 1, name: items.combo.name }).waitFor();
    await page.getByText(/Tiết kiệm \d+% so với mua lẻ/).waitFor();
    await page.getByRole('button', { name: 'Mua ngay' }).click();
    await page.getByRole('heading', { name: `Mua ngay: ${items.combo.name}` }).waitFor();
    await fillBuyer(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'checkout-combo-buy-now-390');
    await page.getByRole('button', { name: 'Đặt mua' }).dblclick();
    await page.waitForURL((url) => url.pathname === '/don-hang/777');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ comboId: items.combo.id, salePrice: items.combo.salePrice });
    await page
      .getByText(/Chúng tôi sẽ liên hệ với bạn để hướng dẫn thanh toán. Mã đơn hàng của bạn: THCOMBO777/)
      .waitFor();
    expect(opened.problems.pageErrors).toEqual([]);
  });
});

type Answer = { status: number; json: unknown };
type CommerceAnswers = {
  quote: (body: { items: { type: string; id: number; quantity: number }[] }) => unknown;
  createOrder: (body: never) => Answer;
  view: () => unknown;
  myOrders?: () => unknown;
};

/** The commerce API answered by the test; everything else goes to the real server. */
async function routeCommerce(context: BrowserContext, answers: CommerceAnswers) {
  const json = (route: Route, status: number, body: unknown) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await context.route('**/api/cart/quote', (route) =>
    json(route, 200, answers.quote(route.request().postDataJSON())),
  );
  await context.route('**/api/orders', (route) => {
    const answer = answers.createOrder(route.request().postDataJSON() as never);
    return json(route, answer.status, answer.json);
  });
  await context.route('**/api/orders/*/view*', (route) => json(route, 200, answers.view()));
  await context.route('**/api/my-orders*', (route) =>
    json(route, 200, answers.myOrders?.() ?? { data: [], pagination: { total: 0, offset: 0, limit: 10 } }),
  );
  // A stand-in picture for the QR code the server draws (the payload itself is the server's, tested there).
  await context.route('**/api/orders/*/qr.svg*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'image/svg+xml',
      body:
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" shape-rendering="crispEdges"><rect width="29" height="29" fill="#fff"/>' +
        '<path d="M1 1h7v7H1zM21 1h7v7h-7zM1 21h7v7H1zM3 3v3h3V3zM23 3v3h3V3zM3 23v3h3v-3zM10 2h2v2h-2zM13 5h3v2h-3zM10 10h9v2h-9zM12 14h2v5h-2zM16 16h4v2h-4zM22 12h3v4h-3zM10 22h3v3h-3zM16 21h5v2h-5zM23 20h4v6h-4z" fill="#000"/></svg>',
    }),
  );
}
