import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, skipBrowserJourneys, warnIfNoChromium } from './helpers/browser';
import { DEMO_PASSWORD, settled, signInToAdmin, useJourneys } from './helpers/journeys';

warnIfNoChromium();

const MENU = 'Menu quản trị';
const DELETE_QUESTION_VI = 'Bạn có muốn xoá bản ghi này?';

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The labels of the side menu's top level, once it has rendered. */
async function topMenu(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: MENU });
  // The dashboard entry is shown to every admin user: once it is there, the menu is complete.
  await nav.getByText('Bảng điều khiển', { exact: true }).waitFor();
  return nav.locator(':scope > ul > li').allInnerTexts();
}

/** The table rows' usernames (first cell's bold name). */
function usernames(page: Page) {
  return page.locator('.ant-table-tbody tr.ant-table-row');
}

/**
 * Waits for an Ant Design dialog to finish its opening animation: a click that lands during the zoom
 * (on a loaded machine) can be lost, as a person's would not be once the dialog is on screen.
 */
describe.skipIf(skipBrowserJourneys)('admin journeys in a real browser', () => {
  const journeys = useJourneys();
  const { open } = journeys;

  it('sends a visitor of /admin/users to the login page and back to the users list after signing in', async () => {
    const { page, problems } = await open('/admin/users');
    await page.getByRole('heading', { level: 1, name: 'Đăng nhập trang quản trị' }).waitFor();
    expect(pathOf(page)).toBe('/admin/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/users');

    await signInToAdmin(page, 'quantrivien');
    await page.getByRole('heading', { level: 1, name: 'Người dùng' }).waitFor();
    expect(pathOf(page)).toBe('/admin/users');
    await usernames(page).first().waitFor();
    const table = page.locator('.ant-table-tbody');
    for (const username of ['quantrivien', 'nhanvien01', 'giaovien01', 'hocsinh01']) {
      await expect
        .poll(() => table.getByText(username, { exact: true }).count(), { message: username })
        .toBe(1);
    }
    // The users group is opened and its entry highlighted (spec §2).
    const nav = page.getByRole('navigation', { name: MENU });
    await expect.poll(() => nav.locator('.ant-menu-item-selected').textContent()).toBe('Người dùng');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await saveScreenshot(page, 'admin-users-vi-1280');
  });

  it('opens the back office, a document of its own, from the storefront after signing in there', async () => {
    const { page, problems } = await open('/dang-nhap');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.getByLabel('Tên đăng nhập hoặc email').fill('nhanvien01');
    await page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Đăng nhập' }).click();
    const account = page.getByRole('banner').getByRole('button', { name: /^Tài khoản của / });
    await account.waitFor();
    // A storefront page as a visitor gets it: rendered on the server, then hydrated.
    await page.goto(`${journeys.url}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const backOfficeFile = (path: string) => path.startsWith('/admin/assets/');
    expect(requested.filter(backOfficeFile), 'the storefront never downloads the back office').toEqual([]);

    // The back office's link is a page load: its document replaces the storefront's.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await account.click();
    await page.getByRole('link', { name: 'Trang quản trị' }).click();
    const menu = await topMenu(page);
    expect(pathOf(page)).toBe('/admin');
    expect(menu).toEqual(expect.arrayContaining(['Sách', 'Người dùng']));
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(false);
    expect(requested.filter(backOfficeFile).length).toBeGreaterThan(0);

    // Inside the back office, its menu's links are the app's navigations, breadcrumbs from its table.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await page
      .getByRole('navigation', { name: MENU })
      .getByRole('link', { name: 'Sách', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Sách' }).waitFor();
    expect(pathOf(page)).toBe('/admin/books');
    const crumbs = page.getByRole('navigation', { name: 'Vị trí trang' });
    await expect.poll(() => crumbs.innerText()).toMatch(/Bảng điều khiển\s*\/\s*Sách/);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/admin');
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);

    // Back again, across the two documents: the storefront's page, working.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('asks before logging out, then shows the login page with a success notice', async () => {
    const { page } = await open('/admin/login');
    await signInToAdmin(page, 'quantrivien');
    await page.getByRole('heading', { level: 1, name: /Xin chào/ }).waitFor();

    const openLogout = async () => {
      await page.getByRole('button', { name: 'Tài khoản của tôi' }).click();
      await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
      return page.getByRole('dialog', { name: 'Bạn có muốn đăng xuất?' });
    };

    // Cancelling keeps the session.
    let dialog = await openLogout();
    await settled(dialog);
    await dialog.getByRole('button', { name: 'Huỷ' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/admin');

    dialog = await openLogout();
    await settled(dialog);
    await dialog.getByRole('button', { name: 'Đăng xuất' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByText('Đăng xuất thành công').waitFor();

    // Signed out for real: the back office sends the visitor to the login page again.
    await page.goto(`${journeys.url}/admin/users`);
    await page.waitForURL((url) => url.pathname === '/admin/login');
  });

  it('keeps the side menu collapsed after a reload', async () => {
    const { page } = await open('/admin/login');
    await signInToAdmin(page, 'quantrivien');
    const sider = page.locator('.ant-layout-sider');
    await sider.waitFor();
    expect(await sider.getAttribute('class')).not.toContain('ant-layout-sider-collapsed');

    await page.getByRole('button', { name: 'Thu gọn menu' }).click();
    await expect.poll(() => sider.getAttribute('class')).toContain('ant-layout-sider-collapsed');

    await page.reload();
    await page.getByRole('button', { name: 'Mở rộng menu' }).waitFor();
    expect(await sider.getAttribute('class')).toContain('ant-layout-sider-collapsed');
    expect((await sider.boundingBox())?.width).toBe(64);

    await page.getByRole('button', { name: 'Mở rộng menu' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Thu gọn menu' }).waitFor();
    expect((await sider.boundingBox())?.width).toBe(248);
  });

  it('allows bulk delete only with a selection, and confirms before deleting', async () => {
    const { page } = await open('/admin/login?redirect=/admin/users');
    await signInToAdmin(page, 'quantrivien');
    await usernames(page).first().waitFor();

    const bulkDelete = page.getByTestId('bulk-delete');
    expect(await bulkDelete.isDisabled()).toBe(true);

    // One's own row cannot be selected (spec §5: deleting oneself is refused).
    const ownRow = usernames(page).filter({ hasText: 'quantrivien' });
    expect(await ownRow.getByRole('checkbox').isDisabled()).toBe(true);

    const victim = usernames(page).filter({ hasText: 'hocsinh13' });
    await victim.getByRole('checkbox').check();
    expect(await bulkDelete.isEnabled()).toBe(true);
    expect(await bulkDelete.textContent()).toContain('(1)');

    // Cancelling deletes nothing.
    await bulkDelete.click();
    let dialog = page.getByRole('dialog', { name: DELETE_QUESTION_VI });
    await settled(dialog);
    await dialog.getByRole('button', { name: 'Huỷ' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await victim.count()).toBe(1);

    await bulkDelete.click();
    dialog = page.getByRole('dialog', { name: DELETE_QUESTION_VI });
    await settled(dialog);
    await dialog.getByRole('button', { name: 'Xoá' }).click();
    await page.getByText('Xoá thành công: 1 bản ghi').waitFor();
    await expect.poll(() => victim.count()).toBe(0);
    expect(await bulkDelete.isDisabled()).toBe(true);
  });

  it('shows staff and teachers only the menu entries their permissions open', async () => {
    const staff = await open('/admin/login');
    await signInToAdmin(staff.page, 'nhanvien01');
    const staffMenu = await topMenu(staff.page);
    expect(staffMenu).toEqual(
      expect.arrayContaining(['Sách', 'Tin tức', 'Đơn hàng', 'Website', 'Người dùng']),
    );
    expect(staffMenu).not.toContain('Phân quyền');

    // A page the menu hides is refused by the guard too.
    await staff.page.goto(`${journeys.url}/admin/roles`);
    await staff.page.waitForURL((url) => url.pathname === '/admin/403');
    await staff.page.getByRole('heading', { name: 'Bạn không có quyền truy cập trang này' }).waitFor();

    const teacher = await open('/admin/login');
    await signInToAdmin(teacher.page, 'giaovien01');
    const teacherMenu = await topMenu(teacher.page);
    expect(teacherMenu).toEqual(expect.arrayContaining(['Khoá học', 'Thi trực tuyến', 'Người dùng']));
    for (const hidden of ['Sách', 'Combo', 'Tin tức', 'Đơn hàng', 'Website', 'Phân quyền']) {
      expect(teacherMenu, hidden).not.toContain(hidden);
    }
    await saveScreenshot(teacher.page, 'admin-teacher-menu-vi-1280');
  });
});
