import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './helpers/axe';
import { saveScreenshot, skipBrowserJourneys, warnIfNoChromium } from './helpers/browser';
import { apiAs, DEMO_PASSWORD, signInToAdmin, useJourneys } from './helpers/journeys';

warnIfNoChromium();

type Course = { id: number; name: string; slug: string };
type CodeList = { data: { id: number; code: string; state: string; usedBy: { username: string } | null }[] };

/** A course of this run with one lesson, made through the admin API as staff would. */
async function makeCourse(baseUrl: string): Promise<Course> {
  const run = Date.now().toString(36);
  const course = await apiAs<Course>(baseUrl, '/admin/courses', {
    body: {
      name: `Toán 11 kích hoạt ${run}`,
      rootPrice: 900_000,
      salePrice: 600_000,
      summary: 'Lượng giác.',
    },
  });
  const thematic = await apiAs<{ id: number }>(baseUrl, `/admin/courses/${course.id}/thematics`, {
    body: { name: 'Chuyên đề 1: Hàm lượng giác' },
  });
  await apiAs(baseUrl, `/admin/thematics/${thematic.id}/lessons`, {
    body: { name: 'Bài 1: Góc lượng giác' },
  });
  return course;
}

describe.skipIf(skipBrowserJourneys)('activation codes in a real browser', () => {
  const journeys = useJourneys();

  it('an admin creates a batch for a course and gets its xlsx; the list shows the batch', async () => {
    const course = await makeCourse(journeys.url);
    const batch = `Lớp 11A ${Date.now().toString(36)}`;
    const opened = await journeys.open('/admin/login?redirect=/admin/activation-codes/create');
    const { page } = opened;
    await signInToAdmin(page);
    await page.getByRole('heading', { level: 1, name: 'Tạo lô mã kích hoạt' }).waitFor();
    await page.getByLabel('Tên lô').fill(batch);
    await page.getByRole('combobox', { name: 'Khoá học' }).click();
    await page.getByRole('combobox', { name: 'Khoá học' }).fill(course.name);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: course.name })
      .click();
    await page.getByLabel('Số lượng mã').fill('3');
    await saveScreenshot(page, 'activation-codes-create');
    await page.getByRole('button', { name: 'Tạo mã' }).click();
    await page.getByText(`Đã tạo 3 mã trong lô “${batch}”`).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Tải xlsx' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await saveScreenshot(page, 'activation-codes-created');

    await page.getByRole('button', { name: 'Xem các mã của lô' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mã kích hoạt' }).waitFor();
    await expect.poll(() => page.locator('tbody tr.ant-table-row').count()).toBe(3);
    await page.getByText('Chưa sử dụng').first().waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveScreenshot(page, 'activation-codes-list');
    const codes = await apiAs<CodeList>(
      journeys.url,
      `/admin/activation-codes?batch=${encodeURIComponent(batch)}`,
    );
    expect(codes.data.map((code) => code.code)).toHaveLength(3);
    expect(codes.data.every((code) => /^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){2}$/.test(code.code))).toBe(
      true,
    );
    expect(opened.problems.pageErrors).toEqual([]);
  });

  it('a guest is sent to sign in, comes back, activates a code typed loosely, enters the course and finds it in my courses', async () => {
    const course = await makeCourse(journeys.url);
    const created = await apiAs<{ code: string; id: number }>(journeys.url, '/admin/activation-codes', {
      body: { batch: `Lẻ ${Date.now().toString(36)}`, courseId: course.id },
    });
    const opened = await journeys.open('/kich-hoat', { width: 390, height: 844 });
    const { page } = opened;
    await page.waitForURL((url) => url.pathname === '/dang-nhap');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/kich-hoat');
    await page.getByLabel('Tên đăng nhập hoặc email').fill('hocsinh05');
    await page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL('**/kich-hoat');
    await page.getByRole('heading', { level: 1, name: 'Kích hoạt khoá học' }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveScreenshot(page, 'activation-page-390');

    // A wrong code: the message under the field, nothing opened.
    const field = page.getByLabel('Mã kích hoạt');
    await field.fill('abcd-efgh-jkmn');
    await page.getByRole('button', { name: 'Kích hoạt', exact: true }).click();
    await page.getByText('Mã kích hoạt không tồn tại hoặc đã được sử dụng').waitFor();
    await saveScreenshot(page, 'activation-page-refused-390');

    // The real one, in lower case with spaces instead of hyphens.
    await field.fill(created.code.toLowerCase().replace(/-/g, ' '));
    await page.getByRole('button', { name: 'Kích hoạt', exact: true }).click();
    const success = page.getByRole('status').filter({ hasText: 'Kích hoạt thành công!' });
    await success.waitFor();
    await success.getByText(course.name).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveScreenshot(page, 'activation-page-success-390');

    await success.getByRole('link', { name: `Vào học: ${course.name}` }).click();
    await page.getByRole('heading', { level: 1, name: course.name }).waitFor();
    // The course page knows the student now: "enter the course" instead of the cart.
    await page.getByRole('link', { name: 'Vào học' }).first().waitFor();

    await page.goto(`${journeys.url}/khoa-hoc-cua-toi`);
    await page.getByRole('link', { name: course.name }).click();
    await page.waitForURL(`**/khoa-hoc/${course.id}/**`);
    await page.getByRole('heading', { level: 1, name: course.name }).waitFor();

    const codes = await apiAs<CodeList>(journeys.url, `/admin/activation-codes?q=${created.code}`);
    expect(codes.data).toMatchObject([{ state: 'USED', usedBy: { username: 'hocsinh05' } }]);
    expect(opened.problems.pageErrors).toEqual([]);
    expect(opened.problems.consoleErrors.filter((e) => !e.includes('400'))).toEqual([]);
  });

  it('the activation page and the admin list in English', async () => {
    const opened = await journeys.open('/dang-nhap?redirect=/kich-hoat', { width: 390, height: 844 });
    const { page } = opened;
    await opened.context.addCookies([{ name: 'lang', value: 'en', url: journeys.url }]);
    await page.reload();
    await page.getByLabel('Username or email').fill('hocsinh06');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Activate a course' }).waitFor();
    await page.getByLabel('Activation code').waitFor();
    await saveScreenshot(page, 'activation-page-en-390');

    const admin = await journeys.open('/admin/login?redirect=/admin/activation-codes');
    await admin.context.addCookies([{ name: 'lang', value: 'en', url: journeys.url }]);
    await signInToAdmin(admin.page);
    await admin.page.reload();
    await admin.page.getByRole('heading', { level: 1, name: 'Activation codes' }).waitFor();
    await admin.page.getByRole('button', { name: 'Create a batch' }).waitFor();
    await saveScreenshot(admin.page, 'activation-codes-list-en');
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(admin.page, 'activation-codes-list-en-390');
    await admin.page.getByRole('button', { name: 'Create a batch' }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'Create a batch of codes' }).waitFor();
    await admin.page.getByRole('button', { name: 'Create codes' }).click();
    // The contract's messages, in English, under the fields: nothing is sent.
    await admin.page.getByText('Field required').first().waitFor();
    // Contrast is measured once the messages have finished fading in.
    await expect.poll(() => admin.page.locator('[class*="ant-show-help-"]').count()).toBe(0);
    expect(await seriousAxeFindings(admin.page)).toEqual([]);
    await saveScreenshot(admin.page, 'activation-codes-create-en-390');
    expect(opened.problems.pageErrors).toEqual([]);
  });
});
