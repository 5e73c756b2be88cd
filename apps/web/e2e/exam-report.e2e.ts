import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AdminExamSessionList, ExamReport, ReportTaker } from '@tutor/contract/exam-reports';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, skipBrowserJourneys, warnIfNoChromium } from './helpers/browser';
import { settled, signInToAdmin, useJourneys } from './helpers/journeys';

warnIfNoChromium();

/*
 * Issue 11, the exam report page and the sessions page in a real browser on the built app: the figures,
 * both charts drawn, the tables, at 1280 px and on a 390 px phone, in both languages; and Chart.js in the
 * report page's chunks only. The report's figures themselves are the server's (exam-report.test.ts):
 * here the report calls are answered with a fixed report so the page can be checked to the digit
 * without an exam engine run.
 */

const distDir = fileURLToPath(new URL('../dist', import.meta.url));
/** A message only Chart.js's runtime holds. */
const CHART_MARKER = 'Canvas is already in use';

const report: ExamReport = {
  target: { kind: 'EXAM', id: 7, name: 'Đề thi thử THPT 2025 số 1', totalPoint: 10 },
  totals: { takers: 3, attempts: 4, mean: 5.31, median: 5.63, best: 10, meanTimeTaken: 750 },
  bin: 1,
  histogram: Array.from({ length: 10 }, (_, i) => ({
    from: i,
    to: i + 1,
    count: [1, 0, 1, 0, 0, 0, 0, 0, 1, 1][i] ?? 0,
  })),
  parts: [
    { part: 1, mean: 1.25, max: 2.5 },
    { part: 2, mean: 2.81, max: 5 },
    { part: 3, mean: 1.25, max: 2.5 },
  ],
  questions: [
    {
      questionId: 11,
      position: 1,
      type: 'CHOICE',
      part: 1,
      excerpt: 'Đạo hàm của $y = x^2$ là',
      graded: 4,
      correctRate: 0.5,
      blankRate: 0.25,
      meanStatementsRight: null,
      options: ['A', 'B', 'C', 'D'].map((label, i) => ({
        optionId: 100 + i,
        label,
        isCorrect: i === 0,
        share: [0.5, 0.25, 0, 0][i] ?? 0,
      })),
    },
    {
      questionId: 12,
      position: 2,
      type: 'TRUE_FALSE',
      part: 2,
      excerpt: 'Cho hàm số $f(x) = x^3 - 3x$. Xét các mệnh đề sau.',
      graded: 4,
      correctRate: 0.5,
      blankRate: 0.25,
      meanStatementsRight: 2.5,
      options: [],
    },
    {
      questionId: 13,
      position: 3,
      type: 'SHORT',
      part: 3,
      excerpt: 'Nghiệm của phương trình $2x + 3 = 0$ là',
      graded: 4,
      correctRate: 0.5,
      blankRate: 0.5,
      meanStatementsRight: null,
      options: [],
    },
  ],
};

const taker = (historyId: number, name: string, score: number, timeTaken: number): ReportTaker => ({
  historyId,
  user: { id: historyId, username: `hocsinh0${historyId}`, fullName: name },
  startedAt: '2026-11-20T01:00:00.000Z',
  submittedAt: new Date(Date.parse('2026-11-20T01:00:00.000Z') + timeTaken * 1000).toISOString(),
  timeTaken,
  score,
  correctCount: Math.round(score * 2),
  totalCount: 22,
  source: historyId === 3 ? 'SWEEP' : 'SUBMIT',
});
const takers = [
  taker(1, 'Nguyễn Văn An', 10, 900),
  taker(2, 'Trần Thị Bình', 8.75, 600),
  taker(4, 'Lê Minh Châu', 2.5, 1200),
  taker(3, 'Phạm Quốc Dũng', 0, 300),
];

const sessions: AdminExamSessionList = {
  data: [
    {
      id: 31,
      user: { id: 1, username: 'hocsinh01', fullName: 'Nguyễn Văn An' },
      startedAt: new Date(Date.now() - 20 * 60_000).toISOString(),
      deadline: new Date(Date.now() + 70 * 60_000).toISOString(),
      savedAt: new Date(Date.now() - 60_000).toISOString(),
      closedAt: null,
      closedBy: null,
      state: 'OPEN',
    },
    {
      id: 30,
      user: { id: 2, username: 'hocsinh02', fullName: 'Trần Thị Bình' },
      startedAt: new Date(Date.now() - 120 * 60_000).toISOString(),
      deadline: new Date(Date.now() - 30 * 60_000).toISOString(),
      savedAt: null,
      closedAt: new Date(Date.now() - 29 * 60_000).toISOString(),
      closedBy: 'SWEEP',
      state: 'CLOSED',
    },
  ],
  pagination: { total: 2, offset: 0, limit: 25 },
  extra: { target: { name: 'Đề thi thử THPT 2025 số 1', totalPoint: 10 } },
};

/** Answers the report's and the sessions' calls with the fixed figures above. */
async function answerExamCalls(page: Page) {
  await page.route(/\/api\/admin\/exams\/7\/(report|exam-sessions)(\/takers)?(\?.*)?$/, (route) => {
    const url = new URL(route.request().url());
    const body = url.pathname.endsWith('/takers')
      ? { data: takers, pagination: { total: takers.length, offset: 0, limit: 25 } }
      : url.pathname.endsWith('/exam-sessions')
        ? sessions
        : report;
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
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
    it(`shows the figures, two charts and the attempts (${language}, ${width} px)`, async () => {
      const { page, problems } = await journeys.open('/admin/login', { width, height: 900 });
      await signInToAdmin(page);
      if (language === 'en') {
        await page.context().addCookies([{ name: 'lang', value: 'en', url: journeys.url }]);
      }
      await answerExamCalls(page);
      await page.goto(`${journeys.url}/admin/exams/7/report`);
      const title =
        language === 'vi' ? 'Báo cáo: Đề thi thử THPT 2025 số 1' : 'Report: Đề thi thử THPT 2025 số 1';
      await page.getByRole('heading', { name: title }).waitFor();
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
      const body = page.locator('#admin-main');
      await expect.poll(() => body.innerText()).toContain(language === 'vi' ? '5,31' : '5.31');
      await expect.poll(() => body.innerText()).toContain('12:30');
      await expect.poll(() => body.innerText()).toContain('Nguyễn Văn An');
      expect(await body.innerText()).toContain(
        language === 'vi' ? 'Hết giờ (tự nộp)' : 'Time up (auto-submitted)',
      );
      if (width > 400) expect(await body.innerText()).toContain('A: 50% ✓');
      // Nothing sticks out sideways on a phone but the tables' own scroll areas.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `exam-report-${language}-${width}`);
      expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
    });
  }

  it('lists the sessions with their states and offers extend and reset on the open one (390 px)', async () => {
    const { page, problems } = await journeys.open('/admin/login', { width: 390, height: 900 });
    await signInToAdmin(page);
    await answerExamCalls(page);
    await page.goto(`${journeys.url}/admin/exams/7/exam-sessions`);
    await page.getByRole('heading', { name: 'Phiên làm bài: Đề thi thử THPT 2025 số 1' }).waitFor();
    const main = page.locator('#admin-main');
    await expect.poll(() => main.innerText()).toContain('Đang làm');
    expect(await main.innerText()).toContain('Hết giờ');
    expect(await page.getByRole('button', { name: 'Gia hạn' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Đặt lại' }).count()).toBe(1);
    await saveScreenshot(page, 'exam-sessions-vi-390');
    await page.getByRole('button', { name: 'Gia hạn' }).click();
    await settled(page.getByRole('dialog'));
    await saveScreenshot(page, 'exam-sessions-extend-vi-390');
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
  });
});
