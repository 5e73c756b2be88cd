import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { hasChromium, launchBrowser, type OpenedPage, type OpenPageOptions, openPage } from './browser';
import { type RunningServer, type ServerOptions, startServer } from './server';

/**
 * The harness of a browser-journey file: one real server and one Chromium for the file, a fresh
 * browser context (no cookies, no storage) per `open`, and every context closed after its test.
 * Call inside the file's describe block; `serverOptions` configure its server (e.g. a bank account).
 */
export function useJourneys(serverOptions: ServerOptions = {}) {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const opened: OpenedPage[] = [];

  beforeAll(async () => {
    // Without Chromium (where it is required) the file fails here, before starting a server.
    if (!hasChromium) await launchBrowser();
    [server, browser] = await Promise.all([startServer(serverOptions), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((o) => o.context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    /** The server's base address, e.g. http://127.0.0.1:41234. */
    get url(): string {
      if (!server) throw new Error('the server starts in beforeAll');
      return server.url;
    },
    async open(path: string, viewport?: OpenPageOptions): Promise<OpenedPage> {
      if (!browser || !server) throw new Error('the browser starts in beforeAll');
      const result = await openPage(browser, `${server.url}${path}`, viewport);
      opened.push(result);
      return result;
    },
  };
}

/** The password of every demo account (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'matkhau123';

/** Signs in on the admin login page the page shows (the administrator by default), and waits to leave it. */
export async function signInToAdmin(page: Page, username = 'quantrivien', password = DEMO_PASSWORD) {
  await page.getByLabel('Tên đăng nhập hoặc email').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL((url) => url.pathname !== '/admin/login');
}

/**
 * Waits for an Ant Design dialog to finish opening: a click during its zoom can be lost, and its
 * position (and so its contrast against what is behind) is final only then.
 */
export async function settled(dialog: Locator) {
  await dialog.waitFor();
  await expect
    .poll(async () => (await dialog.getAttribute('class')) ?? '', { timeout: 10_000 })
    .not.toMatch(/ant-zoom/);
}

/**
 * A call of the server's API as a demo account (the administrator by default), for what a journey
 * checks or prepares beside the browser: a GET, or a POST of `body`. Expects 200.
 */
export async function apiAs<T>(
  baseUrl: string,
  path: string,
  { body, username = 'quantrivien' }: { body?: unknown; username?: string } = {},
): Promise<T> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await fetch(`${baseUrl}/api${path}`, {
    ...(body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }),
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}
