import { act } from '@testing-library/react';
import axe, { type AxeResults } from 'axe-core';

/** Rules jsdom cannot judge, as it lays nothing out: colours and looks are checked in Chromium. */
export const RULES_NEEDING_A_RENDERER = [
  'color-contrast',
  'color-contrast-enhanced',
  'link-in-text-block',
] as const;

export interface AxeOptions {
  /** Further rules to leave out, such as the page-level ones when checking a part of a page. */
  skip?: readonly string[];
}

/**
 * axe-core's violations in `context` (the whole document by default), one line per rule and
 * element, for specs to expect none: `expect(await axeViolations()).toEqual([])`.
 */
export async function axeViolations(
  context: Element | Document = document,
  { skip = [] }: AxeOptions = {},
): Promise<string[]> {
  let results: AxeResults | undefined;
  // Inside act: opening transitions finish while axe works.
  await act(async () => {
    results = await axe.run(context, {
      rules: Object.fromEntries(
        [...RULES_NEEDING_A_RENDERER, ...skip].map((id) => [id, { enabled: false }]),
      ),
    });
  });
  if (!results) throw new Error('axe-core returned no results');
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${violation.help})`),
  );
}
