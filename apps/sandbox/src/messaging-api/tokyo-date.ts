/** LINE counts quotas by month and reports insights by day in Japan time (UTC+9). */
const TOKYO_OFFSET_MS = 9 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** `yyyyMMdd` of the instant in Asia/Tokyo, as the insight endpoints take `date`. */
export function tokyoDateKey(epochMs: number): string {
  return new Date(epochMs + TOKYO_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
}

/** `yyyyMM` of the instant in Asia/Tokyo: the month a message counts against. */
export function tokyoMonthKey(epochMs: number): string {
  return tokyoDateKey(epochMs).slice(0, 6);
}

/** Whether `yyyyMMdd` names a real calendar day. */
export function isDateKey(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const date = new Date(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10).replace(/-/g, '') === value
  );
}

/** The instant Tokyo day `yyyyMMdd` begins (its midnight in Asia/Tokyo). */
export function tokyoDayStart(dateKey: string): number {
  const [year, month, day] = [dateKey.slice(0, 4), dateKey.slice(4, 6), dateKey.slice(6, 8)];
  return Date.UTC(Number(year), Number(month) - 1, Number(day)) - TOKYO_OFFSET_MS;
}

/** The instant Tokyo day `yyyyMMdd` ends (the next day's midnight in Asia/Tokyo). */
export function tokyoDayEnd(dateKey: string): number {
  return tokyoDayStart(dateKey) + DAY_MS;
}
