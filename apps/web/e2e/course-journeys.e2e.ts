import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './helpers/axe';
import { saveScreenshot, skipBrowserJourneys, warnIfNoChromium } from './helpers/browser';
import { useJourneys } from './helpers/journeys';

warnIfNoChromium();

const NO_PROBLEMS = { consoleErrors: [], pageErrors: [], failedRequests: [] };
const CLIP = fileURLToPath(new URL('../../server/demo-videos/ham-so-bac-hai.mp4', import.meta.url));

type Made = {
  course: { id: number; name: string; slug: string };
  freeLesson: { id: number; name: string };
  paidLesson: { id: number; name: string; slug: string };
};

/**
 * A course of this run, built through the admin API as staff would: two thematics, a free preview lesson
 * with an uploaded clip, a paid lesson with a clip allowing 5 views and a 4-slot answer sheet, a third
 * lesson; hocsinh01 is added to it. Names carry the run's suffix so reruns never collide.
 */
async function makeCourse(baseUrl: string): Promise<Made> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'quantrivien', password: 'matkhau123' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const send = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const isForm = body instanceof FormData;
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(isForm || body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const run = Date.now().toString(36);
  const course = await send<Made['course']>('POST', '/admin/courses', {
    name: `Toán 12 hành trình ${run}`,
    rootPrice: 1_500_000,
    salePrice: 990_000,
    target: 'Học sinh lớp 12 ôn thi THPT',
    summary: 'Khảo sát hàm số và ứng dụng.',
    groupUrl: 'https://zalo.me/g/toan12',
  });
  const first = await send<{ id: number }>('POST', `/admin/courses/${course.id}/thematics`, {
    name: 'Chuyên đề 1: Tính đơn điệu',
  });
  const second = await send<{ id: number }>('POST', `/admin/courses/${course.id}/thematics`, {
    name: 'Chuyên đề 2: Cực trị',
  });
  const freeLesson = await send<Made['freeLesson']>('POST', `/admin/thematics/${first.id}/lessons`, {
    name: 'Bài 1: Đồng biến, nghịch biến',
    isFree: true,
  });
  const paidLesson = await send<Made['paidLesson']>('POST', `/admin/thematics/${first.id}/lessons`, {
    name: 'Bài 2: Bài tập đơn điệu',
    passPoint: 5,
    totalPoint: 10,
  });
  await send('POST', `/admin/thematics/${second.id}/lessons`, { name: 'Bài 3: Điểm cực trị' });
  await send('PUT', `/admin/lessons/${paidLesson.id}/lesson-answers`, {
    answers: [
      { position: 1, kind: 'CHOICE', correct: 'B', explanation: 'Xét dấu đạo hàm.' },
      { position: 2, kind: 'CHOICE', correct: 'D' },
      { position: 3, kind: 'TRUE_FALSE', correct: 'Đ-S-Đ-S' },
      { position: 4, kind: 'SHORT', correct: '2,5' },
    ],
  });
  for (const [lesson, isFree] of [
    [freeLesson, true],
    [paidLesson, false],
  ] as const) {
    const video = await send<{ id: number }>('POST', `/admin/lessons/${lesson.id}/videos`, {
      name: `Video ${lesson.name}`,
      option: 'UPLOAD',
      isFree,
      allowedViews: isFree ? null : 5,
      duration: 8,
    });
    const form = new FormData();
    form.append('file', new Blob([readFileSync(CLIP)], { type: 'video/mp4' }), 'clip.mp4');
    await send('POST', `/admin/videos/${video.id}/upload`, form);
    await send('POST', `/admin/videos/${video.id}/video-timelines`, { title: 'Ví dụ', second: 3 });
  }
  const student = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'hocsinh01', password: 'matkhau123' }),
  });
  const { user } = (await student.json()) as { user: { id: number } };
  await send('POST', '/admin/users/add-to-course', { userId: user.id, courseId: course.id });
  return { course, freeLesson, paidLesson };
}

/** The video has really played: time went by in the element. */
async function waitForPlayback(page: Page) {
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5);
}

describe.skipIf(skipBrowserJourneys)('course journeys in a real browser', () => {
  const journeys = useJourneys();

  it('a visitor reads a course page rendered on the server, plays a free preview and adds the course to the cart', async () => {
    const made = await makeCourse(journeys.url);
    const coursePath = `/khoa-hoc/${made.course.id}/${made.course.slug}`;
    // The course's name is in the HTML before any script runs; an unknown id is a 404.
    const html = await (
      await fetch(`${journeys.url}${coursePath}`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html.slice(html.indexOf('<div id="root">'))).toContain(made.course.name);
    expect(html).toContain('990.000');
    const missing = await fetch(`${journeys.url}/khoa-hoc/999999/khong-co`, {
      headers: { accept: 'text/html' },
    });
    expect(missing.status).toBe(404);

    const opened = await journeys.open(coursePath, { width: 390, height: 844 });
    const { page } = opened;
    await page.getByRole('heading', { level: 1, name: made.course.name }).waitFor();
    // The outline: the paid lessons are locked, the free one offers a preview.
    await page.getByRole('img', { name: 'Bài bị khoá' }).first().waitFor();
    expect(await page.getByRole('img', { name: 'Bài bị khoá' }).count()).toBe(2);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveScreenshot(page, 'course-page-visitor-390');

    await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
    await page.getByRole('link', { name: /Đã có trong giỏ hàng/ }).waitFor();
    const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]');
    expect(cart).toEqual([expect.objectContaining({ id: made.course.id, type: 'COURSE', quantity: 1 })]);

    await page.getByRole('link', { name: 'Xem thử' }).click();
    await page.getByRole('heading', { level: 1, name: made.freeLesson.name }).waitFor();
    await page.getByText('Không giới hạn lượt xem').waitFor();
    await page.getByRole('button', { name: /Phát video/ }).click();
    await waitForPlayback(page);
    await page
      .getByRole('navigation', { name: 'Các đoạn của video' })
      .getByRole('button', { name: /Ví dụ/ })
      .click();
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 3);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveScreenshot(page, 'lesson-free-preview-390');
    await page.waitForLoadState('networkidle');
    expect(opened.problems).toEqual(NO_PROBLEMS);
  });

  it('hocsinh01 studies: plays a video (one view fewer), submits the answer sheet, reads the history and the key, and the progress moves', async () => {
    const made = await makeCourse(journeys.url);
    const opened = await journeys.open('/dang-nhap?redirect=/khoa-hoc-cua-toi');
    const { page } = opened;
    await page.getByLabel('Tên đăng nhập hoặc email').fill('hocsinh01');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('matkhau123');
    await page.getByRole('main').getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL('**/khoa-hoc-cua-toi');
    const progress = page.getByRole('progressbar', { name: `Tiến độ ${made.course.name}` });
    await progress.waitFor();
    expect(await progress.getAttribute('aria-valuenow')).toBe('0');
    await saveScreenshot(page, 'my-courses-before');

    // The course page knows the student: "enter the course" and the class group instead of the cart.
    await page.getByRole('link', { name: made.course.name }).click();
    await page.getByRole('link', { name: 'Nhóm lớp học' }).waitFor();
    await page.getByRole('link', { name: 'Vào học' }).click();
    await page.getByRole('heading', { level: 1, name: made.freeLesson.name }).waitFor();
    await page.getByRole('link', { name: 'Bài sau' }).click();
    await page.getByRole('heading', { level: 1, name: made.paidLesson.name }).waitFor();

    // The remaining views show before play, and drop by one once it plays.
    await page.getByText('Còn 5 lượt xem').waitFor();
    await page.getByRole('button', { name: /Phát video/ }).click();
    await waitForPlayback(page);
    await page.getByText('Còn 4 lượt xem').waitFor();

    // The answer sheet: answers survive a reload (kept in this browser), then are submitted and graded.
    const menu = page.getByRole('navigation', { name: 'Mục bài học' });
    await menu.getByRole('button', { name: 'Phiếu trả lời' }).click();
    const sheet = page.getByRole('form', { name: 'Phiếu trả lời' });
    await sheet.getByRole('group', { name: 'Câu 1' }).getByRole('radio', { name: 'B' }).check();
    await sheet.getByRole('group', { name: 'Câu 2' }).getByRole('radio', { name: 'D' }).check();
    await sheet.getByRole('button', { name: 'Ý a đúng' }).click();
    await sheet.getByRole('button', { name: 'Ý b sai' }).click();
    await sheet.getByRole('button', { name: 'Ý c đúng' }).click();
    await sheet.getByRole('button', { name: 'Ý d sai' }).click();
    await sheet.getByLabel('Câu 4').fill('2,5');
    await page.reload();
    await page.getByText('Đã điền 4/4 câu').waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Nộp bài' }).click();
    await page.getByRole('status').filter({ hasText: 'Kết quả: 10/10 điểm' }).waitFor();
    await page.getByRole('button', { name: 'Xem đáp án' }).click();
    const key = page.getByRole('table', { name: 'Đáp án' });
    // Slot 3: the student's answer beside the correct one, both Đ-S-Đ-S.
    await key.getByRole('cell', { name: 'Đ-S-Đ-S' }).first().waitFor();
    expect(await key.getByRole('cell', { name: 'Đ-S-Đ-S' }).count()).toBe(2);
    await key.getByText('Xét dấu đạo hàm.').waitFor();
    await saveScreenshot(page, 'lesson-answer-key');

    // The history and one submission's detail.
    await menu.getByRole('button', { name: 'Lịch sử làm bài' }).click();
    await page.getByRole('link', { name: 'Xem chi tiết' }).first().click();
    await page.waitForURL(`**/lich-su/${made.course.id}/${made.paidLesson.id}/**`);
    await page.getByRole('heading', { level: 1, name: `Bài làm ${made.paidLesson.name}` }).waitFor();
    expect(await page.getByRole('cell', { name: '✓ Đúng' }).count()).toBe(4);

    // The passed lesson counts: the course's progress bar moved.
    await page.goto(`${journeys.url}/khoa-hoc-cua-toi`);
    await progress.waitFor();
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await saveScreenshot(page, 'my-courses-after');
    await page.waitForLoadState('networkidle');
    expect(opened.problems).toEqual(NO_PROBLEMS);
  });

  it('the learning screen fits a 360 px phone in English: no sideways scroll, the menu a drawer', async () => {
    // The demo course hocsinh01 studies: its real lesson names are the long ones a phone must wrap.
    const list = (await (await fetch(`${journeys.url}/api/courses`)).json()) as {
      data: { id: number; name: string }[];
    };
    const course = list.data.find((item) => item.name.startsWith('Toán 12'));
    if (!course) throw new Error('the demo course Toán 12 is missing');
    const opened = await journeys.open('/lien-he', { width: 360, height: 780 });
    const { page } = opened;
    const login = await fetch(`${journeys.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'hocsinh01', password: 'matkhau123' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    await page.context().addCookies([{ name: 'lang', value: 'en', url: journeys.url }]);
    await page.evaluate((token) => localStorage.setItem('accessToken', token), accessToken);
    const outline = (await (
      await fetch(`${journeys.url}/api/courses/${course.id}/thematics`, {
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).json()) as { data: { lessons: { id: number; name: string; slug: string }[] }[] };
    const lesson = outline.data[0]?.lessons[1];
    if (!lesson) throw new Error('the demo course has no second lesson');
    await page.goto(`${journeys.url}/bai-giang/${course.id}/${lesson.id}/${lesson.slug}`);
    await page.getByRole('heading', { level: 1, name: lesson.name }).waitFor();
    // The outline's longest English row ("Free preview" beside a lesson name) once pushed the page 3 px wide.
    await page.getByText('Free preview').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page
      .getByRole('navigation', { name: 'Lesson menu' })
      .getByRole('button', { name: 'Course outline' })
      .waitFor();
    await page.getByRole('button', { name: 'Close the menu' }).waitFor();
    await saveScreenshot(page, 'learning-360-en');
    await page.waitForLoadState('networkidle');
    expect(opened.problems).toEqual(NO_PROBLEMS);
  });
});
