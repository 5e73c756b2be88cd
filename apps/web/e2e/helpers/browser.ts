import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page, type Response } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';

export const hasChromium = fs.existsSync(CHROMIUM);

/**
 * What the browser journeys do: run with Chromium; without it, skip on a developer's machine, but fail
 * where `CI` or `REQUIRE_BROWSER` is set (to anything but `0`/`false`), so a CI machine that lost its
 * browser cannot pass with the journeys quietly skipped.
 */
export function browserJourneysPlan(
  env: NodeJS.ProcessEnv,
  chromiumPresent: boolean,
): 'run' | 'skip' | 'fail' {
  if (chromiumPresent) return 'run';
  const set = (value: string | undefined) => value !== undefined && !['', '0', 'false'].includes(value);
  return set(env.CI) || set(env.REQUIRE_BROWSER) ? 'fail' : 'skip';
}

const plan = browserJourneysPlan(process.env, hasChromium);
/** For `describe.skipIf`: true only when Chromium is missing and no CI/REQUIRE_BROWSER asks for it. */
export const skipBrowserJourneys = plan === 'skip';
const MISSING = `${CHROMIUM} is missing. Install it with:\n  sudo apt-get install -y chromium`;

let warned = false;
/** Says once per file why the browser journeys are skipped or failing, and how to get them to run. */
export function warnIfNoChromium(): void {
  if (plan === 'run' || warned) return;
  warned = true;
  if (plan === 'skip') console.warn(`Browser journeys skipped: ${MISSING}`);
  else console.error(`Browser journeys fail (CI or REQUIRE_BROWSER is set): ${MISSING}`);
}

export function launchBrowser(): Promise<Browser> {
  if (!hasChromium) return Promise.reject(new Error(`Browser journeys need Chromium: ${MISSING}`));
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/** What a user would see as "something is broken" even when the page looks right. */
export type PageProblems = {
  consoleErrors: string[];
  pageErrors: string[];
  /** Same-origin requests that failed outright or were answered 4xx/5xx. */
  failedRequests: string[];
};

export type OpenedPage = {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
  /** Every same-origin script the page fetched, from its first request on. */
  scripts: Response[];
};

export type OpenPageOptions = { width?: number; height?: number };

/** A fresh context (no cookies) and page at `url`, recording every problem from its first request on. */
export async function openPage(
  browser: Browser,
  url: string,
  { width = 1280, height = 800 }: OpenPageOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width, height } });
  // Chromium reports a CSP refusal that a script catches (a library probing for eval) only as this
  // event, not in the console: turn each into a console error, so every journey fails on it.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} [${event.sourceFile}:${event.lineNumber}]`,
      );
    });
  });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], failedRequests: [] };
  page.on('console', (message) => {
    // The location names the resource when the browser itself reports a failed load.
    const where = message.location().url;
    if (message.type() === 'error')
      problems.consoleErrors.push(where ? `${message.text()} [${where}]` : message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  page.on('requestfailed', (request) => {
    // A reload (the language switch) aborts what the old page still had in flight: not a failure.
    if (new URL(request.url()).origin === origin && request.failure()?.errorText !== 'net::ERR_ABORTED') {
      problems.failedRequests.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
    }
  });
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).origin !== origin) return;
    if (response.status() >= 400) {
      problems.failedRequests.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
    }
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(url);
  // The app marks itself interactive after hydrating (app/layouts/root-layout.tsx): a click before that would be lost on a
  // loaded machine. A page that is not the app (or an app that fails to start) is left to the test.
  await page
    .waitForFunction(
      () => !document.getElementById('root') || 'interactive' in document.documentElement.dataset,
      null,
      {
        timeout: 15_000,
      },
    )
    .catch(() => undefined);
  return { context, page, problems, scripts };
}

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../.screenshots');

/** A screenshot under apps/web/e2e/.screenshots/ (git-ignored), for a human to look at. */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}
