import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { skipBrowserJourneys, warnIfNoChromium } from './helpers/browser';
import { useJourneys } from './helpers/journeys';

warnIfNoChromium();

const NO_PROBLEMS = { consoleErrors: [], pageErrors: [], failedRequests: [] };
const HOME_TITLE_VI = 'Học toán trực tuyến cùng thầy cô giỏi';

/** Back-office pages of different kinds: dashboard, tables, a tree, forms with zod schemas, rich text. */
const ADMIN_PAGES = [
  '/admin',
  '/admin/users',
  '/admin/books',
  '/admin/books/create',
  '/admin/menus/book',
  '/admin/banners/create',
  '/admin/slideshows',
  '/admin/news/create',
  '/admin/rules/create',
];

/** Opens a WebSocket from the page and reports whether the page's CSP refused it. */
function tryWebSocket(page: Page, url: string): Promise<'refused' | 'allowed'> {
  return page.evaluate(
    (target) =>
      new Promise<'refused' | 'allowed'>((resolve) => {
        let socket: WebSocket;
        const onViolation = (event: SecurityPolicyViolationEvent) => {
          if (event.effectiveDirective === 'connect-src') resolve('refused');
        };
        document.addEventListener('securitypolicyviolation', onViolation);
        try {
          socket = new WebSocket(target);
        } catch {
          resolve('refused');
          return;
        }
        // The handshake to a path without a socket server fails: that is the network, not the policy.
        socket.addEventListener('close', () => setTimeout(() => resolve('allowed'), 200));
      }),
    url,
  );
}

describe.skipIf(skipBrowserJourneys)('the content security policy in a real browser', () => {
  const journeys = useJourneys();
  const { open } = journeys;

  it('lets the storefront home load with no violation, and WebSockets reach this site only', async () => {
    const home = await open('/');
    const { page } = home;
    await page.getByRole('heading', { level: 1, name: HOME_TITLE_VI }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(home.problems).toEqual(NO_PROBLEMS);

    const sameOrigin = `${journeys.url.replace(/^http/, 'ws')}/tracking/?EIO=4&transport=websocket`;
    expect(await tryWebSocket(page, sameOrigin)).toBe('allowed');
    // The handshake reached this server (no socket server there yet, hence 404): the policy let it go.
    expect(home.problems.consoleErrors).toEqual([expect.stringContaining('Unexpected response code: 404')]);
    home.problems.consoleErrors.splice(0);
    expect(await tryWebSocket(page, 'ws://evil.example/tracking')).toBe('refused');
    // Chromium says so in the console, and the page sees the violation event.
    expect(home.problems.consoleErrors).toHaveLength(2);
    expect(home.problems.consoleErrors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Connecting to 'ws:\/\/evil\.example\/tracking' violates .*connect-src 'self'/,
        ),
        expect.stringMatching(/^CSP violation: connect-src refused ws:\/\/evil\.example/),
      ]),
    );
  });

  it('opens back-office pages (tables, forms, rich text) with no violation and nothing in the console', async () => {
    const { page, problems } = await open('/admin/login');
    await page.getByLabel('Tên đăng nhập hoặc email').fill('quantrivien');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('matkhau123');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL((url) => url.pathname !== '/admin/login');
    for (const path of ADMIN_PAGES) {
      await page.goto(`${journeys.url}${path}`);
      await page.getByRole('navigation', { name: 'Menu quản trị' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(problems, path).toEqual(NO_PROBLEMS);
    }
  });
});
