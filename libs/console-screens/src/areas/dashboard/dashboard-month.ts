import { BUDDHIST_ERA_OFFSET } from '@hbc/contracts';
import { bangkokDay } from '../report/report-format';

/** A month as the dashboard call and the address take it: 'YYYY-MM'. */
const MONTH_TEXT = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether `text` is a month the dashboard can show, 'YYYY-MM'. */
export function isMonthText(text: string | null): text is string {
  return text !== null && MONTH_TEXT.test(text);
}

/** This month in Bangkok, 'YYYY-MM'. */
export function thisMonth(now = Date.now()): string {
  return bangkokDay(now).slice(0, 7);
}

const monthNames = new Intl.DateTimeFormat('th-TH-u-ca-gregory', {
  month: 'long',
  timeZone: 'UTC',
});

/** A month as staff read it: 'พฤศจิกายน 2569'. */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return `${monthNames.format(new Date(Date.UTC(2000, index - 1, 15)))} ${year + BUDDHIST_ERA_OFFSET}`;
}

/** A Bangkok day 'YYYY-MM-DD' as dd/MM/yyyy in the Buddhist era. */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${Number(year) + BUDDHIST_ERA_OFFSET}`;
}

/** How many months back the chooser offers. */
export const MONTHS_OFFERED = 24;

/** This month and the ones before it, newest first. */
export function recentMonths(now = Date.now(), count = MONTHS_OFFERED): string[] {
  const [year, month] = thisMonth(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
