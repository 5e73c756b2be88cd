import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, skipBrowserJourneys, warnIfNoChromium } from './helpers/browser';
import { signInToAdmin, useJourneys } from './helpers/journeys';

warnIfNoChromium();

/** A real PNG drawn by the browser itself (a gradient, so it is not trivially small). */
async function drawnPng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w as number;
      canvas.height = h as number;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      const gradient = context.createLinearGradient(0, 0, w as number, h as number);
      gradient.addColorStop(0, '#3a7bd5');
      gradient.addColorStop(1, '#f5a623');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w as number, h as number);
      return canvas.toDataURL('image/png');
    },
    [width, height],
  );
  return Buffer.from(dataUrl.split(',')[1] as string, 'base64');
}

describe.skipIf(skipBrowserJourneys)('media library in a real browser', () => {
  const { open } = useJourneys();

  it('an admin makes a folder, uploads a picture into it, finds it by folder, and renames it', async () => {
    const { page, problems } = await open('/admin/folders/create');
    await signInToAdmin(page);
    await page.getByLabel('Tên thư mục').fill('Thư mục E2E');
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/folders');
    await page.getByRole('cell', { name: 'Thư mục E2E', exact: true }).waitFor();

    await page.goto(`${new URL(page.url()).origin}/admin/images/create`);
    const png = await drawnPng(page, 640, 400);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'anh-e2e.png', mimeType: 'image/png', buffer: png });
    // The preview shows the chosen picture and its size before anything is sent.
    await page.getByText('anh-e2e.png · 640 × 400 px').waitFor();
    await page.getByLabel('Thư mục').click();
    // antd draws the visible options apart from its accessible list: pick the one on screen.
    await page.locator('.ant-select-item-option', { hasText: 'Thư mục E2E' }).click();
    await page.getByRole('button', { name: 'Tải lên', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/images');

    const row = page.getByRole('row').filter({ hasText: 'anh-e2e' });
    await row.waitFor();
    // The thumbnail is the narrowest stored copy, and it loads.
    const thumbnail = row.locator('img').first();
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/uploads\/images\/[\w-]+-320\.webp$/);
    await expect
      .poll(() =>
        thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth).catch((error) => String(error)),
      )
      .toBe(320);
    await expect.poll(() => row.textContent()).toContain('Thư mục E2E');
    await saveScreenshot(page, 'admin-images-list-1280');

    await row.getByRole('button', { name: /^Sửa/ }).click();
    await page.waitForURL(/\/admin\/images\/\d+\/edit$/);
    // The URL changes before the edit page has replaced the list, whose column is also 'Tên ảnh'.
    await page.locator('form').getByLabel('Tên ảnh', { exact: true }).fill('Ảnh E2E đã sửa');
    await page.getByRole('button', { name: 'Lưu' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/images');
    await page.getByRole('cell', { name: 'Ảnh E2E đã sửa', exact: true }).waitFor();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});
