import fc from 'fast-check';
import { isDayText } from './day-text';

/** The same question put to the calendar of `Date`: what the digit-by-digit reading must match. */
function existsByDate(text: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

describe('isDayText', () => {
  it.each(['2026-11-23', '2024-02-29', '2000-02-29', '0001-01-01'])('takes %s', (text) => {
    expect(isDayText(text)).toBe(true);
  });

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-11-31',
    '2026-13-01',
    '2026-00-10',
    '2026-1-05',
    '23/11/2569',
    '2026-11-23T00:00',
    '0000-01-01',
    '2026-1a-05',
    '2026/11/23',
    ' 2026-11-2',
    '',
  ])('refuses %s', (text) => {
    expect(isDayText(text)).toBe(false);
  });

  it('answers as the calendar does for any date-shaped text, and for any text at all', () => {
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    // Centuries (leap or not), every month and day around the ends of months.
    const year = fc.oneof(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 99 }).map((c) => c * 100),
    );
    const dayShaped = fc
      .tuple(year, fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
    fc.assert(
      fc.property(fc.oneof(dayShaped, fc.string({ maxLength: 12 })), (text) => {
        expect(isDayText(text)).toBe(existsByDate(text));
      }),
      { numRuns: 20_000 },
    );
  });
});
