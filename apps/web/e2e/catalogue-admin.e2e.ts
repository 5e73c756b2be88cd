import { describe, expect, it } from 'vitest';
import { saveScreenshot, skipBrowserJourneys, warnIfNoChromium } from './helpers/browser';
import { settled, signInToAdmin, useJourneys } from './helpers/journeys';

warnIfNoChromium();

/** `/uploads/images/abc-320.webp` and `/uploads/images/abc.webp` are the same picture `abc`. */
const pictureOf = (src: string | null) => src?.match(/\/uploads\/images\/([\w-]+?)(?:-\d+)?\.webp/)?.[1];

const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

describe.skipIf(skipBrowserJourneys)('catalogue back office in a real browser', () => {
  const { open } = useJourneys();

  it('an admin creates a book with a picture and a preview PDF, and a visitor sees it on the storefront', async () => {
    const { page, problems } = await open('/admin/books/create');
    await signInToAdmin(page);
    await page.getByLabel('Tên sách').fill('Sách E2E Hình học không gian');
    await page.getByLabel('Tác giả').fill('Nguyễn Văn E');
    await page.getByLabel('Giá bán').fill('159000');
    // A picture from the media library (the demo data has some).
    await page.getByRole('button', { name: 'Chọn ảnh' }).click();
    const library = page.getByRole('dialog', { name: 'Thư viện ảnh' });
    await settled(library);
    const tile = library
      .getByRole('button', { pressed: false })
      .filter({ has: page.locator('img') })
      .first();
    const picked = pictureOf(await tile.locator('img').getAttribute('src'));
    expect(picked).toBeTruthy();
    await tile.click();
    await library.getByRole('button', { name: 'Xong' }).click();
    await library.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    // Created: the edit page takes over, where the files are uploaded.
    await page.waitForURL((url) => /^\/admin\/books\/\d+\/edit$/.test(url.pathname));
    await page.getByText('Chưa có bản đọc thử').waitFor();
    await page
      .locator('input[type=file][accept*=pdf]')
      .setInputFiles({ name: 'doc-thu.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
    await page.getByRole('link', { name: 'Bản đọc thử (PDF)' }).waitFor();
    await saveScreenshot(page, 'admin-book-edit-vi-1280');

    await page.goto(`${new URL(page.url()).origin}/admin/books?q=E2E`);
    const row = page.getByRole('row').filter({ hasText: 'Sách E2E Hình học không gian' });
    await row.waitFor();
    expect(await row.innerText()).toContain('159.000\u00a0₫');
    expect(await row.innerText()).toContain('Đang bán');
    await saveScreenshot(page, 'admin-books-vi-1280');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);

    // A visitor in another browser finds the book in the storefront, with the admin's picture.
    const bookId = (await row.getAttribute('data-row-key')) ?? '';
    const visitor = await open(`/sach/${bookId}/sach-e2e-hinh-hoc-khong-gian`);
    const main = visitor.page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Sách E2E Hình học không gian' }).waitFor();
    await expect.poll(() => main.innerText()).toContain('159.000');
    const shown = await main.locator('img[src*="/uploads/images/"]').first().getAttribute('src');
    expect(pictureOf(shown)).toBe(picked);
    expect(visitor.problems.consoleErrors).toEqual([]);
  });

  it('an admin makes a paid document and attaches its PDF', async () => {
    const { page, problems } = await open('/admin/documents/create');
    await signInToAdmin(page);
    await page.getByLabel('Tên tài liệu').fill('Tài liệu E2E trả phí');
    await page.getByRole('switch', { name: 'Hình thức' }).click();
    await page.getByLabel('Giá bán').fill('30000');
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    await page.waitForURL((url) => /^\/admin\/documents\/\d+\/edit$/.test(url.pathname));
    await page
      .locator('input[type=file][accept*=pdf]')
      .setInputFiles({ name: 'Đề ôn tập.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
    await page.getByText(/Đề ôn tập\.pdf/).waitFor();

    await page.goto(`${new URL(page.url()).origin}/admin/documents?q=E2E`);
    const row = page.getByRole('row').filter({ hasText: 'Tài liệu E2E trả phí' });
    await row.waitFor();
    expect(await row.innerText()).toContain('30.000\u00a0₫');
    expect(await row.innerText()).toContain('Đề ôn tập.pdf');
    await saveScreenshot(page, 'admin-documents-vi-1280');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});
