import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AdminExamSessionList, ExamReport, ReportTaker } from '@tutor/contract/exam-reports';
import { describe, expect, it } from 'vitest';
// The page's own formatting (decimal mark per language, m:ss), so the figures compare as shown.
import { clock, percent, scoreText } from '../src/features/exam-reports/admin/components/figures';
import { saveScreenshot, skipBrowserJourneys, warnIfNoChromium } from './helpers/browser';
import { apiAs, settled, signInToAdmin, useJourneys } from './helpers/journeys';

warnIfNoChromium();

/*
 * Issue 11, the exam report page and the sessions page in a real browser on the built app, on the demo
 * data's real attempts (the engine's seed gives demo students graded histories on the demo exams): the
 * figures the page shows are the ones `GET /api/admin/exams/{id}/report` answers, both charts drawn,
 * the tables, at 1280 px and on a 390 px phone, in both languages; and Chart.js in the report page's
 * chunks only. How the server computes the figures is exam-report.test.ts's business.
 */

// The back office's own build (vite build --mode admin), where its pages are.
const distDir = fileURLToPath(new URL('../dist-admin', import.meta.url));
/** A message only Chart.js's runtime holds. */
const CHART_MARKER = 'Canvas is already in use';
const NO_PROBLEMS = { consoleErrors: [], pageErrors: [], failedRequests: [] };

/** The demo exam with the most attempts, with its report and first page of takers, from the API. */
async function demoExamWithAttempts(baseUrl: string) {
  const exams = await apiAs<{ data: Array<{ id: number; name: string }> }>(baseUrl, '/admin/exams?limit=50');
  const reports = await Promise.all(
    exams.data.map((exam) => apiAs<ExamReport>(baseUrl, `/admin/exams/${exam.id}/report`)),
  );
  const report = reports.sort((a, b) => b.totals.attempts - a.totals.attempts)[0];
  if (!report || report.totals.takers === 0) throw new Error('the demo exams have no attempts');
  const takers = await apiAs<{ data: ReportTaker[] }>(
    baseUrl,
    `/admin/exams/${report.target.id}/report/takers`,
  );
  return { id: report.target.id, report, takers: takers.data };
}

type ManifestChunk = { file: string; src?: string; isDynamicEntry?: boolean; imports?: string[] };

/** Every admin page module whose own chunk or static imports hold Chart.js. */
function pagesCarryingCharts(): string[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const holdsChart = new Map<string, boolean>();
  const chunkHolds = (key: string, seen = new Set<string>()): boolean => {
    if (seen.has(key)) return false;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return false;
    let own = holdsChart.get(chunk.file);
    if (own === undefined) {
      own = readFileSync(join(distDir, chunk.file), 'utf8').includes(CHART_MARKER);
      holdsChart.set(chunk.file, own);
    }
    return own || (chunk.imports ?? []).some((dep) => chunkHolds(dep, seen));
  };
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && /\/admin\/routes\//.test(chunk.src ?? ''))
    .filter(([key]) => chunkHolds(key))
    .map(([, chunk]) => chunk.src ?? '');
}

describe.skipIf(skipBrowserJourneys)('exam report in the back office', () => {
  const journeys = useJourneys();

  it('carries Chart.js in the report page’s chunks and no other admin page’s', () => {
    expect(existsSync(join(distDir, '.vite', 'manifest.json')), 'run npm run build first').toBe(true);
    expect(pagesCarryingCharts()).toEqual(['src/features/exam-reports/admin/routes/exam-report-page.tsx']);
  });

  for (const [language, width] of [
    ['vi', 1280],
    ['en', 390],
    ['vi', 390],
  ] as const) {
    it(`shows the real report's figures, two charts and the attempts (${language}, ${width} px)`, async () => {
      const { id, report, takers } = await demoExamWithAttempts(journeys.url);
      const { page, problems } = await journeys.open('/admin/login', { width, height: 900 });
      await signInToAdmin(page);
      if (language === 'en') {
        await page.context().addCookies([{ name: 'lang', value: 'en', url: journeys.url }]);
      }
      await page.goto(`${journeys.url}/admin/exams/${id}/report`);
      const name = report.target.name;
      await page
        .getByRole('heading', { name: language === 'vi' ? `Báo cáo: ${name}` : `Report: ${name}` })
        .waitFor();
      // Both charts drew on their canvas (a blank canvas has no non-transparent pixel).
      const canvases = page.locator('canvas[role="img"]');
      await expect.poll(() => canvases.count()).toBe(2);
      const drawn = await canvases.evaluateAll((nodes) =>
        nodes.map((node) => {
          const canvas = node as HTMLCanvasElement;
          const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
          let painted = 0;
          for (let i = 3; i < pixels.length; i += 4) if ((pixels[i] ?? 0) > 0) painted++;
          return painted;
        }),
      );
      expect(
        drawn.every((painted) => painted > 500),
        String(drawn),
      ).toBe(true);

      // The figures are the API's: takers, attempts, mean, best, mean time.
      const figure = async (title: string) =>
        (
          await page
            .locator('.ant-statistic')
            .filter({ has: page.locator('.ant-statistic-title').getByText(title, { exact: true }) })
            .locator('.ant-statistic-content')
            .innerText()
        ).trim();
      const { totals } = report;
      const titles =
        language === 'vi'
          ? { takers: 'Học sinh đã làm', attempts: 'Lượt làm', mean: 'Điểm trung bình', best: 'Cao nhất' }
          : { takers: 'Students who took it', attempts: 'Attempts', mean: 'Mean score', best: 'Best' };
      await expect.poll(() => figure(titles.takers)).toBe(String(totals.takers));
      expect(await figure(titles.attempts)).toBe(String(totals.attempts));
      expect(await figure(titles.mean)).toContain(scoreText(totals.mean, language));
      expect(await figure(titles.best)).toBe(scoreText(totals.best, language));
      const body = page.locator('#admin-main');
      expect(await body.innerText()).toContain(clock(totals.meanTimeTaken ?? 0));
      // The histogram has one bar per bin of the report, each with the report's count.
      const bars = page.locator(`[id="${await canvases.first().getAttribute('aria-describedby')}"] li`);
      expect(await bars.allInnerTexts()).toEqual(
        report.histogram.map(
          (bin) => `${scoreText(bin.from, language)}–${scoreText(bin.to, language)}: ${bin.count}`,
        ),
      );
      const best = takers[0];
      if (!best) throw new Error('the report lists no taker');
      await expect.poll(() => body.innerText()).toContain(best.user.fullName ?? best.user.username);
      if (width > 400) {
        const choice = report.questions.find((question) => question.type === 'CHOICE');
        const right = choice?.options.find((option) => option.isCorrect);
        if (right) expect(await body.innerText()).toContain(`${right.label}: ${percent(right.share)} ✓`);
      }
      // Nothing sticks out sideways on a phone but the tables' own scroll areas.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `exam-report-${language}-${width}`);
      expect(problems).toEqual(NO_PROBLEMS);
    });
  }

  it('lists the real sessions with their states and offers extend and reset on the open one (390 px)', async () => {
    const { id, report } = await demoExamWithAttempts(journeys.url);
    // A demo student opens a session now, so the list has an open one beside the seeded closed ones.
    await apiAs(journeys.url, `/exams/${id}/exam-sessions`, { body: {}, username: 'hocsinh01' });
    const sessions = await apiAs<AdminExamSessionList>(journeys.url, `/admin/exams/${id}/exam-sessions`);
    const open = sessions.data.filter((session) => session.state === 'OPEN');
    expect(open).toHaveLength(1);
    expect(sessions.data.some((session) => session.state === 'CLOSED')).toBe(true);

    const { page, problems } = await journeys.open('/admin/login', { width: 390, height: 900 });
    await signInToAdmin(page);
    await page.goto(`${journeys.url}/admin/exams/${id}/exam-sessions`);
    await page.getByRole('heading', { name: `Phiên làm bài: ${report.target.name}` }).waitFor();
    const main = page.locator('#admin-main');
    await expect.poll(() => main.innerText()).toContain('Đang làm');
    expect(await main.innerText()).toContain('Đã đóng');
    expect(await page.getByRole('button', { name: 'Gia hạn' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Đặt lại' }).count()).toBe(1);
    await saveScreenshot(page, 'exam-sessions-vi-390');
    await page.getByRole('button', { name: 'Gia hạn' }).click();
    await settled(page.getByRole('dialog'));
    await saveScreenshot(page, 'exam-sessions-extend-vi-390');
    expect(problems).toEqual(NO_PROBLEMS);
  });
});
