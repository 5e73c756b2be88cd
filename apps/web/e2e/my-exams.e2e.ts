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
import { DEMO_PASSWORD } from './helpers/journeys';
import { type RunningServer, startServer } from './helpers/server';

warnIfNoChromium();

const NO_PROBLEMS = { consoleErrors: [], pageErrors: [], failedRequests: [] };
const PHONE = { width: 390, height: 844 };
/** The rows a section shows before "more" (MY_EXAMS_PAGE_SIZE). */
const PAGE_SIZE = 10;

type NotDone = { data: { id: number; name: string }[]; pagination: { total: number } };
type Histories = {
  data: {
    id: number;
    examId: number;
    name: string;
    slug: string;
    score: number | null;
    totalPoint: number;
  }[];
  pagination: { total: number };
};

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

/** The sign-in form, on the page a protected address sent the visitor to. */
async function signInOnPage(page: Page, username: string) {
  await page.getByLabel('Tên đăng nhập hoặc email').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Đăng nhập' }).click();
}

const points = (value: number) => value.toLocaleString('vi-VN', { maximumFractionDigits: 2 });

describe.skipIf(skipBrowserJourneys)('my exams (/de-thi-cua-toi): exams not taken, my attempts', () => {
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

  it('hocsinh01 (no attempts) on a 390 px phone sees the open demo exams under "not taken" and no attempts, in vi and en', async () => {
    const token = await signIn(server, 'hocsinh01');
    const notDone = await api<NotDone>(server, '/users/not-do-exam?limit=100', {}, token);
    expect(notDone.data.length).toBeGreaterThan(0);

    const visit = await open('/de-thi-cua-toi');
    const { page } = visit;
    await page.waitForURL((url) => url.pathname === '/dang-nhap');
    await signInOnPage(page, 'hocsinh01');
    await page.waitForURL('**/de-thi-cua-toi');
    await page.getByRole('heading', { level: 1, name: 'Đề thi của tôi' }).waitFor();

    const notTaken = page.getByRole('region', { name: 'Đề chưa làm' });
    const shown = notDone.data.slice(0, PAGE_SIZE);
    for (const exam of shown) await notTaken.getByRole('link', { name: exam.name, exact: true }).waitFor();
    expect(await notTaken.getByRole('listitem').count()).toBe(shown.length);
    // Each row leads to its exam page, where the student starts the attempt.
    const first = notDone.data[0] as NotDone['data'][number];
    expect(await notTaken.getByRole('link', { name: `Vào thi: ${first.name}` }).getAttribute('href')).toMatch(
      new RegExp(`^/de-thi/${first.id}/`),
    );

    const done = page.getByRole('region', { name: 'Bài đã làm' });
    await done.getByText('Bạn chưa làm đề thi nào.').waitFor();
    expect(await done.getByRole('link', { name: 'Xem danh mục đề thi' }).getAttribute('href')).toBe(
      '/danh-muc/de-thi',
    );
    await saveScreenshot(page, 'my-exams-new-student-390');
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.context().addCookies([{ name: 'lang', value: 'en', url: server.url }]);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My exams' }).waitFor();
    await page.getByRole('region', { name: 'Exams not taken yet' }).getByRole('listitem').first().waitFor();
    await page.getByText('You have not taken any exam yet.').waitFor();
    await saveScreenshot(page, 'my-exams-new-student-390-en');
    await page.waitForLoadState('networkidle');
    expect(visit.problems).toEqual(NO_PROBLEMS);
  });

  it('a demo student with attempts sees them with their scores (or when results show), pages with "more" and opens a result', async () => {
    const username = 'hocsinh03';
    const token = await signIn(server, username);
    const mine = await api<Histories>(server, '/exam-histories?limit=100', {}, token);
    const scored = mine.data.find((history) => history.score !== null);
    if (!scored) throw new Error(`${username} has no attempt with a visible score in the demo`);

    const visit = await open('/dang-nhap');
    const { page } = visit;
    await signInOnPage(page, username);
    await page.waitForURL((url) => url.pathname !== '/dang-nhap');
    // Reached from the footer, beside my courses, as a student would.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Đề thi của tôi' }).click();
    await page.waitForURL('**/de-thi-cua-toi');

    const done = page.getByRole('region', { name: 'Bài đã làm' });
    const rows = done.getByRole('listitem');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(Math.min(mine.pagination.total, PAGE_SIZE));
    for (const history of mine.data.slice(0, PAGE_SIZE)) {
      const resultPath = `/de-thi/${history.examId}/${history.id}/${history.slug}/ket-qua`;
      const row = done.getByRole('listitem').filter({ has: page.locator(`a[href="${resultPath}"]`) });
      const text = (await row.textContent()) ?? '';
      if (history.score === null) expect(text).toContain('Kết quả hiện sau khi đề đóng');
      else expect(text).toContain(`${points(history.score)}/${points(history.totalPoint)}`);
    }
    if (mine.pagination.total > PAGE_SIZE) {
      await done.getByRole('button', { name: /^Xem thêm/ }).click();
      await expect.poll(() => rows.count()).toBe(Math.min(mine.pagination.total, 2 * PAGE_SIZE));
    }
    await saveScreenshot(page, 'my-exams-attempts-390');
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.context().addCookies([{ name: 'lang', value: 'en', url: server.url }]);
    await page.reload();
    await page.getByRole('region', { name: 'My attempts' }).getByRole('listitem').first().waitFor();
    await saveScreenshot(page, 'my-exams-attempts-390-en');
    // The narrowest phone the storefront serves: rows still fit, nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await saveScreenshot(page, 'my-exams-attempts-360-en');

    await page.locator(`a[href="/de-thi/${scored.examId}/${scored.id}/${scored.slug}/ket-qua"]`).click();
    await page.waitForURL(`**/de-thi/${scored.examId}/${scored.id}/${scored.slug}/ket-qua`);
    await page.getByRole('heading', { level: 1, name: scored.name }).waitFor();
    await page.getByRole('heading', { name: 'Ranking' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(visit.problems).toEqual(NO_PROBLEMS);
  });

  it('refuses a visitor the list of attempts', async () => {
    const response = await fetch(`${server.url}/api/exam-histories`);
    expect(response.status).toBe(401);
  });
});
