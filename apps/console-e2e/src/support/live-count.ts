import type { Locator } from 'playwright-core';

/**
 * A live count (a `status` region whose text holds `pattern`'s number) once it has settled —
 * not busy — on a number other than `previous`.
 */
export async function settledCount(
  status: Locator,
  pattern: RegExp,
  previous?: number,
): Promise<number> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const busy = await status.getAttribute('aria-busy');
    const match = pattern.exec((await status.textContent()) ?? '');
    const count = match?.[1] === undefined ? undefined : Number(match[1].replace(/,/g, ''));
    if (busy === 'false' && count !== undefined && count !== previous) return count;
    if (Date.now() > deadline) {
      throw new Error(
        `the live count did not settle past ${String(previous)}: "${await status.textContent()}"`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
