import type { ClickPoint } from '@hbc/contracts';
import { bangkokDayStart, nextDay } from '../segment/bangkok-day';

/** Clicks of one Bangkok day ('YYYY-MM-DD'), as the daily rollups hold them. */
export interface DailyClicks {
  day: string;
  clicks: number;
  uniqueClicks: number;
}

/**
 * One point per Bangkok day from `firstDay` (or the first day with clicks, whichever is earlier)
 * to the last day with clicks, days without clicks at 0; none when nothing was clicked. `rows`
 * are in day order.
 */
export function dailyClickPoints(rows: readonly DailyClicks[], firstDay?: string): ClickPoint[] {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return [];
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const points: ClickPoint[] = [];
  const start = firstDay !== undefined && firstDay < first.day ? firstDay : first.day;
  for (let day = start; day <= last.day; day = nextDay(day)) {
    const row = byDay.get(day);
    points.push({
      at: new Date(bangkokDayStart(day)).toISOString(),
      clicks: row?.clicks ?? 0,
      uniqueClicks: row?.uniqueClicks ?? 0,
    });
  }
  return points;
}
