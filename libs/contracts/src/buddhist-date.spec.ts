import fc from 'fast-check';
import {
  formatThaiDate,
  formatThaiDateStamp,
  formatThaiDateTime,
  formatThaiLongDate,
} from './buddhist-date';

describe('Buddhist-era formatting', () => {
  it('shifts the year by 543 and shows dd/MM/yyyy HH:mm', () => {
    expect(formatThaiDateTime('2026-11-22T03:05:00Z')).toBe('22/11/2569 10:05');
  });

  it('uses Bangkok time across New Year: 31 Dec 17:30 UTC is already 1 Jan in Thailand', () => {
    expect(formatThaiDateTime('2025-12-31T17:30:00Z')).toBe('01/01/2569 00:30');
    expect(formatThaiDateTime('2025-12-31T16:59:00Z')).toBe('31/12/2568 23:59');
  });

  it('formats dates and long Thai dates', () => {
    expect(formatThaiDate('2024-02-29T12:00:00+07:00')).toBe('29/02/2567');
    expect(formatThaiLongDate('2026-11-22T10:00:00+07:00')).toBe('22 พฤศจิกายน 2569');
  });

  it('stamps file names with the Thai date, year first, across New Year in Bangkok time', () => {
    expect(formatThaiDateStamp('2026-11-22T20:00:00+07:00')).toBe('2569-11-22');
    expect(formatThaiDateStamp('2025-12-31T17:30:00Z')).toBe('2569-01-01');
    expect(formatThaiDateStamp('not a date')).toBe('-');
  });

  it('shows midnight in Thailand as 00:00, never 24:00', () => {
    expect(formatThaiDateTime('2026-05-31T17:00:00Z')).toBe('01/06/2569 00:00');
  });

  it('takes Date objects and epoch milliseconds as well as ISO text', () => {
    const instant = Date.UTC(2026, 10, 22, 3, 5);
    expect(formatThaiDateTime(new Date(instant))).toBe('22/11/2569 10:05');
    expect(formatThaiDateTime(instant)).toBe('22/11/2569 10:05');
  });

  it('names each month in Thai in the long date', () => {
    expect(formatThaiLongDate('2026-01-01T00:00:00+07:00')).toBe('1 มกราคม 2569');
    expect(formatThaiLongDate('2025-12-31T23:59:00+07:00')).toBe('31 ธันวาคม 2568');
  });

  it('shows a dash for empty or invalid input', () => {
    expect(formatThaiDateTime(null)).toBe('-');
    expect(formatThaiDateTime(undefined)).toBe('-');
    expect(formatThaiDateTime('')).toBe('-');
    expect(formatThaiDateTime('not a date')).toBe('-');
    expect(formatThaiDateTime(new Date(Number.NaN))).toBe('-');
    expect(formatThaiDate('not a date')).toBe('-');
    expect(formatThaiLongDate(null)).toBe('-');
  });

  it('reads every instant from 1970 to 2200 as Intl reads it in Asia/Bangkok', () => {
    const zoned = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Bangkok',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const longMonth = new Intl.DateTimeFormat('th-TH', { timeZone: 'Asia/Bangkok', month: 'long' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2200, 0, 1) }), (ms) => {
        const parts = Object.fromEntries(zoned.formatToParts(ms).map((p) => [p.type, p.value]));
        const year = Number(parts['year']) + 543;
        expect(formatThaiDateTime(ms)).toBe(
          `${parts['day']}/${parts['month']}/${year} ${parts['hour']}:${parts['minute']}`,
        );
        expect(formatThaiLongDate(ms)).toBe(
          `${Number(parts['day'])} ${longMonth.format(ms)} ${year}`,
        );
      }),
      { numRuns: 2000 },
    );
  });
});
