import { bangkokDay, bangkokDayStart } from '../segment/bangkok-day';

/** A Bangkok calendar month as the dashboard's queries bound it. */
export interface DashboardMonth {
  /** 'YYYY-MM' */
  month: string;
  /** Its first day and the first day of the next month ('YYYY-MM-DD'): days `>= from` and `< to`. */
  from: string;
  to: string;
  /** The instants those days start in Bangkok, for timestamps (`>= fromInstant` and `< toInstant`). */
  fromInstant: string;
  toInstant: string;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Month `month` ('YYYY-MM', years 0001–9999), or the month of `now` in Bangkok when absent;
 * null for a month that does not exist (year 0000).
 */
export function dashboardMonth(
  month: string | undefined,
  now: Date = new Date(),
): DashboardMonth | null {
  const chosen = month ?? bangkokDay(now).slice(0, 7);
  const [year, monthOfYear] = chosen.split('-').map(Number) as [number, number];
  if (!(year >= 1 && monthOfYear >= 1 && monthOfYear <= 12)) return null;
  const from = `${chosen}-01`;
  const to =
    monthOfYear === 12
      ? `${pad(year + 1, 4)}-01-01`
      : `${pad(year, 4)}-${pad(monthOfYear + 1, 2)}-01`;
  return {
    month: chosen,
    from,
    to,
    fromInstant: bangkokDayStart(from),
    toInstant: bangkokDayStart(to),
  };
}
