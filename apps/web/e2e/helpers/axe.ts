import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One rule an axe run found broken, with where (CSS selectors of the first few nodes). */
export type AxeFinding = { rule: string; impact: ImpactValue | undefined; help: string; nodes: string[] };

const BLOCKING: ReadonlySet<ImpactValue | undefined> = new Set<ImpactValue | undefined>([
  'serious',
  'critical',
]);

/**
 * The serious and critical WCAG findings of axe-core on the page as it is now. The engine is evaluated
 * through the DevTools protocol, not added as a <script>: the site's Content-Security-Policy refuses
 * inline scripts, and every journey fails on a refusal.
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  // Colours are measured as painted: a button enabled by the rows' arrival fades from grey over 0.2 s,
  // and half-way it reads as low contrast. Transitions are switched off for the check (the site's CSP
  // allows inline styles), so every colour is its final one; then finite animations are waited for
  // (spinners run forever).
  const stillness = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; }',
  });
  await page.waitForFunction(() => {
    document.body.getBoundingClientRect();
    return document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      );
  });
  await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
    ).axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    }),
  );
  // Taken out again: Ant Design waits for the end of an opening or closing animation, which a
  // 0 s one does not always report, so a journey that goes on after the check found menus and
  // dialogs stuck half-way (still in the page, on top of what comes next).
  await stillness.evaluate((style) => (style as Element).remove());
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
