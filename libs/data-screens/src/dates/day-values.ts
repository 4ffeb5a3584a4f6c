import type { Dayjs } from 'dayjs';
import { dayjs } from '@hbc/ui';
import { isDayText } from '@hbc/contracts';
import { DAY_TEXT_FORMAT } from './day-text';

/** The day of a 'YYYY-MM-DD' text, or null for none or one that is not a day. */
export function dayOf(text: string | null | undefined): Dayjs | null {
  return text && isDayText(text) ? dayjs(text, DAY_TEXT_FORMAT, true) : null;
}

/** A day as 'YYYY-MM-DD'. */
export function dayText(day: Dayjs): string {
  return day.format(DAY_TEXT_FORMAT);
}

/** A day as staff read it: 23/11/2569. */
export function buddhistDayText(text: string): string {
  return dayOf(text)?.format('DD/MM/BBBB') ?? text;
}
