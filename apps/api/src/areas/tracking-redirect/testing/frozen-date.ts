/** Jest's fakes left real while the date stands still: timers, ticks and I/O run as ever. */
const KEPT_REAL = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** One second into the next clock minute: a date after any token issued so far. */
export function nextMinuteStart(): Date {
  return new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 1000);
}

/**
 * Runs `run` with `Date` reading `at` throughout (the visits it makes fall in one clock minute),
 * then gives the real date back.
 */
export async function withFrozenDate<T>(at: Date, run: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({ now: at, doNotFake: [...KEPT_REAL] });
  try {
    return await run();
  } finally {
    jest.useRealTimers();
  }
}
