import type { OrderCreated } from '@tutor/contract/orders';
import type { AdminTransferListResponse } from '@tutor/contract/payments';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './helpers/axe';
import {
  launchBrowser,
  type OpenedPage,
  openPage,
  saveScreenshot,
  skipBrowserJourneys,
  warnIfNoChromium,
} from './helpers/browser';
import { apiAs, settled, signInToAdmin } from './helpers/journeys';
import { type RunningServer, startServer } from './helpers/server';

warnIfNoChromium();

/*
 * Issue 12, /admin/pay in a real browser on the built app: a transfer arrives through the bank webhook
 * with a note that names no order, waits on the page as unmatched, and staff assign it to the order the
 * buyer placed; the order is then paid. In both languages, at 1280 px and on a 390 px phone.
 */

const SECRET = 'e2e-sepay-secret-0123456789';
const BANK_ENV = {
  BANK_BIN: '970436',
  BANK_NAME: 'Vietcombank',
  BANK_ACCOUNT_NUMBER: '1234567890',
  BANK_ACCOUNT_NAME: 'CONG TY TOAN HAY',
  BANK_WEBHOOK_SECRET: SECRET,
};
const NO_PROBLEMS = { consoleErrors: [], pageErrors: [], failedRequests: [] };
let reference = 7_000_000;

describe.skipIf(skipBrowserJourneys)('/admin/pay', () => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const opened: OpenedPage[] = [];
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: BANK_ENV }), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((o) => o.context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const base = () => server?.url ?? '';

  /** A book order a visitor places from the book page, and a transfer for it whose note lost the code. */
  async function orderAndLostTransfer(amount: number) {
    const books = await apiAs<{ data: Array<{ id: number; salePrice: number }> }>(base(), '/books?limit=20');
    const book = books.data.find((b) => b.salePrice > amount);
    if (!book) throw new Error('no demo book to order');
    const placed = await fetch(`${base()}/api/simple-orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bookId: book.id, name: 'Trần Thị Bình', phone: '0987654321', qty: 1 }),
    });
    expect(placed.status).toBe(200);
    const { order } = (await placed.json()) as OrderCreated;
    const id = ++reference;
    const note = `MBVCB.${id}.nop tien sach cho con`;
    const webhook = await fetch(`${base()}/api/payments/sepay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Apikey ${SECRET}` },
      body: JSON.stringify({
        id,
        gateway: 'Vietcombank',
        transactionDate: '2026-11-24 09:15:00',
        accountNumber: '1234567890',
        code: null,
        content: note,
        transferType: 'in',
        transferAmount: amount,
        accumulated: 0,
        subAccount: null,
        referenceCode: `FT${id}`,
        description: note,
      }),
    });
    expect([webhook.status, await webhook.json()]).toEqual([200, { success: true }]);
    const list = await apiAs<AdminTransferListResponse>(base(), `/admin/pay/transfers?q=${id}`);
    const transfer = list.data[0];
    if (!transfer || transfer.orderId !== null) throw new Error('the transfer should wait unmatched');
    return { order, transfer, note };
  }

  for (const [language, width] of [
    ['vi', 1280],
    ['en', 390],
    ['vi', 390],
  ] as const) {
    it(`staff assign an unmatched transfer to its order (${language}, ${width} px)`, async () => {
      if (!browser) throw new Error('no browser');
      const { order, transfer, note } = await orderAndLostTransfer(10_000);
      const tab = await openPage(browser, `${base()}/admin/login`, { width, height: 900 });
      opened.push(tab);
      const { page, problems } = tab;
      await signInToAdmin(page);
      if (language === 'en') await page.context().addCookies([{ name: 'lang', value: 'en', url: base() }]);
      await page.goto(`${base()}/admin/pay?match=unmatched`);
      const texts =
        language === 'vi'
          ? {
              title: 'Thanh toán',
              today: 'Doanh thu hôm nay',
              assign: 'Gán đơn',
              field: 'Số đơn hàng hoặc mã chuyển khoản',
              ok: 'Gán',
              done: `Đã gán giao dịch vào đơn #${order.id}`,
            }
          : {
              title: 'Payment',
              today: 'Revenue today',
              assign: 'Assign',
              field: 'Order number or transfer code',
              ok: 'Assign',
              done: `The transfer is assigned to order #${order.id}`,
            };
      await page.getByRole('heading', { level: 1, name: texts.title }).waitFor();
      await page.getByText(texts.today).waitFor();
      const row = page.locator('tr', { hasText: note });
      await row.waitFor();
      expect(await row.innerText()).toContain('10.000');
      await saveScreenshot(page, `admin-pay-${language}-${width}`);

      await page.getByRole('button', { name: `${texts.assign} #${transfer.id}` }).click();
      const dialog = page.getByRole('dialog');
      await settled(dialog);
      await dialog.getByLabel(texts.field).fill('999999999');
      await dialog.getByRole('button', { name: texts.ok, exact: true }).click();
      // An unknown order is refused inside the dialog, nothing assigned.
      await dialog.getByRole('alert').waitFor();
      await saveScreenshot(page, `admin-pay-assign-${language}-${width}`);
      // The second try goes by Enter in the field: it sends once (the one 404 below is the refusal).
      await dialog.getByLabel(texts.field).fill(`#${order.id}`);
      await dialog.getByLabel(texts.field).press('Enter');
      await page.getByText(texts.done).waitFor();
      await dialog.waitFor({ state: 'hidden' });

      const after = await apiAs<AdminTransferListResponse>(
        base(),
        `/admin/pay/transfers?q=${transfer.reference}`,
      );
      expect(after.data[0]).toMatchObject({ id: transfer.id, orderId: order.id, matchedBy: 'STAFF' });
      // Nothing sticks out sideways on a phone but the table's own scroll area.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Labels, roles and contrast of the page, then (reloaded, as the check stops animations) of the
      // dialog open on another waiting transfer.
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.reload();
      await page
        .getByRole('button', { name: new RegExp(`^${texts.assign} #`) })
        .first()
        .click();
      await settled(dialog);
      expect(await seriousAxeFindings(page)).toEqual([]);
      // The refused assignment (404) is the one failed request, on purpose.
      expect({
        ...problems,
        failedRequests: problems.failedRequests.filter((line) => !/\/assign: 404$/.test(line)),
        consoleErrors: problems.consoleErrors.filter((line) => !/404/.test(line)),
      }).toEqual(NO_PROBLEMS);
    });
  }
});
