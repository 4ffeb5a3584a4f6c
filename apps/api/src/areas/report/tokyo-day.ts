/** LINE counts months and dates its statistics in Japan time (UTC+9, no daylight saving). */
const TOKYO_OFFSET_MS = 9 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** The Tokyo day of `at` as LINE writes dates: yyyyMMdd. */
export function tokyoDay(at: Date): string {
  return new Date(at.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
}

/** The Tokyo day `days` after the Tokyo day of `at` (yyyyMMdd). */
export function tokyoDayAfter(at: Date, days: number): string {
  return tokyoDay(new Date(at.getTime() + days * DAY_MS));
}
