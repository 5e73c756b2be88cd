import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, skipBrowserJourneys, warnIfNoChromium } from './helpers/browser';
import { useJourneys } from './helpers/journeys';

warnIfNoChromium();

const HOME_TITLE_VI = 'Học toán trực tuyến cùng thầy cô giỏi';
const NOT_FOUND_VI = 'Không tìm thấy trang yêu cầu';
const LOGGED_IN_ELSEWHERE_VI = 'Tài khoản của bạn đã đăng nhập trên trình duyệt khác';
const STUDENT = { username: 'hocsinh01', password: 'matkhau123', name: 'Trần Bình An' };

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The refresh cookie as the browser holds it (scripts cannot see it: it is HttpOnly). */
async function refreshCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'refresh_token');
}

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Tên đăng nhập hoặc email').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Đăng nhập' }).click();
}

/** The header's account button, named "Tài khoản của <name>". */
function accountButton(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name: `Tài khoản của ${name}` });
}

describe.skipIf(skipBrowserJourneys)('sign-in journeys in a real browser', () => {
  const journeys = useJourneys();
  const { open } = journeys;

  it('registers a new student, who lands on the home page signed in, and logs out again', async () => {
    const { page, problems, context } = await open('/dang-ky');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Tạo tài khoản' }).waitFor();

    // An empty submit shows the spec §5 messages in Vietnamese, without asking the server.
    await main.getByRole('button', { name: 'Đăng ký' }).click();
    expect(await main.getByText('Trường này là bắt buộc').count()).toBe(5);

    const suffix = Date.now().toString(36);
    await page.getByLabel('Họ và tên đệm').fill('Nguyễn Thị');
    await page.getByLabel('Tên', { exact: true }).fill('Lan');
    await page.getByLabel('Email').fill(`lan.${suffix}@example.vn`);
    await page.getByLabel('Số điện thoại').fill('0912345678');
    await page.getByLabel('Tên đăng nhập').fill(`hocsinh${suffix}`);
    await page.getByLabel('Mật khẩu', { exact: true }).fill('matkhau123');
    await page.getByLabel('Nhập lại mật khẩu').fill('matkhau123');
    await main.getByRole('button', { name: 'Đăng ký' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: HOME_TITLE_VI }).waitFor();
    await accountButton(page, 'Nguyễn Thị Lan').waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Đăng nhập' }).count()).toBe(0);
    expect(await refreshCookie(context)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
    });
    await saveScreenshot(page, 'auth-registered-home-vi-1280');

    await accountButton(page, 'Nguyễn Thị Lan').click();
    // A student has no back office to go to.
    expect(await page.getByRole('banner').getByRole('link', { name: 'Trang quản trị' }).count()).toBe(0);
    await page.getByRole('banner').getByRole('button', { name: 'Đăng xuất' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Đăng nhập' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    // Only the server could clear the HttpOnly cookie, and logging out asked it to (its answer may land
    // after the header has already changed, on a busy machine).
    await expect.poll(() => refreshCookie(context), { timeout: 10_000 }).toBeUndefined();
    expect(problems.pageErrors).toEqual([]);
  });

  it('sends a visitor of /admin/users to /admin/login?redirect=/admin/users', async () => {
    const { page } = await open('/admin/users');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toBe('/admin/users');
    expect(`${url.pathname}${url.search}`).toBe('/admin/login?redirect=/admin/users');
  });

  it('sends a visitor of the profile page to the login page and back to the profile after signing in', async () => {
    const { page } = await open('/thong-tin-ca-nhan');
    await page.waitForURL((url) => url.pathname === '/dang-nhap');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/thong-tin-ca-nhan');
    await signIn(page, STUDENT.username, STUDENT.password);
    await page.waitForURL((url) => url.pathname === '/thong-tin-ca-nhan');
    await page.getByRole('heading', { level: 1, name: 'Thông tin cá nhân' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('hocsinh01@toanhay.vn');
  });

  it('logs the first browser out, home, with the LOGGED_IN_ELSEWHERE message when the student signs in elsewhere', async () => {
    const first = await open('/dang-nhap');
    await signIn(first.page, STUDENT.username, STUDENT.password);
    await accountButton(first.page, STUDENT.name).waitFor();
    await first.page.goto(`${journeys.url}/thong-tin-ca-nhan`);
    await first.page.getByRole('heading', { level: 1, name: 'Thông tin cá nhân' }).waitFor();

    // A second browser (its own cookies and storage) signs in as the same student.
    const second = await open('/dang-nhap');
    await signIn(second.page, STUDENT.username, STUDENT.password);
    await accountButton(second.page, STUDENT.name).waitFor();

    // The first browser's next call is refused: it shows why, forgets the session and goes home.
    await first.page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await first.page.getByRole('alert').filter({ hasText: LOGGED_IN_ELSEWHERE_VI }).waitFor();
    await first.page.waitForURL((url) => url.pathname === '/');
    await first.page.getByRole('banner').getByRole('link', { name: 'Đăng nhập' }).waitFor();
    expect(await first.page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await saveScreenshot(first.page, 'auth-logged-in-elsewhere-vi-1280');

    // The second browser is the one that stays signed in.
    await second.page.reload();
    await accountButton(second.page, STUDENT.name).waitFor();
  });

  it('renews an expired access token with the HttpOnly refresh cookie, which no script can read', async () => {
    const { page, context } = await open('/dang-nhap');
    await signIn(page, STUDENT.username, STUDENT.password);
    await accountButton(page, STUDENT.name).waitFor();
    const cookie = await refreshCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    // Nothing a script can reach holds the refresh token: not document.cookie, not storage.
    const reachable = await page.evaluate(() =>
      JSON.stringify([document.cookie, { ...localStorage }, { ...sessionStorage }]),
    );
    expect(reachable).not.toContain(cookie?.value);

    // The next user-info call hears "expired" once: the app refreshes with the cookie, then retries.
    let expiredAnswers = 0;
    await page.route('**/api/auth/me', async (route) => {
      if (expiredAnswers > 0) return route.continue();
      expiredAnswers++;
      return route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'ACCESS_TOKEN_EXPIRED', message: 'Phiên đăng nhập đã hết hạn' }),
      });
    });
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/auth/refresh-token')) refreshes.push(response.status());
    });
    await page.goto(`${journeys.url}/thong-tin-ca-nhan`);
    await page.getByRole('heading', { level: 1, name: 'Thông tin cá nhân' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('hocsinh01@toanhay.vn');
    expect(expiredAnswers).toBe(1);
    expect(refreshes).toEqual([200]);
    // Rotated: the browser now holds a new refresh token, still out of scripts' reach.
    const rotated = await refreshCookie(context);
    expect(rotated).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(rotated?.value).not.toBe(cookie?.value);
  });

  it('sends a student who opens /admin/users to /404', async () => {
    const { page } = await open('/dang-nhap');
    await signIn(page, STUDENT.username, STUDENT.password);
    await accountButton(page, STUDENT.name).waitFor();

    await page.goto(`${journeys.url}/admin/users`);
    await page.waitForURL((url) => url.pathname === '/404');
    await page.getByRole('heading', { level: 1, name: NOT_FOUND_VI }).waitFor();
    expect(pathOf(page)).toBe('/404');
  });
});
