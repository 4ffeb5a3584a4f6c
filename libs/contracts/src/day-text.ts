/**
 * A day as it travels on the wire and in URLs: 'YYYY-MM-DD' in the Christian era (screens show it
 * in the Buddhist era). Plain code, no date library: the API checks filters with it and every
 * list reads its URL with it.
 */
/** Whether `text` is a day that exists, written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isDayText(text: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
