/**
 * Days on the clock in Thailand, where segments count ages and follow dates. Asia/Bangkok is
 * UTC+07:00 all year (no daylight saving), so a fixed offset is exact.
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The Bangkok day ('YYYY-MM-DD') at instant `now`. */
export function bangkokDay(now: Date = new Date()): string {
  return new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant Bangkok day `day` ('YYYY-MM-DD') starts, as PostgreSQL reads a timestamptz. */
export function bangkokDayStart(day: string): string {
  return `${day}T00:00:00+07:00`;
}

/** The day after `day` ('YYYY-MM-DD'). */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(0);
  // Not Date.UTC, which reads years 0–99 as 1900–1999.
  next.setUTCFullYear(year, month - 1, date + 1);
  // Not toISOString, which writes the year after 9999 as +010000 (PostgreSQL reads 10000).
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1, 2)}-${pad(next.getUTCDate(), 2)}`;
}
