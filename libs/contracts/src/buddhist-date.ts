/**
 * Dates as Thai staff read them (spec section 9): Buddhist-era years on the clock in Thailand.
 * No date library, so that the console's first screens and the API's exports share one rule.
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

/**
 * Thailand's clock is UTC+7 all year: it has kept no daylight saving time since 1920, long
 * before any date this product stores. Plain arithmetic, not `Intl` with a time zone: a
 * browser's first zoned formatter loads its time-zone data, a long task on a phone's first
 * screen.
 */
const THAI_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Thai month names, January first (the Royal Institute's spelling, as `th-TH` formats them). */
const THAI_MONTH_NAMES: readonly string[] = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
];

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** The date's day, month, time and Buddhist-era year on the clock in Thailand. */
function inThailand(value: DateInput): ThaiDateParts | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const clock = new Date(date.getTime() + THAI_OFFSET_MS);
  const monthIndex = clock.getUTCMonth();
  return {
    day: twoDigits(clock.getUTCDate()),
    month: twoDigits(monthIndex + 1),
    year: clock.getUTCFullYear() + BUDDHIST_ERA_OFFSET,
    hour: twoDigits(clock.getUTCHours()),
    minute: twoDigits(clock.getUTCMinutes()),
    monthIndex,
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
  return d ? `${Number(d.day)} ${THAI_MONTH_NAMES[d.monthIndex]} ${d.year}` : '-';
}

/** yyyy-MM-dd with the year in the Buddhist era, in Thai time (file names); '-' when invalid. */
export function formatThaiDateStamp(value: DateInput): string {
  const d = inThailand(value);
  return d ? `${d.year}-${d.month}-${d.day}` : '-';
}
