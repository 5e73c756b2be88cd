import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
await page.goto('http://127.0.0.1:3550/');
await page.waitForLoadState('networkidle');
for (const name of ['Khoá học mới', 'Video học thử miễn phí', 'Khoá học Toán 12']) {
  const region = page.getByRole('region', { name });
  console.log(name, await region.count());
  if (await region.count()) await region.first().screenshot({ path: `/tmp/courses-web/shots/home-${name.length}.png` });
}
await browser.close();
