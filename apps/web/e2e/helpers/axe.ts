import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One axe finding a person would be hurt by, named so a failing test says what and where. */
export type AxeFinding = { rule: string; impact: string; targets: string[] };

/**
 * Runs axe-core in the page as it is now and returns its serious and critical findings. The script is
 * evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern, so
 * nothing is loaded into the product itself.
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  // Colours are measured as painted: the export button enabled by the rows' arrival fades from grey
  // over 0.2 s, and half-way it reads as low contrast. Flush styles (which starts any pending transition),
  // then wait for the finite ones to end (spinners run forever).
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
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<unknown> } }).axe;
    const results = (await axe.run(document)) as {
      violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
    };
    return results.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
