import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, skipBrowserJourneys, warnIfNoChromium } from './helpers/browser';
import { settled, signInToAdmin, useJourneys } from './helpers/journeys';

warnIfNoChromium();

const PAPER = fileURLToPath(
  new URL('../../server/src/modules/question-import/fixtures/thpt-2025-paper.pdf', import.meta.url),
);
const PAGE = '/admin/questions/create-from-pdf';

/** A GET of the admin API as the administrator. */
async function adminGet<T>(baseUrl: string, path: string): Promise<T> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'quantrivien', password: 'matkhau123' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await fetch(`${baseUrl}/api/admin${path}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The bank's rows whose stem holds `words`. */
const bankRows = async (baseUrl: string, words: string) =>
  (
    await adminGet<{ data: Array<{ id: number; type: string; excerpt: string }> }>(
      baseUrl,
      `/questions?q=${encodeURIComponent(words)}`,
    )
  ).data;

describe.skipIf(skipBrowserJourneys)('creating questions from a PDF in a real browser', () => {
  const journeys = useJourneys();

  it('an admin imports the THPT sample paper, fixes a question in the review, confirms, and the bank has them', async () => {
    const run = Date.now().toString(36);
    const { page, problems } = await journeys.open(PAGE, { width: 1366, height: 900 });
    await signInToAdmin(page);
    await page.getByRole('heading', { level: 1, name: 'Tạo câu hỏi từ PDF' }).waitFor();

    await page.locator('input[type="file"]').setInputFiles(PAPER);
    await page.getByText('22 câu: 12 trắc nghiệm, 4 đúng/sai, 6 trả lời ngắn · 3 trang').waitFor();
    // The key was read: question 1's option A is marked, true/false 1 reads Đúng Đúng Đúng Sai.
    const first = page.getByTestId('draft-CHOICE-1');
    await expect.poll(() => first.getByRole('radio', { name: 'A' }).isChecked()).toBe(true);
    // Its preview is typeset by KaTeX.
    await first.locator('section .katex').first().waitFor();

    // Fix question 1: a clearer stem (with maths), and the correct option moved to B to prove edits are kept.
    const stem = first.getByLabel('Đề bài');
    await stem.fill(`Tập xác định của hàm số $y = \\log_2 (x - 1)$ là (đã sửa ${run})`);
    await first.getByRole('radio', { name: 'B' }).check();
    await expect.poll(() => first.locator('section').innerText()).toContain(`đã sửa ${run}`);
    await saveScreenshot(page, 'question-import-review-vi', { fullPage: false });
    for (const card of ['TRUE_FALSE-1', 'SHORT-6']) {
      await page.getByTestId(`draft-${card}`).scrollIntoViewIfNeeded();
      await page
        .getByTestId(`draft-${card}`)
        .screenshot({ path: await saveScreenshot(page, `question-import-${card}`) });
    }

    // The same review on a 360 px phone.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByTestId('draft-CHOICE-1').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'question-import-review-360-vi', { fullPage: false });
    await page.setViewportSize({ width: 1366, height: 900 });

    // Leaving asks first; staying keeps the drafts.
    await page.getByRole('button', { name: 'Quay lại' }).click();
    const dialog = page.getByRole('dialog');
    await settled(dialog);
    await dialog.getByText('Các câu hỏi đã tách chưa được lưu và sẽ mất.').waitFor();
    await dialog.getByRole('button', { name: 'Ở lại' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(PAGE);

    // Every question into the demo bank's first chapter at once.
    await page.getByRole('combobox', { name: 'Chương / danh mục' }).first().click();
    const chapter = page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1);
    const chapterName = (await chapter.innerText()).trim();
    await chapter.click();
    await page.getByRole('button', { name: 'Áp dụng' }).click();
    await expect
      .poll(() => first.getByRole('combobox', { name: 'Chương / danh mục' }).locator('..').innerText())
      .toContain(chapterName);

    await page.getByRole('button', { name: 'Xác nhận lưu 22 câu' }).click();
    await page.getByText('Đã lưu 22 câu hỏi vào ngân hàng').waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/questions');

    // The bank's list finds it by its words.
    await page.goto(`${journeys.url}/admin/questions?q=${encodeURIComponent(`đã sửa ${run}`)}`);
    await page.getByRole('cell', { name: new RegExp(`đã sửa ${run}`) }).waitFor();
    await saveScreenshot(page, 'question-import-bank-list', { fullPage: false });
    const rows = await bankRows(journeys.url, `đã sửa ${run}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.type).toBe('CHOICE');
    expect(rows[0]?.excerpt).toContain('$y = \\log_2 (x - 1)$');
    // The fix made in the review is what was saved: B is the correct option now.
    const saved = await adminGet<{
      categoryId: number | null;
      answers: Array<{ label: string; isCorrect: boolean }>;
    }>(journeys.url, `/questions/${rows[0]?.id}`);
    expect(saved.answers.filter((answer) => answer.isCorrect).map((answer) => answer.label)).toEqual(['B']);
    expect(saved.categoryId).not.toBeNull();
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
  });

  it('shows the server refusal on the draft it is about, in English at 390 px, and saves nothing', async () => {
    const run = Date.now().toString(36);
    const { page } = await journeys.open(PAGE, { width: 390, height: 844 });
    await signInToAdmin(page);
    await page.context().addCookies([{ name: 'lang', value: 'en', url: journeys.url }]);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Create questions from a PDF' }).waitFor();
    await saveScreenshot(page, 'question-import-start-390-en');
    await page.getByRole('tab', { name: 'Paste text' }).click();
    await page
      .getByRole('textbox', { name: 'Paste text' })
      .fill(
        [
          `Câu 1. Tính $\\int_0^1 x\\,dx$ (${run}).`,
          'A. $\\frac{1}{2}$   B. $1$   C. $2$   D. $0$',
          `Câu 2. Giải phương trình $x^2 = 4$ (${run}).`,
          'A. $x = 2$   B. $x = \\pm 2$   C. $x = 4$   D. $x = -2$',
          'ĐÁP ÁN',
          '1.A',
        ].join('\n'),
      );
    await page.getByRole('button', { name: 'Split into questions' }).click();
    const second = page.getByTestId('draft-CHOICE-2');
    await second.waitFor();
    await saveScreenshot(page, 'question-import-review-390');
    // Question 2 has no key: the screen warns, and the server refuses the batch at items.1.
    await page.getByRole('button', { name: 'Confirm and save (2)' }).click();
    await second.locator('.ant-alert-error').waitFor();
    await expect.poll(() => page.getByTestId('draft-CHOICE-1').locator('.ant-alert-error').count()).toBe(0);
    expect(await bankRows(journeys.url, run)).toEqual([]);
    // Marking B correct fixes it; the save goes through.
    await second.getByRole('radio', { name: 'B' }).check();
    await page.getByRole('button', { name: 'Confirm and save (2)' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/questions');
    expect(await bankRows(journeys.url, run)).toHaveLength(2);
  });
});
