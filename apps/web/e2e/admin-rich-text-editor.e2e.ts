import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { skipBrowserJourneys, warnIfNoChromium } from './helpers/browser';
import { signInToAdmin, useJourneys } from './helpers/journeys';

warnIfNoChromium();

const LOADS_PER_PAGE = 15;
const WIDTHS = [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
] as const;
const ERROR_PAGE = 'Trang quản trị gặp sự cố';

/** The first record of an admin list, by its edit button's link target. */
async function firstEditPath(page: Page, list: string): Promise<string> {
  await page.goto(`${new URL(page.url()).origin}${list}`);
  await page.getByRole('button', { name: /^Sửa / }).first().click();
  await page.waitForURL((url) => /\/\d+\/edit$/.test(url.pathname));
  return new URL(page.url()).pathname;
}

/**
 * One direct load (a new document, as from a bookmark or a reload) of an edit page: the editor appears
 * holding the record's text, and the admin error page never does. Resolves with what went wrong, if
 * anything, so one run reports every failed load instead of stopping at the first.
 */
async function loadEditor(page: Page, url: string): Promise<string | null> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  // The admin error boundary catches the crash and logs it: that is where its message shows.
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text().split('\n')[0] ?? '');
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  try {
    await page.goto(url);
    const editor = page.getByRole('textbox').and(page.locator('.ProseMirror'));
    const errorPage = page.getByText(ERROR_PAGE);
    await editor.or(errorPage).first().waitFor({ timeout: 20_000 });
    if (await errorPage.isVisible()) return `error page (${errors.join('; ') || 'no page error'})`;
    // The record's text is in the editor, not an empty document.
    await expect.poll(async () => (await editor.innerText()).trim().length).toBeGreaterThan(0);
    // A late crash (after the first paint) would replace the page: give it a moment to show.
    await page.waitForTimeout(150);
    if (await errorPage.isVisible()) return `error page after the editor (${errors.join('; ')})`;
    return errors.length > 0 ? errors.join('; ') : null;
  } finally {
    page.off('pageerror', onError);
    page.off('console', onConsole);
  }
}

describe.skipIf(skipBrowserJourneys)('rich-text editor on direct loads of the edit pages', () => {
  const { open } = useJourneys();

  for (const viewport of WIDTHS) {
    it(`opens the book and news editors ${LOADS_PER_PAGE} times each at ${viewport.width} px, never the error page`, async () => {
      const { page, context, problems } = await open('/admin/login', viewport);
      await signInToAdmin(page);
      const targets = [await firstEditPath(page, '/admin/books'), await firstEditPath(page, '/admin/news')];
      // The crash this guards against was a race between React's render and commit, seen on a busy
      // machine: a slower CPU makes it show within these loads (1 in 60 at 4x before the fix).
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 2 });

      const failures: string[] = [];
      for (const target of targets) {
        for (let load = 1; load <= LOADS_PER_PAGE; load += 1) {
          const failure = await loadEditor(page, `${new URL(page.url()).origin}${target}`);
          if (failure) failures.push(`${target} load ${load}: ${failure}`);
        }
      }
      expect(failures).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    }, 300_000);
  }
});
