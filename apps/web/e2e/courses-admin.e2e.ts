import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './helpers/axe';
import { saveScreenshot, skipBrowserJourneys, warnIfNoChromium } from './helpers/browser';
import { useJourneys } from './helpers/journeys';

warnIfNoChromium();

const COURSE = 'Khoá E2E Hình học không gian';
const THEMATIC = 'Chương E2E: Khối đa diện';
const [A, B, C] = ['Bài E2E A', 'Bài E2E B', 'Bài E2E C'];
const CLIP = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../server/demo-videos/dao-ham.mp4');

async function signIn(page: Page) {
  await page.getByLabel('Tên đăng nhập hoặc email').fill('quantrivien');
  await page.getByLabel('Mật khẩu', { exact: true }).fill('matkhau123');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL((url) => url.pathname !== '/admin/login');
}

/** Waits for an Ant Design dialog to finish opening: a click during the zoom can be lost. */
async function settled(dialog: Locator) {
  await dialog.waitFor();
  await expect
    .poll(async () => (await dialog.getAttribute('class')) ?? '', { timeout: 10_000 })
    .not.toMatch(/ant-zoom/);
}

/** Fills the one-name dialog the tree opens (add thematic, add lesson) and saves it. */
async function nameDialog(page: Page, label: string, name: string) {
  const dialog = page.getByRole('dialog');
  await settled(dialog);
  await dialog.getByLabel(label).fill(name);
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The lessons of the tree's thematic, top to bottom. */
const lessonOrder = (page: Page) =>
  page
    .locator(`ul[data-outline-level="lessons"][aria-label="${THEMATIC}"] > li[data-outline-item]`)
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-outline-item')));

describe.skipIf(skipBrowserJourneys)('the course back office in a real browser', () => {
  const journeys = useJourneys();

  it('an admin builds a course with a thematic, lessons and an uploaded video, reorders the lessons by drag and drop, and the storefront outline follows', async () => {
    const { page, problems } = await journeys.open('/admin/courses/create', { width: 1366, height: 900 });
    await signIn(page);
    await page.getByRole('heading', { level: 1, name: 'Thêm khoá học' }).waitFor();
    await page.getByLabel('Tên khoá học').fill(COURSE);
    await page.getByLabel('Giá bán').fill('990000');
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    await page.waitForURL((url) => /^\/admin\/courses\/\d+\/edit$/.test(url.pathname));
    const courseId = Number(/\/courses\/(\d+)\//.exec(page.url())?.[1]);
    // The list shows the price with dots.
    await page.goto(`${journeys.url}/admin/courses?q=${encodeURIComponent(COURSE)}`);
    await page.getByRole('cell', { name: '990.000 ₫' }).waitFor();

    // The tree: a thematic, then three lessons added to it.
    await page.goto(`${journeys.url}/admin/courses/tree?courseId=${courseId}`);
    await page.getByRole('button', { name: 'Thêm chuyên đề' }).click();
    await nameDialog(page, 'Tên chuyên đề', THEMATIC);
    await page.getByRole('heading', { level: 2, name: THEMATIC }).waitFor();
    for (const lesson of [A, B, C]) {
      await page.getByRole('button', { name: `Thêm bài học vào ${THEMATIC}` }).click();
      await nameDialog(page, 'Tên bài học', lesson);
      await page.locator(`li[data-outline-item="${lesson}"]`).waitFor();
    }
    expect(await lessonOrder(page)).toEqual([A, B, C]);

    // Lesson A's videos: an UPLOAD video, then its mp4 sent with the upload progress shown. The upload is
    // slowed down so the bar is seen moving (a 23 KB clip on loopback would arrive in one step).
    await page.getByRole('button', { name: `Video của ${A}` }).click();
    await page.getByRole('heading', { level: 1, name: `Video của bài: ${A}` }).waitFor();
    await page.getByRole('button', { name: 'Thêm video' }).click();
    const dialog = page.getByRole('dialog');
    await settled(dialog);
    await dialog.getByLabel('Tên video').fill('Video E2E');
    await dialog.getByLabel('Thời lượng').fill('00:05');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: 'Video E2E', exact: true }).waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 8 * 1024,
    });
    const uploaded = page.waitForResponse(
      (response) =>
        /\/api\/admin\/videos\/\d+\/upload/.test(response.url()) && response.request().method() === 'POST',
    );
    await page.locator('input[type="file"][accept=".mp4,video/mp4"]').setInputFiles(CLIP);
    const bar = page.locator('[data-upload-progress]');
    await bar.waitFor();
    expect((await uploaded).status()).toBe(200);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await bar.waitFor({ state: 'detached' });
    await page.locator('[data-video-file-size]').filter({ hasText: '22 KB' }).waitFor();
    await saveScreenshot(page, 'admin-course-videos-1366');

    // Back in the tree: C dragged above A with the mouse, by its handle, in small steps as a hand would.
    await page.goto(`${journeys.url}/admin/courses/tree?courseId=${courseId}`);
    await page.locator(`li[data-outline-item="${C}"]`).waitFor();
    const handle = page.getByRole('button', { name: `Kéo để sắp xếp bài học ${C}` });
    const from = await handle.boundingBox();
    const to = await page.locator(`li[data-outline-item="${A}"]`).boundingBox();
    if (!from || !to) throw new Error('rows are not on screen');
    const startX = from.x + from.width / 2;
    const startY = from.y + from.height / 2;
    const reordered = page.waitForResponse((response) =>
      /\/api\/admin\/thematics\/\d+\/lessons\/order$/.test(response.url()),
    );
    await page.mouse.move(startX, startY);
    await page.mouse.down();
    await page.mouse.move(startX, startY - 10, { steps: 3 });
    await page.mouse.move(startX, to.y + 4, { steps: 20 });
    await page.waitForTimeout(200);
    await page.mouse.up();
    expect((await reordered).status()).toBe(200);
    await expect.poll(() => lessonOrder(page)).toEqual([C, A, B]);

    // By keyboard: Space picks B up, ArrowUp moves it above A, Space drops it.
    const byKeyboard = page.waitForResponse((response) =>
      /\/api\/admin\/thematics\/\d+\/lessons\/order$/.test(response.url()),
    );
    await page.getByRole('button', { name: `Kéo để sắp xếp bài học ${B}` }).focus();
    for (const press of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(press);
      await page.waitForTimeout(250);
    }
    expect((await byKeyboard).status()).toBe(200);
    await expect.poll(() => lessonOrder(page)).toEqual([C, B, A]);
    // The server holds it: still so after a reload.
    await page.reload();
    await page.locator(`li[data-outline-item="${A}"]`).waitFor();
    expect(await lessonOrder(page)).toEqual([C, B, A]);
    await saveScreenshot(page, 'admin-course-tree-1366');
    expect(await seriousAxeFindings(page)).toEqual([]);

    // The storefront outline (what the course page and the learning screen read), asked as a visitor.
    const outline = (await (await fetch(`${journeys.url}/api/courses/${courseId}/thematics`)).json()) as {
      data: { name: string; lessons: { name: string }[] }[];
    };
    const ours = outline.data.find((thematic) => thematic.name === THEMATIC);
    expect(ours?.lessons.map((lesson) => lesson.name)).toEqual([C, B, A]);
    expect(problems.pageErrors).toEqual([]);
  });

  it('every course screen reads well at 390 px and in English, with no serious accessibility finding', async () => {
    const { page, problems } = await journeys.open('/admin/courses', { width: 390, height: 844 });
    await signIn(page);
    await page.getByRole('heading', { level: 1, name: 'Khoá học' }).waitFor();
    const first = page.getByRole('button', { name: /^Cây khoá học: / }).first();
    await first.waitFor();
    await first.click();
    await page.waitForURL((url) => url.pathname === '/admin/courses/tree');
    const courseId = new URL(page.url()).searchParams.get('courseId');
    const screens = [
      '/admin/courses',
      `/admin/courses/${courseId}/edit`,
      `/admin/courses/tree?courseId=${courseId}`,
      '/admin/courses/groups',
      '/admin/courses/groups/create',
      `/admin/courses/${courseId}/thematics`,
    ];
    for (const [index, screen] of screens.entries()) {
      await page.goto(`${journeys.url}${screen}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousAxeFindings(page), screen).toEqual([]);
      // Nothing sticks out sideways on a phone.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        screen,
      ).toBe(0);
      await saveScreenshot(page, `admin-course-screen-${index}-390`);
    }
    // The same tree in English.
    await page.context().addCookies([{ name: 'lang', value: 'en', url: journeys.url }]);
    await page.goto(`${journeys.url}/admin/courses/tree?courseId=${courseId}`);
    await page.getByRole('heading', { level: 1, name: 'Course tree' }).waitFor();
    await page.getByRole('button', { name: 'Add a thematic' }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveScreenshot(page, 'admin-course-tree-390-en');
    expect(problems.pageErrors).toEqual([]);
  });
});
