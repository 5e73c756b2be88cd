import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './helpers/axe';
import { saveScreenshot, skipBrowserJourneys, warnIfNoChromium } from './helpers/browser';
import { apiAs, DEMO_PASSWORD, settled, signInToAdmin, useJourneys } from './helpers/journeys';

warnIfNoChromium();

const NO_PROBLEMS = { consoleErrors: [], pageErrors: [], failedRequests: [] };
const PHONE = { width: 390, height: 844 };

type Recipients = { data: { id: number; username: string }[] };

async function userIdOf(baseUrl: string, username: string): Promise<number> {
  const found = await apiAs<Recipients>(baseUrl, `/admin/notifications/recipients?q=${username}`);
  const user = found.data.find((row) => row.username === username);
  if (!user) throw new Error(`${username} not found`);
  return user.id;
}

/** Opens a page that needs a sign-in: the visitor is sent to the form, signs in, and comes back. */
async function signInOnPage(page: Page, username: string) {
  await page.getByLabel('Tên đăng nhập hoặc email').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Đăng nhập' }).click();
}

const bell = (page: Page) => page.getByRole('button', { name: /^Thông báo,/ });

describe.skipIf(skipBrowserJourneys)('notifications: the bell, /thong-bao and /admin/notifications', () => {
  const journeys = useJourneys();

  it('a staff message makes the bell show 1; opening it shows the message and a click marks it read', async () => {
    const userId = await userIdOf(journeys.url, 'hocsinh05');
    await apiAs(journeys.url, '/notifications', {
      body: {
        target: 'USER',
        userId,
        title: 'Lịch học bù chương 3',
        body: 'Thứ bảy này 8h các em vào lớp học bù nhé.',
        link: '/khoa-hoc-cua-toi',
      },
    });

    const { page, problems } = await journeys.open('/thong-bao');
    await page.waitForURL(/\/dang-nhap/);
    await signInOnPage(page, 'hocsinh05');
    await page.waitForURL(/\/thong-bao$/);

    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Thông báo, 1 chưa đọc');
    await expect.poll(() => page.getByTestId('notification-badge').textContent()).toBe('1');
    await expect
      .poll(() => page.getByRole('main').getByText('Lịch học bù chương 3').count())
      .toBeGreaterThan(0);
    await saveScreenshot(page, 'notifications-page-vi');

    await bell(page).click();
    const panel = page.getByRole('region', { name: 'Thông báo' });
    await panel.waitFor();
    await panel.getByText('Thứ bảy này 8h các em vào lớp học bù nhé.').waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveScreenshot(page, 'notifications-bell-vi', { fullPage: false });

    await panel.getByRole('link', { name: /Lịch học bù chương 3/ }).click();
    await page.waitForURL(/\/khoa-hoc-cua-toi$/);
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Thông báo, không có thông báo mới');
    expect(await page.getByTestId('notification-badge').count()).toBe(0);
    const mine = await apiAs<{ data: { readAt: string | null }[]; extra: { unread: number } }>(
      journeys.url,
      '/notifications',
      { username: 'hocsinh05' },
    );
    expect(mine.extra.unread).toBe(0);
    expect(mine.data[0]?.readAt).not.toBeNull();
    expect(problems).toEqual(NO_PROBLEMS);
  });

  it('an order status change tells its buyer, in the language they read', async () => {
    const login = await fetch(`${journeys.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'hocsinh06', password: DEMO_PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const books = (await (await fetch(`${journeys.url}/api/books?limit=1`)).json()) as {
      data: { id: number }[];
    };
    const placed = await fetch(`${journeys.url}/api/simple-orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({
        bookId: books.data[0]?.id,
        name: 'Nguyễn Văn Sáu',
        phone: '0987654321',
        qty: 1,
      }),
    });
    expect(placed.status).toBe(200);
    const orders = await apiAs<{ data: { id: number; username: string | null }[] }>(
      journeys.url,
      '/admin/orders?kind=SIMPLE&limit=5',
    );
    const order = orders.data.find((row) => row.username === 'hocsinh06');
    if (!order) throw new Error('the order hocsinh06 placed is not in the admin list');
    const admin = await fetch(`${journeys.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'quantrivien', password: DEMO_PASSWORD }),
    });
    const adminToken = ((await admin.json()) as { accessToken: string }).accessToken;
    const moved = await fetch(`${journeys.url}/api/admin/orders/${order.id}/status`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ status: 'PROCESS' }),
    });
    expect(moved.status).toBe(200);

    const { page, problems } = await journeys.open('/thong-bao', PHONE);
    await page.waitForURL(/\/dang-nhap/);
    await signInOnPage(page, 'hocsinh06');
    await page.waitForURL(/\/thong-bao$/);
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Thông báo, 1 chưa đọc');
    await page.getByRole('main').getByText(`Đơn hàng #${order.id}`).waitFor();
    await page.getByRole('main').getByText('Đơn hàng đang chờ quản trị viên duyệt.').waitFor();
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`Đơn hàng #${order.id}`) })
      .click();
    await page.waitForURL(new RegExp(`/don-hang/${order.id}$`));
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Thông báo, không có thông báo mới');
    expect(problems.pageErrors).toEqual([]);
  });

  it('reads the same notices in English and fits a 390 px phone', async () => {
    const userId = await userIdOf(journeys.url, 'hocsinh07');
    await apiAs(journeys.url, '/notifications', {
      body: { target: 'USER', userId, title: 'Đề thi thử tuần 5', body: 'Đề đã mở, hạn nộp Chủ nhật.' },
    });
    const opened = await journeys.open('/thong-bao', PHONE);
    const { page, problems } = opened;
    await page.waitForURL(/\/dang-nhap/);
    await signInOnPage(page, 'hocsinh07');
    await page.waitForURL(/\/thong-bao$/);
    await page.getByRole('main').getByText('Đề thi thử tuần 5').waitFor();
    await saveScreenshot(page, 'notifications-page-vi-390');
    await bell(page).click();
    await page.getByRole('region', { name: 'Thông báo' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'notifications-bell-vi-390', { fullPage: false });

    await page.keyboard.press('Escape');
    await opened.context.addCookies([{ name: 'lang', value: 'en', url: journeys.url }]);
    await page.reload();
    const enBell = page.getByRole('button', { name: /^Notifications,/ });
    await expect.poll(() => enBell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await saveScreenshot(page, 'notifications-page-en-390');
    await enBell.click();
    await page.getByRole('region', { name: 'Notifications' }).getByText('Mark all as read').click();
    await expect.poll(() => enBell.getAttribute('aria-label')).toBe('Notifications, none unread');
    await saveScreenshot(page, 'notifications-bell-en-390', { fullPage: false });
    expect(problems).toEqual(NO_PROBLEMS);
  });

  it('staff send from /admin/notifications and see it in what was sent', async () => {
    const { page, problems } = await journeys.open('/admin/notifications');
    await page.waitForURL(/\/admin\/login/);
    await signInToAdmin(page);
    await page.waitForURL(/\/admin\/notifications/);
    await page.getByRole('heading', { name: 'Thông báo', level: 1 }).waitFor();

    await page.locator('label', { hasText: 'Một người dùng' }).click();
    await page.getByLabel('Người dùng', { exact: true }).fill('hocsinh08');
    // The visible row of the dropdown (antd also keeps a hidden listbox of options for screen readers).
    await page.locator('.ant-select-item-option', { hasText: 'hocsinh08' }).click();
    await page.getByRole('textbox', { name: 'Tiêu đề' }).fill('Chúc mừng em đạt giải');
    await page
      .getByRole('textbox', { name: 'Nội dung' })
      .fill('Thầy cô chúc mừng em đạt giải nhì kỳ thi thử.');
    await page.getByRole('button', { name: 'Gửi', exact: true }).click();
    await page.getByText('Đã gửi tới 1 người').waitFor();
    // Once sent, the button is named for what it does again, at once (no "loading" left inside it).
    expect(await page.getByRole('button', { name: 'Gửi', exact: true }).count()).toBe(1);
    await page.getByRole('cell', { name: /Chúc mừng em đạt giải/ }).waitFor();
    await saveScreenshot(page, 'notifications-admin-vi');

    // Everyone: asked first.
    // antd's button radios hide the input under their label.
    await page.locator('label', { hasText: 'Tất cả mọi người' }).click();
    await page.getByRole('textbox', { name: 'Tiêu đề' }).fill('Nghỉ lễ 2/9');
    await page.getByRole('textbox', { name: 'Nội dung' }).fill('Trung tâm nghỉ lễ từ 1/9 đến 3/9.');
    await page.getByRole('button', { name: 'Gửi', exact: true }).click();
    const confirm = page.getByRole('dialog');
    await settled(confirm);
    await confirm.getByRole('button', { name: 'Gửi cho tất cả' }).click();
    await page
      .getByText(/Đã gửi tới \d+ người/)
      .last()
      .waitFor();
    await page.getByRole('cell', { name: /Nghỉ lễ 2\/9/ }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);

    const mine = await apiAs<{ data: { title: string }[] }>(journeys.url, '/notifications', {
      username: 'hocsinh08',
    });
    expect(mine.data.map((n) => n.title)).toEqual(['Nghỉ lễ 2/9', 'Chúc mừng em đạt giải']);
    expect(problems).toEqual(NO_PROBLEMS);
  });

  it('shows the admin screen in Vietnamese and English at 390 px', async () => {
    const opened = await journeys.open('/admin/notifications', PHONE);
    const { page } = opened;
    await page.waitForURL(/\/admin\/login/);
    await signInToAdmin(page);
    await page.getByRole('heading', { name: 'Thông báo', level: 1 }).waitFor();
    await page.getByRole('cell', { name: /Chúc mừng em đạt giải/ }).waitFor();
    await saveScreenshot(page, 'notifications-admin-vi-390');
    await opened.context.addCookies([{ name: 'lang', value: 'en', url: journeys.url }]);
    await page.reload();
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await page.getByText('Send a notification').waitFor();
    await page.getByRole('cell', { name: /Chúc mừng em đạt giải/ }).waitFor();
    await saveScreenshot(page, 'notifications-admin-en-390');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
