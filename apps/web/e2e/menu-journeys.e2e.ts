import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, skipBrowserJourneys, warnIfNoChromium } from './helpers/browser';
import { settled, signInToAdmin, useJourneys } from './helpers/journeys';

warnIfNoChromium();

const ONE = 'Sách E2E Một';
const TWO = 'Sách E2E Hai';
const THREE = 'Sách E2E Ba';
const NAMES = [ONE, TWO, THREE];

/** The names of the admin tree's rows, top to bottom. */
const adminOrder = (page: Page) =>
  page
    .locator('[data-menu-item]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-menu-item')));

/** Only our three items, in the order shown (the demo menu may hold others). */
const ours = (names: (string | null)[]) => names.filter((name): name is string => NAMES.includes(name ?? ''));

describe.skipIf(skipBrowserJourneys)('website menus in a real browser', () => {
  const { open } = useJourneys();

  it('an admin reorders and nests book menu items by mouse and keyboard, and the header shows it', async () => {
    const { page, problems } = await open('/admin/menus/book');
    await signInToAdmin(page);
    await page.getByRole('heading', { level: 1, name: 'Menu sách' }).waitFor();

    for (const name of NAMES) {
      // The page's own button (each row also has 'Thêm mục con vào …').
      await page.getByRole('button', { name: /Thêm mục$/ }).click();
      const dialog = page.getByRole('dialog');
      await settled(dialog);
      await dialog.getByLabel('Tên mục').fill(name);
      await dialog.getByRole('button', { name: 'Thêm mới' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.locator(`[data-menu-item="${name}"]`).waitFor();
    }
    expect(ours(await adminOrder(page))).toEqual(NAMES);

    // Drag the last item by its handle above the first row, with the mouse, in small steps as a hand would.
    const handle = page.getByRole('button', { name: `Kéo để di chuyển ${THREE}` });
    const firstRow = page.locator('[data-menu-item]').first();
    const from = await handle.boundingBox();
    const to = await firstRow.boundingBox();
    if (!from || !to) throw new Error('rows are not on screen');
    const startX = from.x + from.width / 2;
    const startY = from.y + from.height / 2;
    await page.mouse.move(startX, startY);
    await page.mouse.down();
    await page.mouse.move(startX, startY - 10, { steps: 3 });
    await page.mouse.move(startX, to.y + 4, { steps: 20 });
    await page.waitForTimeout(200);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/menus/update') && response.status() === 200,
    );
    await page.mouse.up();
    await saved;
    await expect.poll(async () => (await adminOrder(page))[0]).toBe(THREE);
    expect(ours(await adminOrder(page))).toEqual([THREE, ONE, TWO]);
    // Still so after a reload: the server holds the new order.
    await page.reload();
    await page.locator(`[data-menu-item="${THREE}"]`).waitFor();
    expect(ours(await adminOrder(page))).toEqual([THREE, ONE, TWO]);

    // By keyboard: Space picks the last item up, ArrowUp moves it above 'Một', Space drops it; then
    // 'Một' goes under it with ArrowRight (a level deeper: a child of the row above).
    const byKeyboard = async (name: string, key: string) => {
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/admin/menus/update'));
      await page.getByRole('button', { name: `Kéo để di chuyển ${name}` }).focus();
      for (const press of ['Space', key, 'Space']) {
        await page.keyboard.press(press);
        await page.waitForTimeout(250);
      }
      expect((await saved).status()).toBe(200);
    };
    await byKeyboard(TWO, 'ArrowUp');
    await expect.poll(async () => ours(await adminOrder(page))).toEqual([THREE, TWO, ONE]);
    await byKeyboard(ONE, 'ArrowRight');
    const depthOf = (name: string) => page.locator(`[data-menu-item="${name}"]`).getAttribute('data-depth');
    await expect.poll(() => depthOf(ONE)).toBe('1');
    expect(await depthOf(TWO)).toBe('0');
    expect(problems.pageErrors).toEqual([]);
    await saveScreenshot(page, 'admin-menu-book-1280');

    // A visitor (a fresh browser, so nothing cached) opens the header's book group.
    const site = await open('/');
    const header = site.page.locator('header');
    const toggle = header.getByRole('button', { name: 'Mở danh sách Sách' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const dropdown = header.locator('[data-menu-dropdown="Sách"]');
    await dropdown.getByText(THREE, { exact: true }).waitFor();
    const entries = await dropdown.locator('a, span').allInnerTexts();
    expect(entries[0]).toBe(THREE);
    expect(ours(entries)).toEqual([THREE, TWO, ONE]);
    // 'Một' is nested under 'Hai'.
    const nested = dropdown.locator('li li', { hasText: ONE });
    expect(await nested.count()).toBe(1);
    await saveScreenshot(site.page, 'site-header-book-menu-1280', { fullPage: false });
    // Escape closes it and gives the focus back to the toggle.
    await site.page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(site.problems.pageErrors).toEqual([]);
    expect(site.problems.consoleErrors).toEqual([]);
  });

  it('on a phone, the book group unfolds in the menu panel with a tap', async () => {
    const { page, problems } = await open('/', { width: 375, height: 740 });
    await page.getByRole('button', { name: 'Mở menu' }).click();
    const toggle = page.getByRole('button', { name: 'Mở danh sách Sách' });
    await toggle.click();
    const dropdown = page.locator('[data-menu-dropdown="Sách"]');
    const first = dropdown.locator('a, span').first();
    await first.waitFor();
    expect(await first.isVisible()).toBe(true);
    // The panel fits the phone's width: nothing sticks out sideways.
    const box = await dropdown.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(problems.pageErrors).toEqual([]);
    await saveScreenshot(page, 'site-header-book-menu-375', { fullPage: false });
  });
});
