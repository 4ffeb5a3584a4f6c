/**
 * Dates as Thai staff read them (spec section 9): Buddhist-era years on the clock in Thailand.
 * Plain Intl, no date library, so that the console's first screens and the API's exports share
 * one rule.
 */

/** Buddhist-era offset of spec section 9. */
export const BUDDHIST_ERA_OFFSET = 543;
export const THAI_TIMEZONE = 'Asia/Bangkok';

type DateInput = string | number | Date | null | undefined;

interface ThaiDateParts {
  day: string;
  month: string;
  /** The year in the Buddhist era. */
  year: number;
  hour: string;
  minute: string;
  /** 0 for January. */
  monthIndex: number;
}

let numericFormat: Intl.DateTimeFormat | undefined;
let monthNames: readonly string[] | undefined;

/** The date's day, month, time and Gregorian year on the clock in Thailand, as two-digit Latin figures. */
function thaiClock(): Intl.DateTimeFormat {
  numericFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: THAI_TIMEZONE,
    calendar: 'gregory',
    numberingSystem: 'latn',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return numericFormat;
}

/** Thai month names, January first. */
function thaiMonthNames(): readonly string[] {
  if (!monthNames) {
    const format = new Intl.DateTimeFormat('th-TH', { timeZone: 'UTC', month: 'long' });
    monthNames = Array.from({ length: 12 }, (_, month) =>
      format.format(new Date(Date.UTC(2000, month, 15))),
    );
  }
  return monthNames;
}

function inThailand(value: DateInput): ThaiDateParts | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, string> = {};
  for (const { type, value: text } of thaiClock().formatToParts(date)) parts[type] = text;
  const month = parts['month'] ?? '';
  return {
    day: parts['day'] ?? '',
    month,
    year: Number(parts['year']) + BUDDHIST_ERA_OFFSET,
    hour: parts['hour'] ?? '',
    minute: parts['minute'] ?? '',
    monthIndex: Number(month) - 1,
  };
}

/** dd/MM/yyyy HH:mm with the year in the Buddhist era, in Thai time; '-' when empty or invalid. */
export function formatThaiDateTime(value: DateInput): string {
  const d = inThailand(value);
  return d ? `${d.day}/${d.month}/${d.year} ${d.hour}:${d.minute}` : '-';
}

/** dd/MM/yyyy with the year in the Buddhist era, in Thai time; '-' when empty or invalid. */
export function formatThaiDate(value: DateInput): string {
  const d = inThailand(value);
  return d ? `${d.day}/${d.month}/${d.year}` : '-';
}

/** Long Thai date, for example '22 พฤศจิกายน 2569'. */
export function formatThaiLongDate(value: DateInput): string {
  const d = inThailand(value);
  return d ? `${Number(d.day)} ${thaiMonthNames()[d.monthIndex]} ${d.year}` : '-';
}

/** yyyy-MM-dd with the year in the Buddhist era, in Thai time (file names); '-' when invalid. */
export function formatThaiDateStamp(value: DateInput): string {
  const d = inThailand(value);
  return d ? `${d.year}-${d.month}-${d.day}` : '-';
}
