import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { hasChromium, launchBrowser, type OpenedPage, type OpenPageOptions, openPage } from './browser';
import { type RunningServer, startServer } from './server';

/**
 * The harness of a browser-journey file: one real server and one Chromium for the file, a fresh
 * browser context (no cookies, no storage) per `open`, and every context closed after its test.
 * Call inside the file's describe block.
 */
export function useJourneys() {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const opened: OpenedPage[] = [];

  beforeAll(async () => {
    // Without Chromium (where it is required) the file fails here, before starting a server.
    if (!hasChromium) await launchBrowser();
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
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
