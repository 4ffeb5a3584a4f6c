import { formatThaiDate } from '@hbc/contracts';

const percent = new Intl.NumberFormat('th-TH', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 2,
});

/** A rate (0.1364) as staff read it: 13.64%. */
export function formatPercent(rate: number): string {
  return percent.format(rate);
}

const HOUR_MS = 3_600_000;
const BANGKOK_OFFSET_MS = 7 * HOUR_MS;
const DAY_MS = 24 * HOUR_MS;

/** The Bangkok day of an instant, 'YYYY-MM-DD'. */
export function bangkokDay(instant: number): string {
  return new Date(instant + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last `days` Bangkok days up to today, as a list filter takes them. */
export function lastDays(days: number, now = Date.now()): { from: string; to: string } {
  return { from: bangkokDay(now - (days - 1) * DAY_MS), to: bangkokDay(now) };
}

/** The labels of days of clicks (each point's 'at' is its day's start in Bangkok): dd/MM/yyyy, Buddhist era. */
export function dayLabels(instants: readonly string[]): string[] {
  return instants.map((at) => formatThaiDate(at));
}
