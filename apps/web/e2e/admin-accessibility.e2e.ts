import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './helpers/axe';
import { saveScreenshot, skipBrowserJourneys, warnIfNoChromium } from './helpers/browser';
import { settled, signInToAdmin, useJourneys } from './helpers/journeys';

warnIfNoChromium();

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** Opens an admin page by its address and waits until what it is for is on screen. */
async function visit(page: Page, path: string) {
  await page.goto(`${new URL(page.url()).origin}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  if (/\/(create|edit)$/.test(path))
    await page.getByRole('button', { name: /^(Lưu|Thêm mới|Tải lên)$/ }).waitFor();
  // A list shows its rows, or says it has none (no live embed in the demo data).
  else if (path !== '/admin')
    await page.locator('.ant-table-tbody tr.ant-table-row, .ant-table-tbody .ant-empty').first().waitFor();
  if (/\/(books|news)\/\d+\/edit$/.test(path)) await page.locator('.ProseMirror').waitFor();
}

/** The first record's edit address in a list, as an admin reaches it. */
async function firstEditPath(page: Page, list: string): Promise<string> {
  await visit(page, list);
  await page.getByRole('button', { name: /^Sửa / }).first().click();
  await page.waitForURL((url) => /\/\d+\/edit$/.test(url.pathname));
  return new URL(page.url()).pathname;
}

const LISTS = [
  '/admin',
  '/admin/books',
  '/admin/combos',
  '/admin/documents',
  '/admin/categories',
  '/admin/folders',
  '/admin/images',
  '/admin/news',
  '/admin/pages',
  '/admin/banners',
  '/admin/slideshows',
  '/admin/embed-lives',
  '/admin/users',
  '/admin/roles',
  '/admin/permissions',
  '/admin/rules',
];
const FORMS = [
  '/admin/books/create',
  '/admin/banners/create',
  '/admin/slideshows/create',
  '/admin/images/create',
];

describe.skipIf(skipBrowserJourneys)('admin accessibility in a real browser', () => {
  const { open } = useJourneys();

  it('has no serious or critical axe finding on the login page and the admin pages, at 1366 px', async () => {
    const { page, problems } = await open('/admin/login', DESKTOP);
    await page.getByLabel('Tên đăng nhập hoặc email').waitFor();
    const findings: Record<string, unknown> = {};
    const check = async (name: string) => {
      const found = await seriousAxeFindings(page);
      if (found.length > 0) findings[name] = found;
    };
    await check('/admin/login');
    await signInToAdmin(page);
    const edits = [await firstEditPath(page, '/admin/books'), await firstEditPath(page, '/admin/news')];
    for (const path of [...LISTS, ...FORMS, ...edits]) {
      await visit(page, path);
      await check(path);
    }
    expect(findings).toEqual({});
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  }, 240_000);

  it('fits the books and images tables in a 1366 px window, actions column included', async () => {
    const { page } = await open('/admin/login', DESKTOP);
    await signInToAdmin(page);
    for (const path of ['/admin/books', '/admin/images']) {
      await visit(page, path);
      const table = page.locator('.ant-table');
      const overflow = await table.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      // The last column's buttons are inside the table's box, not cut off at its edge.
      const box = await table.boundingBox();
      const lastDelete = await rows(page).first().getByRole('button', { name: /^Xoá / }).boundingBox();
      expect(box && lastDelete && lastDelete.x + lastDelete.width <= box.x + box.width).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
      await saveScreenshot(page, `admin${path.replace('/admin', '').replace('/', '-')}-vi-1366`, {
        fullPage: false,
      });
    }
  });

  it('keeps the media library button inside an 800 px tall window', async () => {
    const { page } = await open('/admin/login', DESKTOP);
    await signInToAdmin(page);
    await visit(page, '/admin/books/create');
    await page.getByRole('button', { name: 'Chọn ảnh' }).click();
    const library = page.getByRole('dialog', { name: 'Thư viện ảnh' });
    await settled(library);
    await library.locator('img').first().waitFor();
    const done = library.getByRole('button', { name: 'Xong' });
    const box = await done.boundingBox();
    expect(box).not.toBeNull();
    expect(box && box.y >= 0 && box.y + box.height <= DESKTOP.height).toBe(true);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveScreenshot(page, 'admin-media-library-vi-1366x800', { fullPage: false });
  });

  it('has no serious or critical finding on a phone, where tables scroll inside their box', async () => {
    const { page, problems } = await open('/admin/login', PHONE);
    await page.getByLabel('Tên đăng nhập hoặc email').waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await signInToAdmin(page);
    const findings: Record<string, unknown> = {};
    for (const path of ['/admin/books', '/admin/images', '/admin/banners', '/admin/slideshows/create']) {
      await visit(page, path);
      const found = await seriousAxeFindings(page);
      if (found.length > 0) findings[path] = found;
      // The page itself never scrolls sideways; a wide table scrolls within its own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
        PHONE.width,
      );
    }
    expect(findings).toEqual({});
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  }, 120_000);
});
