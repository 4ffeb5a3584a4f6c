import { readFileSync } from 'node:fs';
import type { AxeResults, ElementContext, Result } from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe?: { run(context: ElementContext): Promise<AxeResults> };
  }
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Transitions off, so axe sees each element as it rests (a fading dialog fails contrast). */
const NO_MOTION =
  '*, *::before, *::after { transition: none !important; animation: none !important; }';

/** One line per element: what axe found, how bad, and where. */
export function describeViolations(violations: readonly Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const why = node.failureSummary?.split('\n').slice(1).join(' ').trim();
        return `    ${node.target.join(' ')}${why ? `\n      ${why}` : ''}`;
      });
      return `- ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** axe-core's violations on the page as shown now, or inside the elements `include` selects. */
export async function axeViolations(page: Page, include?: string): Promise<Result[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) {
    // Evaluated through the DevTools protocol: the console's CSP refuses inline script tags.
    await page.evaluate(AXE_SOURCE);
    await page.addStyleTag({ content: NO_MOTION });
  }
  return page.evaluate(async (selector) => {
    const axe = window.axe;
    if (!axe) throw new Error('axe-core did not load');
    const results = await axe.run(selector ? { include: [[selector]] } : document);
    return results.violations;
  }, include);
}

/** Fails, listing each rule and element, when axe finds any violation on `screen`. */
export async function expectNoAxeViolations(
  page: Page,
  screen: string,
  include?: string,
): Promise<void> {
  const violations = await axeViolations(page, include);
  if (violations.length === 0) return;
  const count = violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
  throw new Error(
    `axe found ${count} violation(s) of ${violations.length} rule(s) on ${screen}:\n${describeViolations(violations)}`,
  );
}
