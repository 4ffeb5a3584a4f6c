import dayjs from 'dayjs';
import 'dayjs/locale/th';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(buddhistEra);
dayjs.extend(customParseFormat);
dayjs.locale('th');

/** Buddhist-era offset of spec section 9. */
export const BUDDHIST_ERA_OFFSET = 543;
export const THAI_TIMEZONE = 'Asia/Bangkok';

type DateInput = string | number | Date | null | undefined;

function inThailand(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d.tz(THAI_TIMEZONE) : null;
}

/** dd/MM/yyyy HH:mm with the year in the Buddhist era, in Thai time; '-' when empty or invalid. */
export function formatThaiDateTime(value: DateInput): string {
  return inThailand(value)?.format('DD/MM/BBBB HH:mm') ?? '-';
}

/** dd/MM/yyyy with the year in the Buddhist era, in Thai time; '-' when empty or invalid. */
export function formatThaiDate(value: DateInput): string {
  return inThailand(value)?.format('DD/MM/BBBB') ?? '-';
}

/** Long Thai date, for example '22 พฤศจิกายน 2569'. */
export function formatThaiLongDate(value: DateInput): string {
  return inThailand(value)?.format('D MMMM BBBB') ?? '-';
}

export { dayjs };
