import type { Dayjs } from 'dayjs';
import { AdapterDayjsBuddhist } from '@mui/x-date-pickers/AdapterDayjsBuddhist';
import { BUDDHIST_ERA_OFFSET, dayjs } from '@hbc/ui';

/** The four-digit Buddhist year of a format, as dayjs' `buddhistEra` plugin writes it. */
const BUDDHIST_YEAR = 'BBBB';
/** A format's parts: escaped text, the Buddhist year, another token, or separators. */
const FORMAT_PARTS = /\[[^\]]*]|BBBB|[A-Za-z]+|[^A-Za-z[]+/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `value` with its Buddhist year (written where `format` has BBBB) turned into the Christian
 * one, and the format to read it with; null when the text does not follow the format.
 */
function inChristianEra(value: string, format: string): { value: string; format: string } | null {
  const parts = format.match(FORMAT_PARTS) ?? [];
  const pattern = parts
    .map((part) => {
      if (part === BUDDHIST_YEAR) return '(\\d{4})';
      if (part.startsWith('[')) return `(${escapeRegExp(part.slice(1, -1))})`;
      if (/^[A-Za-z]/.test(part)) return '(.+?)';
      return `(${escapeRegExp(part)})`;
    })
    .join('');
  const found = new RegExp(`^${pattern}$`).exec(value);
  if (!found) return null;
  const christian = found.slice(1).map((text, i) => {
    if (parts[i] !== BUDDHIST_YEAR) return text;
    const year = Number(text) - BUDDHIST_ERA_OFFSET;
    return year >= 1 ? String(year).padStart(4, '0') : 'invalid';
  });
  return { value: christian.join(''), format: format.replaceAll(BUDDHIST_YEAR, 'YYYY') };
}

/**
 * MUI X's dayjs adapter in the Buddhist era (BE = CE + 543) for Thai staff: the field, the
 * calendar header and the year list show and take Buddhist years (`23/11/2569` is 23 November
 * 2026), months and weekdays in Thai.
 *
 * MUI's `AdapterDayjsBuddhist` reads a typed date as if its Buddhist year were a Christian one
 * and takes 543 years off afterwards: it refuses 29 February of a leap year (29/02/2567 is
 * 29 February 2024, but 2567 read as a Christian year has no 29 February) and reads 29/02/2568,
 * a day that does not exist, as 28 February 2025. Here the year is converted before the date
 * is read. Give it `adapterLocale="th"`.
 */
export class BuddhistEraAdapter extends AdapterDayjsBuddhist {
  override parse = (value: string, format: string): Dayjs | null => {
    if (value === '') return null;
    if (!format.includes(BUDDHIST_YEAR)) return dayjs(value, format, this.locale, true);
    const christian = inChristianEra(value, format);
    if (!christian) return this.getInvalidDate();
    return dayjs(christian.value, christian.format, this.locale, true);
  };
}
