import { THAI_TIMEZONE } from '@hbc/contracts';

let format: Intl.DateTimeFormat | undefined;

/**
 * When an entry was written, as staff read it on the clock in Thailand: '23 พ.ย. 2569 14:05'
 * (short Thai month, Buddhist year, 24-hour time); '-' when it is not a time.
 */
export function formatActivityTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  format ??= new Intl.DateTimeFormat('th-TH', {
    timeZone: THAI_TIMEZONE,
    calendar: 'buddhist',
    numberingSystem: 'latn',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Record<string, string> = {};
  for (const { type, value: text } of format.formatToParts(date)) parts[type] = text;
  return `${parts['day']} ${parts['month']} ${parts['year']} ${parts['hour']}:${parts['minute']}`;
}
