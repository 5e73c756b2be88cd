import { formatVnd } from '@tutor/contract/format';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './helpers/axe';
import {
  hasChromium,
  launchBrowser,
  type OpenedPage,
  type OpenPageOptions,
  openPage,
  saveScreenshot,
  skipBrowserJourneys,
  warnIfNoChromium,
} from './helpers/browser';
import { runSql } from './helpers/database';
import { DEMO_PASSWORD, settled, signInToAdmin } from './helpers/journeys';
import { type RunningServer, startServer } from './helpers/server';

warnIfNoChromium();

const NO_PROBLEMS = { consoleErrors: [], pageErrors: [], failedRequests: [] };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const DESK = { width: 1280, height: 900 };
const STUDENT = 'hocsinh05';
const BUYER = `Khách E2E ${process.pid}`;
/** The accounts the desk journeys record a course order for, one per language. */
const DESK_ACCOUNTS = { vi: 'hocsinh10', en: 'hocsinh11' } as const;

/*
 * Issue 12 "Orders and approval" in the browser: an administrator approves a course order from the
 * course-orders list, and the student finds the course in /khoa-hoc-cua-toi. The order is written in the
 * database (placing it is the checkout's journey); everything after is what staff and the student do.
 * Staff also take an order by phone (a course for a student's account, picked in the form's pickers),
 * correct the buyer's phone and approve it.
 */
describe.skipIf(skipBrowserJourneys)('order administration', () => {
  let server: RunningServer;
  let browser: Browser;
  let course: { id: number; name: string; salePrice: number };
  let orderId: number;
  let deskCourse: { name: string; salePrice: number };
  let accountEmails: Record<string, string>;
  const opened: OpenedPage[] = [];

  beforeAll(async () => {
    if (!hasChromium) await launchBrowser();
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    // A course the student does not study yet, and a PENDING course order of theirs for it.
    const placed = await runSql(
      server,
      `with buyer as (select id from users where username = $1),
            course as (
              select c.id, c.name, c.sale_price from courses c
               where c.status = 'ACTIVE' and c.id not in (select course_id from enrollments where user_id = (select id from buyer))
               order by c.id limit 1),
            placed as (
              insert into orders (kind, user_id, name, phone, email, qty, total, status, transfer_code, access_key_hash)
              select 'COURSE', (select id from buyer), $2, '0987654321', 'e2e@example.vn', 1, course.sale_price,
                     'PENDING', 'THE2E' || lpad((floor(random() * 1000))::text, 3, '7'), md5(random()::text)
                from course returning id),
            line as (
              insert into order_lines (order_id, item_type, course_id, name, unit_price, quantity)
              select placed.id, 'COURSE', course.id, course.name, course.sale_price, 1 from placed, course),
            history as (
              insert into order_status_history (order_id, from_status, to_status, source)
              select id, null, 'PENDING', 'BUYER' from placed)
       select (select id from placed) as order_id, course.id as course_id, course.name as course_name,
              course.sale_price from course`,
      [STUDENT, BUYER],
    );
    server = placed.server;
    const row = placed.rows[0] as {
      order_id: number | string;
      course_id: number | string;
      course_name: string;
      sale_price: number | string;
    };
    orderId = Number(row.order_id);
    course = { id: Number(row.course_id), name: row.course_name, salePrice: Number(row.sale_price) };
    // The accounts staff take desk orders for, and a paid course neither of them studies.
    const desk = await runSql(
      server,
      `with buyers as (select id from users where username = any($1))
       select c.name, c.sale_price,
              (select json_agg(json_build_object('username', username, 'email', email)) from users
                where username = any($1)) as accounts
         from courses c
        where c.status = 'ACTIVE' and c.sale_price > 0
          and not exists (select 1 from enrollments e where e.course_id = c.id and e.user_id in (select id from buyers))
        order by c.id desc limit 1`,
      [Object.values(DESK_ACCOUNTS)],
    );
    server = desk.server;
    const found = desk.rows[0] as {
      name: string;
      sale_price: number | string;
      accounts: { username: string; email: string }[];
    };
    deskCourse = { name: found.name, salePrice: Number(found.sale_price) };
    accountEmails = Object.fromEntries(found.accounts.map((account) => [account.username, account.email]));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(opened.map((o) => o.context.close().catch(() => undefined)));
    await browser?.close();
  });

  const open = async (path: string, viewport: OpenPageOptions = DESKTOP) => {
    const result = await openPage(browser, `${server.url}${path}`, viewport);
    opened.push(result);
    return result;
  };

  /** Signs the administrator in (the login form is Vietnamese), then switches the interface language. */
  const adminIn = async (viewport: OpenPageOptions, lang: 'vi' | 'en') => {
    const result = await open('/admin/login', viewport);
    await signInToAdmin(result.page);
    if (lang === 'en') await result.context.addCookies([{ name: 'lang', value: 'en', url: server.url }]);
    return result;
  };

  const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
  const sideways = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  const WORDS = {
    vi: {
      list: 'Đơn khoá học',
      create: 'Tạo đơn khoá học',
      course: 'Khoá học',
      account: 'Tài khoản người mua',
      name: 'Họ và tên',
      phone: 'Điện thoại',
      email: 'Email',
      submit: 'Tạo đơn',
      total: 'Tổng tiền',
      created: (id: number) => `Đã tạo đơn #${id}`,
      order: (id: number) => `Đơn hàng #${id}`,
      editBuyer: 'Sửa người mua',
      editTitle: (id: number) => `Sửa người mua của đơn #${id}`,
      save: 'Lưu',
      saved: 'Đã lưu thông tin người mua',
      newStatus: 'Trạng thái mới',
      done: 'Hoàn tất',
      saveStatus: 'Lưu trạng thái',
      confirm: 'Chuyển trạng thái',
      approved: 'Chờ thanh toán → Hoàn tất',
    },
    en: {
      list: 'Course orders',
      create: 'New course order',
      course: 'Course',
      account: 'Buyer’s account',
      name: 'Full name',
      phone: 'Phone',
      email: 'Email',
      submit: 'Create order',
      total: 'Total',
      created: (id: number) => `Order #${id} created`,
      order: (id: number) => `Order #${id}`,
      editBuyer: 'Edit buyer',
      editTitle: (id: number) => `Edit the buyer of order #${id}`,
      save: 'Save',
      saved: 'Buyer’s details saved',
      newStatus: 'New status',
      done: 'Done',
      saveStatus: 'Save status',
      confirm: 'Change status',
      approved: 'Pending payment → Done',
    },
  } as const;

  for (const [lang, viewport] of [
    ['vi', DESK],
    ['en', PHONE],
  ] as const) {
    it(`staff take a student's course order by phone, correct the phone and approve it (${lang}, ${viewport.width} px)`, async () => {
      const words = WORDS[lang];
      const account = DESK_ACCOUNTS[lang];
      const buyer = `Phụ huynh tại quầy ${lang} ${process.pid}`;
      const phone = `09${String(process.pid).padStart(7, '0').slice(-7)}${lang === 'vi' ? 1 : 2}`;
      const corrected = `08${phone.slice(2)}`;
      const opened = await adminIn(viewport, lang);
      const { page } = opened;
      const width = viewport.width;

      await page.goto(`${server.url}/admin/course-orders`);
      await page.getByRole('heading', { level: 1, name: words.list }).waitFor();
      await page.getByRole('button', { name: words.create }).click();
      await page.getByRole('heading', { level: 1, name: words.create }).waitFor();
      expect(await seriousAxeFindings(page), `empty create form ${lang}`).toEqual([]);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `order-admin-create-empty-${width}-${lang}`);

      // A parent orders for their child's account: the name typed stays, the empty email is the account's.
      await page.getByLabel(words.name).fill(buyer);
      const accounts = page.getByRole('combobox', { name: words.account });
      await accounts.click();
      await accounts.fill(account);
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: account })
        .click();
      await expect.poll(() => page.getByLabel(words.email).inputValue()).toBe(accountEmails[account]);
      await expect.poll(() => page.getByLabel(words.name).inputValue()).toBe(buyer);
      await page.getByLabel(words.phone).fill(phone);
      const picker = page.getByRole('combobox', { name: words.course });
      await picker.click();
      await picker.fill(deskCourse.name.slice(0, 12));
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: deskCourse.name })
        .click();
      // Checked once the lists have closed and left the page: while there, their names are the options'.
      // Counted, not waited on as one element: the account list may still be leaving as well.
      await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
      await page.getByText(`${words.total}: ${formatVnd(deskCourse.salePrice)}`).waitFor();
      expect(await seriousAxeFindings(page), `filled create form ${lang}`).toEqual([]);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `order-admin-create-${width}-${lang}`);

      // A double click makes one order: the form sends the same key twice.
      await page.getByRole('button', { name: words.submit }).dblclick();
      await page.waitForURL(/\/admin\/course-orders\/\d+$/);
      const created = Number(new URL(page.url()).pathname.split('/').at(-1));
      await page.getByRole('heading', { level: 1, name: words.order(created) }).waitFor();
      await page.getByText(words.created(created)).waitFor();
      await page.getByRole('cell', { name: deskCourse.name }).waitFor();
      expect(await page.getByText(formatVnd(deskCourse.salePrice), { exact: true }).count()).toBeGreaterThan(
        0,
      );
      await page.getByText(account, { exact: true }).waitFor();
      await page.getByText(phone, { exact: true }).waitFor();

      await page.getByRole('link', { name: words.editBuyer }).click();
      await page.getByRole('heading', { level: 1, name: words.editTitle(created) }).waitFor();
      await expect.poll(() => page.getByLabel(words.phone).inputValue()).toBe(phone);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `order-admin-edit-${width}-${lang}`);
      await page.getByLabel(words.phone).fill(corrected);
      await page.getByRole('button', { name: words.save, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: words.order(created) }).waitFor();
      await page.getByText(words.saved).waitFor();
      await page.getByText(corrected, { exact: true }).waitFor();

      await page.getByRole('combobox', { name: words.newStatus }).click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: words.done })
        .click();
      await page.getByRole('button', { name: words.saveStatus }).click();
      const dialog = page.getByRole('dialog');
      await settled(dialog);
      await dialog.getByRole('button', { name: words.confirm }).click();
      await page.getByText(words.approved).waitFor();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `order-admin-desk-order-approved-${width}-${lang}`);

      // One order for this buyer, approved.
      await page.goto(`${server.url}/admin/course-orders?q=${encodeURIComponent(buyer)}`);
      await page.getByRole('heading', { level: 1, name: words.list }).waitFor();
      await expect.poll(() => rows(page).count()).toBe(1);
      await rows(page).getByText(words.done).waitFor();
      await page.waitForLoadState('networkidle');
      expect(opened.problems).toEqual(NO_PROBLEMS);
    });
  }

  it('an admin approves the order from the course-orders list and the student’s course opens', async () => {
    const opened = await open('/admin/login');
    const { page } = opened;
    await signInToAdmin(page);
    await page.goto(`${server.url}/admin/course-orders?q=${encodeURIComponent(BUYER)}`);
    await page.getByRole('heading', { level: 1, name: 'Đơn khoá học' }).waitFor();
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).getByText('Chờ thanh toán').waitFor();
    await saveScreenshot(page, 'order-admin-course-orders-vi');

    await page.getByRole('button', { name: `Đổi trạng thái đơn ${orderId}` }).click();
    await page.getByRole('menuitem', { name: 'Hoàn tất' }).click();
    const dialog = page.getByRole('dialog');
    await settled(dialog);
    await expect
      .poll(() => dialog.locator('.ant-modal-confirm-title').textContent())
      .toBe(`Chuyển đơn #${orderId} sang “Hoàn tất”?`);
    await dialog.getByRole('button', { name: 'Chuyển trạng thái' }).click();
    await rows(page).getByText('Hoàn tất').waitFor();

    // The detail: the history names who approved it.
    await page.getByRole('link', { name: `#${orderId}` }).click();
    await page.getByRole('heading', { level: 1, name: `Đơn hàng #${orderId}` }).waitFor();
    await page.getByText('Chờ thanh toán → Hoàn tất').waitFor();
    await page.getByText(/Nhân viên \(quantrivien\)/).waitFor();
    await saveScreenshot(page, 'order-admin-detail-vi');
    await page.waitForLoadState('networkidle');
    expect(opened.problems).toEqual(NO_PROBLEMS);

    // The student signs in and finds the course among theirs.
    const student = await open('/dang-nhap?redirect=/khoa-hoc-cua-toi');
    await student.page.getByLabel('Tên đăng nhập hoặc email').fill(STUDENT);
    await student.page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO_PASSWORD);
    await student.page.getByRole('main').getByRole('button', { name: 'Đăng nhập' }).click();
    await student.page.waitForURL('**/khoa-hoc-cua-toi');
    await student.page.getByRole('link', { name: course.name }).first().waitFor();
    await saveScreenshot(student.page, 'order-admin-student-my-courses');
  });

  for (const lang of ['vi', 'en'] as const) {
    it(`the order lists, the detail and the statistics pass axe at 390 px (${lang})`, async () => {
      const opened = await adminIn(PHONE, lang);
      const { page } = opened;
      for (const path of [
        '/admin/orders',
        '/admin/course-orders',
        '/admin/simple-orders',
        '/admin/combo-orders',
      ]) {
        await page.goto(`${server.url}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page
          .locator('.ant-table-tbody tr.ant-table-row, .ant-table-tbody .ant-empty')
          .first()
          .waitFor();
        const findings = await seriousAxeFindings(page);
        expect(findings, `${path} ${lang}`).toEqual([]);
        // Nothing wider than the phone but the table's own sideways scroll.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
        await saveScreenshot(page, `order-admin${path.replaceAll('/', '-')}-390-${lang}`);
      }
      await page.goto(`${server.url}/admin/orders/${orderId}`);
      await page
        .getByRole('heading', {
          level: 1,
          name: lang === 'en' ? `Order #${orderId}` : `Đơn hàng #${orderId}`,
        })
        .waitFor();
      expect(await seriousAxeFindings(page), `detail ${lang}`).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `order-admin-detail-390-${lang}`);
      await page.goto(`${server.url}/admin/course-orders-statistics`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page
        .locator('label.ant-radio-button-wrapper', { hasText: lang === 'en' ? 'All time' : 'Tất cả' })
        .click();
      await page.getByRole('link', { name: course.name }).waitFor();
      expect(await seriousAxeFindings(page), `statistics ${lang}`).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `order-admin-statistics-390-${lang}`);
      await page.waitForLoadState('networkidle');
      expect(opened.problems).toEqual(NO_PROBLEMS);
    });
  }

  for (const [lang, viewport] of [
    ['en', DESK],
    ['vi', PHONE],
  ] as const) {
    it(`the create form of each list and the edit form fit the screen (${lang}, ${viewport.width} px)`, async () => {
      const opened = await adminIn(viewport, lang);
      const { page } = opened;
      const width = viewport.width;
      for (const list of ['orders', 'simple-orders', 'course-orders', 'combo-orders']) {
        await page.goto(`${server.url}/admin/${list}/create`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByRole('button', { name: WORDS[lang].submit }).waitFor();
        if (list !== 'course-orders') {
          // The lists of several lines offer another; the one of all orders a type per line.
          const addLine = page.getByRole('button', { name: lang === 'en' ? 'Add a line' : 'Thêm dòng' });
          if (list !== 'combo-orders') await addLine.click();
          else expect(await addLine.count()).toBe(0);
        }
        expect(await seriousAxeFindings(page), `${list} ${lang}`).toEqual([]);
        expect(await sideways(page), list).toBeLessThanOrEqual(0);
        await saveScreenshot(page, `order-admin-create-${list}-${width}-${lang}`);
      }
      await page.goto(`${server.url}/admin/course-orders/${orderId}/edit`);
      await page.getByRole('heading', { level: 1, name: WORDS[lang].editTitle(orderId) }).waitFor();
      await expect.poll(() => page.getByLabel(WORDS[lang].name).inputValue()).toBe(BUYER);
      expect(await seriousAxeFindings(page), `edit ${lang}`).toEqual([]);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `order-admin-edit-${width}-${lang}`);
      await page.waitForLoadState('networkidle');
      expect(opened.problems).toEqual(NO_PROBLEMS);
    });
  }

  it('desktop screenshots in English: the all-orders list with its filters and the statistics', async () => {
    const opened = await adminIn(DESKTOP, 'en');
    const { page } = opened;
    await page.goto(`${server.url}/admin/orders`);
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await rows(page).first().waitFor();
    await saveScreenshot(page, 'order-admin-orders-en');
    await page.goto(`${server.url}/admin/course-orders-statistics`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await saveScreenshot(page, 'order-admin-statistics-en');
    await page.goto(`${server.url}/admin/course-orders/${orderId}`);
    await page.getByRole('heading', { level: 1, name: `Order #${orderId}` }).waitFor();
    await saveScreenshot(page, 'order-admin-detail-en');
    expect(opened.problems).toEqual(NO_PROBLEMS);
  });
});
