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

/** The Tokyo month of `at` as LINE counts its aggregation units: yyyyMM. */
export function tokyoMonth(at: Date): string {
  return tokyoDay(at).slice(0, 6);
}

/** Tokyo month `month` (yyyyMM): its first instant, the next month's first, its first and last days. */
export function tokyoMonthSpan(month: string) {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(4, 6)) - 1;
  const start = new Date(Date.UTC(year, index, 1) - TOKYO_OFFSET_MS);
  const end = new Date(Date.UTC(year, index + 1, 1) - TOKYO_OFFSET_MS);
  return { start, end, firstDay: `${month}01`, lastDay: tokyoDay(new Date(end.getTime() - 1)) };
}
