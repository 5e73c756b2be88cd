import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3550';
const out = '/tmp/courses-web/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const login = async () => (await (await fetch(base + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'hocsinh01', password: 'matkhau123' }) })).json()).accessToken;
async function shot(name, path, { width = 1280, height = 900, token, lang, act } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  if (lang) await context.addCookies([{ name: 'lang', value: lang, url: base }]);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  if (token) { await page.goto(base + '/404'); await page.evaluate((t) => localStorage.setItem('accessToken', t), token); }
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  if (act) await act(page);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  if (errors.length) console.log(name, errors);
  await context.close();
}
const [what, ...rest] = process.argv.slice(2);
const token = await login();
const list = (what ?? 'all').split(',');
const run = (n) => list.includes('all') || list.includes(n);
if (run('listing')) await shot('listing-390', '/danh-muc/khoa-hoc', { width: 390 });
if (run('course')) { await shot('course-desktop', '/khoa-hoc/2/x'); await shot('course-390', '/khoa-hoc/2/x', { width: 390 }); await shot('course-student', '/khoa-hoc/2/x', { token }); }
if (run('lesson')) {
  await shot('lesson-visitor', '/bai-giang/2/1/x?muc=video');
  await shot('lesson-visitor-locked', '/bai-giang/2/2/x?muc=video', { width: 390 });
  await shot('lesson-student-outline', '/bai-giang/2/2/x', { token });
  await shot('lesson-student-video', '/bai-giang/2/2/x?muc=video', { token, width: 390 });
  await shot('lesson-student-answers', '/bai-giang/2/2/x?muc=answers', { token, lang: 'en' });
  await shot('lesson-drawer-360', '/bai-giang/2/2/x', { token, width: 360, act: (p) => p.getByRole('button', { name: 'Mở mục lục' }).click() });
}
if (run('my')) await shot('my-courses', '/khoa-hoc-cua-toi', { token, width: 390 });
if (run('home')) await shot('home', '/', { width: 1280 });
await browser.close();
