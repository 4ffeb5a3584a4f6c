/**
 * A day as it travels on the wire and in URLs: 'YYYY-MM-DD' in the Christian era (screens show it
 * in the Buddhist era). Plain code, no date library: the API checks filters with it and every
 * list reads its URL with it.
 */
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** The number that `length` ASCII digits of `text` from `start` make, or -1 if one is no digit. */
function digitsAt(text: string, start: number, length: number): number {
  let value = 0;
  for (let i = start; i < start + length; i += 1) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * Whether `text` is a day that exists, written 'YYYY-MM-DD' (2026-02-30 is not). Read digit by
 * digit, with no Date: an import checks a million birth dates with it.
 */
export function isDayText(text: string): boolean {
  if (text.length !== 10 || text[4] !== '-' || text[7] !== '-') return false;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0));
}
