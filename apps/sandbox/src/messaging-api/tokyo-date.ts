/** LINE counts quotas by month and reports insights by day in Japan time (UTC+9). */
const TOKYO_OFFSET_MS = 9 * 3600 * 1000;

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
