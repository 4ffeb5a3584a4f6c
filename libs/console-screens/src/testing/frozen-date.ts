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

/**
 * `Date` reads `at` until `jest.useRealTimers()`; timers stay real, so screens still load and
 * Testing Library's queries still wait.
 */
export function freezeDate(at: Date): void {
  jest.useFakeTimers({ now: at, doNotFake: [...KEPT_REAL] });
}
