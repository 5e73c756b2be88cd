import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './helpers/axe';
import {
  hasChromium,
  launchBrowser,
  type OpenedPage,
  openPage,
  saveScreenshot,
  skipBrowserJourneys,
  warnIfNoChromium,
} from './helpers/browser';
import { runSql } from './helpers/database';
import { DEMO_PASSWORD } from './helpers/journeys';
import { type RunningServer, startServer } from './helpers/server';

warnIfNoChromium();

const NO_PROBLEMS = { consoleErrors: [], pageErrors: [], failedRequests: [] };
const PHONE = { width: 390, height: 844 };

type DemoExam = { id: number; slug: string; name: string; duration: number };

/** The demo papers (exams seed): the practice paper with 22 questions, results at once; a 15-minute test. */
const PRACTICE_PAPER = 'Đề luyện thi THPT 2025 môn Toán – Đề số 2';
const SHORT_TEST = 'Kiểm tra 15 phút – Ứng dụng đạo hàm';

async function api<T>(
  server: RunningServer,
  path: string,
  init: RequestInit = {},
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.url}/api${path}`, { ...init, headers });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(server: RunningServer, username: string): Promise<string> {
  const body = JSON.stringify({ username, password: DEMO_PASSWORD });
  return (await api<{ accessToken: string }>(server, '/auth/login', { method: 'POST', body })).accessToken;
}

async function demoExam(server: RunningServer, name: string): Promise<DemoExam> {
  const list = await api<{ data: DemoExam[] }>(server, '/exams?limit=50');
  const exam = list.data.find((entry) => entry.name === name);
  if (!exam) throw new Error(`demo exam "${name}" is missing`);
  return exam;
}

/** The sign-in form, on the page a protected address sent the visitor to. */
async function signInOnPage(page: Page, username: string) {
  await page.getByLabel('Tên đăng nhập hoặc email').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Đăng nhập' }).click();
}

const clockSeconds = async (page: Page) => {
  const text = (await page.locator('time').first().textContent()) ?? '';
  const parts = text.split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
};

const shortAnswer = (page: Page, number: number) => page.getByLabel(`Câu ${number}: đáp số (tối đa 4 ký tự)`);
const card = (page: Page, number: number) => page.locator(`#cau-${number}`);

describe.skipIf(skipBrowserJourneys)('exam journeys (take, reload, submit, result, sweep)', () => {
  let server: RunningServer;
  let browser: Browser;
  const opened: OpenedPage[] = [];

  beforeAll(async () => {
    if (!hasChromium) await launchBrowser();
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(opened.map((o) => o.context.close().catch(() => undefined)));
    await browser?.close();
  });
  const open = async (path: string) => {
    const result = await openPage(browser, `${server.url}${path}`, PHONE);
    opened.push(result);
    return result;
  };

  it('hocsinh01 on a 390 px phone answers the three parts, reloads and finds answers and clock, submits, sees the result and the ranking', async () => {
    const exam = await demoExam(server, PRACTICE_PAPER);
    const takePath = `/de-thi/${exam.id}/${exam.slug}/lam-bai`;
    // A visitor is sent to sign in, and back to the exam afterwards.
    const visit = await open(takePath);
    const { page } = visit;
    await page.waitForURL((url) => url.pathname === '/dang-nhap');
    await signInOnPage(page, 'hocsinh01');
    await page.waitForURL(`**${takePath}`);
    await page.getByRole('heading', { name: 'Câu 1', exact: true }).waitFor();
    await page.getByRole('heading', { name: /^PHẦN III/ }).waitFor();
    // The clock comes from the server: a 90-minute paper shows at most 90:00.
    const startSeconds = await clockSeconds(page);
    expect(startSeconds).toBeGreaterThan(89 * 60);
    expect(startSeconds).toBeLessThanOrEqual(90 * 60);
    await saveScreenshot(page, 'exam-sheet-390', { fullPage: false });

    // PHẦN I: option B of question 1; PHẦN II: statement a true, b false of question 13; PHẦN III: -1,5.
    await card(page, 1).locator('label').nth(1).click();
    await card(page, 13).getByRole('button', { name: 'Ý a: Đúng' }).click();
    await card(page, 13).getByRole('button', { name: 'Ý b: Sai' }).click();
    await shortAnswer(page, 17).fill('1.5');
    await card(page, 17).getByRole('button', { name: 'Thêm hoặc bỏ dấu trừ' }).click();
    await expect.poll(() => shortAnswer(page, 17).inputValue()).toBe('-1,5');
    await card(page, 2).getByRole('button', { name: 'Đánh dấu' }).click();
    await page.getByText(/^Đã lưu lúc \d\d:\d\d$/).waitFor();
    await saveScreenshot(page, 'exam-short-answer-390', { fullPage: false });

    // The palette shows answered, unanswered and flagged; a tap jumps to the question.
    await page.getByRole('button', { name: /^Câu hỏi 3\/22$/ }).click();
    const palette = page.getByRole('navigation', { name: 'Bảng câu hỏi' });
    await palette.getByRole('button', { name: 'Câu 1: Đã làm' }).waitFor();
    await palette.getByRole('button', { name: 'Câu 2: Chưa làm, Đánh dấu' }).waitFor();
    await saveScreenshot(page, 'exam-palette-390', { fullPage: false });
    await palette.getByRole('button', { name: 'Câu 20: Chưa làm' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Câu 20');

    // Reload: the answers, the flag and the clock (still counting from the server's deadline) are back.
    const beforeReload = await clockSeconds(page);
    await page.reload();
    await page.getByRole('heading', { name: 'Câu 1', exact: true }).waitFor();
    expect(await card(page, 1).locator('input[type=radio]').nth(1).isChecked()).toBe(true);
    expect(await card(page, 13).getByRole('button', { name: 'Ý a: Đúng' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await card(page, 13).getByRole('button', { name: 'Ý b: Sai' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await shortAnswer(page, 17).inputValue()).toBe('-1,5');
    expect(
      await card(page, 2).getByRole('button', { name: 'Đã đánh dấu' }).getAttribute('aria-pressed'),
    ).toBe('true');
    const afterReload = await clockSeconds(page);
    expect(afterReload).toBeLessThanOrEqual(beforeReload);
    expect(afterReload).toBeGreaterThan(beforeReload - 30);

    // A change left before its autosave is due, then the page reloaded at once: the draft keeps it, and
    // it reaches the server (sent as the page went away, or right after the reload).
    await card(page, 3).locator('label').nth(2).click();
    await page.reload();
    await page.getByRole('heading', { name: 'Câu 1', exact: true }).waitFor();
    expect(await card(page, 3).locator('input[type=radio]').nth(2).isChecked()).toBe(true);
    await page.getByText(/^Đã lưu lúc/).waitFor();
    // Without this browser's draft, the server's saved sheet alone restores every answer.
    await page.evaluate((id) => localStorage.removeItem(`exam-answers:exam:${id}`), exam.id);
    await page.reload();
    await page.getByRole('heading', { name: 'Câu 1', exact: true }).waitFor();
    expect(await card(page, 1).locator('input[type=radio]').nth(1).isChecked()).toBe(true);
    expect(await card(page, 3).locator('input[type=radio]').nth(2).isChecked()).toBe(true);
    expect(await shortAnswer(page, 17).inputValue()).toBe('-1,5');
    expect(await seriousAxeFindings(page)).toEqual([]);

    // Submit: the confirmation counts what is still blank.
    await page.getByRole('button', { name: 'Nộp bài' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nộp bài?' });
    await dialog.getByText('Bạn còn 18 câu chưa làm.').waitFor();
    await saveScreenshot(page, 'exam-confirm-390', { fullPage: false });
    await dialog.getByRole('button', { name: 'Nộp bài' }).click();
    await page.waitForURL(new RegExp(`/de-thi/${exam.id}/\\d+/${exam.slug}/ket-qua$`));
    await page.getByRole('heading', { level: 1, name: exam.name }).waitFor();
    await page.getByText('/ 10', { exact: false }).first().waitFor();
    await page.getByRole('rowheader', { name: 'PHẦN III' }).waitFor();
    // The ranking holds this student, highlighted.
    const mine = page.locator('tr[aria-current="true"]');
    await mine.getByText('(bạn)').waitFor();
    // Every question with the answer given and the key (this paper shows results at once).
    await page.getByRole('heading', { name: 'Câu 22', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Làm lại' }).waitFor();
    await saveScreenshot(page, 'exam-result-390');
    expect(await seriousAxeFindings(page)).toEqual([]);
    // The draft is gone once the history exists.
    expect(await page.evaluate((id) => localStorage.getItem(`exam-answers:exam:${id}`), exam.id)).toBeNull();

    // The same result in English.
    await page.context().addCookies([{ name: 'lang', value: 'en', url: server.url }]);
    await page.reload();
    await page.getByRole('heading', { name: 'Ranking' }).waitFor();
    await page.getByText('(you)').waitFor();
    await saveScreenshot(page, 'exam-result-390-en');
    await page.waitForLoadState('networkidle');
    expect(visit.problems).toEqual(NO_PROBLEMS);
  });

  it('hocsinh02 closes the browser mid-exam; once the deadline passes the sweep grades the saved answers and the result is there', async () => {
    const exam = await demoExam(server, SHORT_TEST);
    const token = await signIn(server, 'hocsinh02');
    type Histories = { data: { id: number; source: string; score: number | null }[] };
    const before = new Set(
      (await api<Histories>(server, `/exams/${exam.id}/exam-histories?limit=50`, {}, token)).data.map(
        (entry) => entry.id,
      ),
    );
    const visit = await open('/dang-nhap');
    const { page } = visit;
    await signInOnPage(page, 'hocsinh02');
    await page.waitForURL((url) => url.pathname !== '/dang-nhap');
    await page.goto(`${server.url}/de-thi/${exam.id}/${exam.slug}/lam-bai`);
    await page.getByRole('heading', { name: 'Câu 1', exact: true }).waitFor();
    await card(page, 1).locator('label').first().click();
    await page.getByText(/^Đã lưu lúc/).waitFor();
    // The browser is closed without submitting.
    await visit.context.close();

    // The deadline passes (moved into the past, grace included, instead of waiting 15 minutes).
    ({ server } = await runSql(
      server,
      `UPDATE exam_sessions SET started_at = now() - interval '20 minutes', deadline = now() - interval '5 minutes'
        WHERE exam_id = $1 AND closed_at IS NULL AND user_id = (SELECT id FROM users WHERE username = $2)`,
      [exam.id, 'hocsinh02'],
    ));
    const freshToken = await signIn(server, 'hocsinh02');
    const histories = async () =>
      (await api<Histories>(server, `/exams/${exam.id}/exam-histories?limit=50`, {}, freshToken)).data;
    // The demo data may hold earlier attempts of this student: the sweep's is the one that was not there.
    let history: Histories['data'][number] | undefined;
    await expect
      .poll(
        async () => {
          history = (await histories()).find((entry) => !before.has(entry.id));
          return history;
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBeDefined();
    expect(history?.source).toBe('SWEEP');

    // The result page says it was handed in when time ran out, with the answer that was saved.
    const again = await open('/dang-nhap');
    await signInOnPage(again.page, 'hocsinh02');
    await again.page.waitForURL((url) => url.pathname !== '/dang-nhap');
    await again.page.goto(`${server.url}/de-thi/${exam.id}/${history?.id}/${exam.slug}/ket-qua`);
    await again.page.getByText('Tự động nộp khi hết giờ').waitFor();
    await again.page.getByRole('heading', { name: 'Câu 1', exact: true }).waitFor();
    await again.page.locator('article').first().getByText('Bạn chọn').first().waitFor();
    await saveScreenshot(again.page, 'exam-result-swept-390');
  });

  it('hocsinh01 takes a lesson exam from the learning screen, sees its result and adds a photo of the working', async () => {
    // A demo lesson of hocsinh01's course without an exam gets a 20-minute one, of the short test's questions.
    const setup = await runSql(
      server,
      `WITH lesson AS (
         SELECT l.id, l.slug, l.course_id FROM lessons l
           JOIN enrollments e ON e.course_id = l.course_id
           JOIN users u ON u.id = e.user_id AND u.username = $1
          WHERE NOT EXISTS (SELECT 1 FROM lesson_questions lq WHERE lq.lesson_id = l.id)
          ORDER BY l.id LIMIT 1
       ), paper AS (
         SELECT question_id, position FROM exam_questions
          WHERE exam_id = (SELECT id FROM exams WHERE name = $2)
       ), timed AS (
         UPDATE lessons SET exam_time = 20, total_questions = (SELECT count(*) FROM paper)
          WHERE id = (SELECT id FROM lesson) RETURNING id
       ), linked AS (
         INSERT INTO lesson_questions (lesson_id, question_id, position)
         SELECT (SELECT id FROM lesson), question_id, position FROM paper RETURNING question_id
       )
       SELECT lesson.id, lesson.slug, lesson.course_id AS "courseId",
              (SELECT count(*) FROM linked)::int AS linked, (SELECT count(*) FROM timed)::int AS timed
         FROM lesson`,
      ['hocsinh01', SHORT_TEST],
    );
    server = setup.server;
    const lesson = setup.rows[0] as { id: number; slug: string; courseId: number; linked: number };
    expect(lesson.linked).toBeGreaterThan(0);

    const visit = await open(
      `/dang-nhap?redirect=/bai-giang/${lesson.courseId}/${lesson.id}/${lesson.slug}?muc=exam`,
    );
    const { page } = visit;
    await signInOnPage(page, 'hocsinh01');
    await page.getByRole('link', { name: 'Vào thi' }).click();
    await page.waitForURL(`**/lam-bai-thi/${lesson.courseId}/${lesson.id}/${lesson.slug}`);
    await page.getByRole('heading', { name: 'Câu 1', exact: true }).waitFor();
    expect(await clockSeconds(page)).toBeLessThanOrEqual(20 * 60);
    await card(page, 1).locator('label').first().click();
    // Leaving mid-exam asks first; staying keeps the student on the sheet.
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      });
    });
    await page.getByRole('link', { name: 'Trang chủ' }).first().click();
    expect(await asked).toContain('Bạn đang làm bài');
    expect(new URL(page.url()).pathname).toBe(`/lam-bai-thi/${lesson.courseId}/${lesson.id}/${lesson.slug}`);
    await page.getByRole('button', { name: 'Nộp bài' }).first().click();
    await page.getByRole('dialog', { name: 'Nộp bài?' }).getByRole('button', { name: 'Nộp bài' }).click();
    await page.waitForURL(new RegExp(`/ket-qua-thi/${lesson.courseId}/${lesson.id}/${lesson.slug}/\\d+$`));
    await page.getByRole('heading', { level: 1, name: /./ }).waitFor();
    await page.getByText(/^(Đạt|Chưa đạt)$/).waitFor();
    await page.getByRole('heading', { name: 'Bảng xếp hạng' }).waitFor();
    await page.locator('tr[aria-current="true"]').getByText('(bạn)').waitFor();

    // A photo of the working (a real PNG: the server checks the content), shown as a thumbnail.
    const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 200, height: 200 } });
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'bai-lam.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('img', { name: 'Ảnh bài làm 1' }).waitFor();
    await saveScreenshot(page, 'lesson-exam-result-390');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(visit.problems).toEqual(NO_PROBLEMS);
  });
});
