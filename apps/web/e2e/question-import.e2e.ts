import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, skipBrowserJourneys, warnIfNoChromium } from './helpers/browser';
import { apiAs, settled, signInToAdmin, useJourneys } from './helpers/journeys';

warnIfNoChromium();

const PAPER = fileURLToPath(
  new URL('../../server/src/modules/question-import/fixtures/thpt-2025-paper.pdf', import.meta.url),
);
const PAGE = '/admin/questions/create-from-pdf';

/** A GET of the admin API as the administrator. */
const adminGet = <T>(baseUrl: string, path: string) => apiAs<T>(baseUrl, `/admin${path}`);

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

  it('an admin imports the THPT sample paper, fixes a question in the review, confirms, builds an exam of it, and a visitor sees it', async () => {
    const run = Date.now().toString(36);
    // A chapter of its own for this paper, as an admin files a new paper, so the exam picker can find
    // exactly its 22 questions among the demo bank's (the categories admin has its own journeys).
    const chapterName = `Đề THPT nhập từ PDF ${run}`;
    const chapter = await apiAs<{ id: number }>(journeys.url, '/admin/categories', {
      body: { type: 'QUESTION', name: chapterName },
    });
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

    // Every question into the paper's chapter at once.
    await page.getByRole('combobox', { name: 'Chương / danh mục' }).first().click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: chapterName })
      .click();
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
    expect(saved.categoryId).toBe(chapter.id);
    const imported = (
      await adminGet<{ data: Array<{ id: number }> }>(
        journeys.url,
        `/questions?categoryId=${chapter.id}&limit=50`,
      )
    ).data.map((question) => question.id);
    expect(imported).toHaveLength(22);

    // An exam of it: no window, results right after submitting, on sale (ACTIVE).
    const examName = `Đề thi thử từ PDF ${run}`;
    await page.goto(`${journeys.url}/admin/exams/create`);
    await page.getByLabel('Tên đề thi').fill(examName);
    await page.getByLabel('Thời gian (phút)').fill('90');
    const form = page.locator('form');
    expect(await form.innerText()).toContain('Ngay sau khi nộp bài');
    expect(await form.innerText()).toContain('Hoạt động');
    expect(await page.getByLabel('Mở đề lúc').inputValue()).toBe('');
    expect(await page.getByLabel('Đóng đề lúc').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    await page.waitForURL((url) => /^\/admin\/exams\/\d+\/edit$/.test(url.pathname));
    const examId = Number(new URL(page.url()).pathname.split('/')[3]);

    // Its paper from the bank: the chapter filter shows the 22, the header box takes them all.
    await page.goto(`${journeys.url}/admin/exams/${examId}/exam-questions`);
    await page.getByText('0/12 câu').waitFor();
    await page.getByRole('button', { name: 'Thêm từ ngân hàng' }).click();
    const picker = page.getByRole('dialog');
    await settled(picker);
    await picker.getByRole('combobox', { name: 'Chương' }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: chapterName })
      .click();
    await expect.poll(() => picker.locator('tbody tr.ant-table-row').count()).toBe(22);
    await picker.locator('thead input[type="checkbox"]').check();
    const addAll = picker.getByRole('button', { name: 'Thêm 22 câu đã chọn' });
    await addAll.waitFor();
    await saveScreenshot(page, 'question-import-exam-picker', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'question-import-exam-picker-390', { fullPage: false });
    await page.setViewportSize({ width: 1366, height: 900 });
    await addAll.click();
    await picker.waitFor({ state: 'hidden' });
    await page.getByText('12/12 câu').waitFor();
    await page.getByText('4/4 câu').waitFor();
    await page.getByText('6/6 câu').waitFor();
    await page.getByText('Tổng điểm thô: 10 (quy về 10)').waitFor();
    expect(await page.locator('tbody tr.ant-table-row').count()).toBe(22);
    await saveScreenshot(page, 'question-import-exam-paper', { fullPage: false });
    const paper = await adminGet<{
      data: Array<{ questionId: number }>;
      summary: Array<{ count: number }>;
      maxPoints: number;
    }>(journeys.url, `/exams/${examId}/exam-questions`);
    expect(paper.data.map((row) => row.questionId).sort((a, b) => a - b)).toEqual(
      [...imported].sort((a, b) => a - b),
    );
    expect(paper.summary.map((part) => part.count)).toEqual([12, 4, 6]);
    expect(paper.maxPoints).toBe(10);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });

    // A visitor finds the exam's page on the storefront, with its 22 questions in their three parts.
    const { slug } = await adminGet<{ slug: string }>(journeys.url, `/exams/${examId}`);
    const visitor = await journeys.open(`/de-thi/${examId}/${slug}`, { width: 390, height: 844 });
    await visitor.page.getByRole('heading', { level: 1, name: examName }).waitFor();
    expect(await visitor.page.locator('dt:text-is("Số câu") + dd').innerText()).toBe('22');
    const parts = visitor.page.locator('section[aria-labelledby="exam-parts"] li');
    await expect.poll(() => parts.allInnerTexts()).toHaveLength(3);
    const partTexts = await parts.allInnerTexts();
    expect(partTexts.map((text) => /(\d+) câu/.exec(text)?.[1])).toEqual(['12', '4', '6']);
    expect(partTexts.map((text) => /PHẦN [IV]+/.exec(text)?.[0])).toEqual(['PHẦN I', 'PHẦN II', 'PHẦN III']);
    await visitor.page.getByRole('link', { name: 'Đăng nhập để làm bài' }).waitFor();
    expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(visitor.page, 'question-import-exam-storefront-390');
    await visitor.page.waitForLoadState('networkidle');
    expect(visitor.problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
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
