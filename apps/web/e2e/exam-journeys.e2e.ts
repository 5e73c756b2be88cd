import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './helpers/axe';
import { saveScreenshot, skipBrowserJourneys, warnIfNoChromium } from './helpers/browser';
import { DEMO_PASSWORD, settled, signInToAdmin, useJourneys } from './helpers/journeys';

warnIfNoChromium();

type Card = { id: number; name: string; slug: string; opensAt: string | null };

const NO_PROBLEMS = { consoleErrors: [], pageErrors: [], failedRequests: [] };

describe.skipIf(skipBrowserJourneys)('exam pages in a real browser', () => {
  const journeys = useJourneys();

  async function demoExams() {
    const list = (await (await fetch(`${journeys.url}/api/exams?limit=50`)).json()) as { data: Card[] };
    const practice = list.data.find((exam) => exam.name.includes('Đề số 2'));
    const mock = list.data.find((exam) => exam.opensAt !== null);
    if (!practice || !mock) throw new Error('the demo papers are missing');
    return { practice, mock };
  }

  it('a visitor browses the listing and an exam page rendered on the server, in Vietnamese and English at 390 px', async () => {
    const { practice, mock } = await demoExams();
    const listingHtml = await (
      await fetch(`${journeys.url}/danh-muc/de-thi`, { headers: { accept: 'text/html' } })
    ).text();
    expect(listingHtml.slice(listingHtml.indexOf('<div id="root">'))).toContain(practice.name);
    const pagePath = `/de-thi/${mock.id}/${mock.slug}`;
    const pageHtml = await (
      await fetch(`${journeys.url}${pagePath}`, { headers: { accept: 'text/html' } })
    ).text();
    const root = pageHtml.slice(pageHtml.indexOf('<div id="root">'));
    expect(root).toContain(mock.name);
    expect(root).toContain('PHẦN I');
    expect(pageHtml).toContain(`<title>${mock.name}`);

    const opened = await journeys.open('/danh-muc/de-thi', { width: 390, height: 844 });
    const { page } = opened;
    await page.getByRole('link', { name: practice.name }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveScreenshot(page, 'exam-listing-vi-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('link', { name: mock.name }).click();
    await page.getByRole('heading', { level: 1, name: mock.name }).waitFor();
    await page.getByRole('timer').waitFor();
    // A mock exam's ranking stays hidden until it closes: the page says when, and does not ask for it.
    await page.getByText('Bảng xếp hạng hiện sau khi đề thi đóng', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Đăng nhập để làm bài' }).waitFor();
    expect(await page.getByText('12 câu').count()).toBeGreaterThan(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'exam-page-vi-390');

    await page.context().addCookies([{ name: 'lang', value: 'en', url: journeys.url }]);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: mock.name }).waitFor();
    await page.getByText('Paper structure').waitFor();
    await page.getByRole('link', { name: 'Log in to start' }).waitFor();
    await saveScreenshot(page, 'exam-page-en-390');
    await page.goto(`${journeys.url}/danh-muc/de-thi`);
    await page.getByRole('link', { name: practice.name }).waitFor();
    await saveScreenshot(page, 'exam-listing-en-390');
    await page.waitForLoadState('networkidle');
    expect(opened.problems).toEqual(NO_PROBLEMS);
  });

  it('a signed-in student sees their attempts and a start link to the take-exam page', async () => {
    const { mock } = await demoExams();
    const opened = await journeys.open(`/dang-nhap?redirect=/de-thi/${mock.id}/${mock.slug}`, {
      width: 390,
      height: 844,
    });
    const { page } = opened;
    await page.getByLabel('Tên đăng nhập hoặc email').fill('hocsinh01');
    await page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Đăng nhập' }).click();
    await page.getByRole('heading', { level: 1, name: mock.name }).waitFor();
    await page.getByText(/Bạn đã làm \d+\/1 lượt/).waitFor();
    const start = page.getByRole('link', { name: /Làm bài|Tiếp tục làm bài/ });
    expect(await start.getAttribute('href')).toBe(`/de-thi/${mock.id}/${mock.slug}/lam-bai`);
    await saveScreenshot(page, 'exam-page-student-390');
  });

  it("staff open the exams list and a paper's questions with its per-part summary", async () => {
    const { practice } = await demoExams();
    const opened = await journeys.open('/admin/login', { width: 1280, height: 900 });
    const { page } = opened;
    await signInToAdmin(page);
    await page.goto(`${journeys.url}/admin/exams`);
    await page.getByRole('cell', { name: practice.name, exact: true }).first().waitFor();
    await saveScreenshot(page, 'admin-exams-list');
    await page.goto(`${journeys.url}/admin/exams/${practice.id}/exam-questions`);
    await page.getByText('12/12 câu').waitFor();
    await page.getByText('4/4 câu').waitFor();
    await page.getByText('6/6 câu').waitFor();
    await saveScreenshot(page, 'admin-exam-questions');
    // A new paper built from the bank and from another exam, in the browser.
    const login = await fetch(`${journeys.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'quantrivien', password: DEMO_PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const created = await fetch(`${journeys.url}/api/admin/exams`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Đề ghép ${Date.now().toString(36)}` }),
    });
    const fresh = (await created.json()) as { id: number };
    await page.goto(`${journeys.url}/admin/exams/${fresh.id}/exam-questions`);
    await page.getByText('0/12 câu').waitFor();
    await page.getByRole('button', { name: 'Thêm từ ngân hàng' }).click();
    const picker = page.getByRole('dialog');
    await settled(picker);
    await picker.getByRole('row').nth(2).waitFor();
    await picker.getByRole('row').nth(1).getByRole('checkbox').check();
    await picker.getByRole('row').nth(2).getByRole('checkbox').check();
    await picker.getByRole('button', { name: 'Thêm 2 câu đã chọn' }).click();
    await picker.waitFor({ state: 'hidden' });
    expect(await page.locator('tbody tr.ant-table-row').count()).toBe(2);
    await page.getByRole('combobox').first().click();
    await page.getByTitle(practice.name).click();
    await page.getByRole('button', { name: 'Sao chép từ đề khác' }).click();
    // The practice paper's 22 land after the 2 picked ones (which may share a question with it).
    await page.getByText(/^1[2-4]\/12 câu$/).waitFor();
    expect(await page.locator('tbody tr.ant-table-row').count()).toBeGreaterThanOrEqual(22);
    await saveScreenshot(page, 'admin-exam-built');
    await page.goto(`${journeys.url}/admin/exams/${practice.id}/edit`);
    await page.getByLabel('Tên đề thi').waitFor();
    expect(await page.getByLabel('Tên đề thi').inputValue()).toBe(practice.name);
    await saveScreenshot(page, 'admin-exam-edit');
  });
});
