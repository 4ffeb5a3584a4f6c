import { act } from '@testing-library/react';
import axe, { type AxeResults } from 'axe-core';

/**
 * Rules jsdom cannot judge: colours need a real renderer (checked in Chromium), and the page-level
 * rules concern the console's page around the composer, not the composer.
 */
const NOT_IN_JSDOM = [
  'color-contrast',
  'color-contrast-enhanced',
  'link-in-text-block',
  'document-title',
  'html-has-lang',
  'landmark-one-main',
  'page-has-heading-one',
  'region',
] as const;

/** axe-core's violations in `context` (the whole document by default), one line per rule and element. */
export async function axeViolations(context: Element | Document = document): Promise<string[]> {
  let results: AxeResults | undefined;
  // Inside act: the overlays' opening transitions finish while axe works.
  await act(async () => {
    results = await axe.run(context, {
      rules: Object.fromEntries(NOT_IN_JSDOM.map((id) => [id, { enabled: false }])),
    });
  });
  if (!results) throw new Error('axe-core returned no results');
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${violation.help})`),
  );
}
