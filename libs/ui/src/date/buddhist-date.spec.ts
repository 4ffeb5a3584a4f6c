import { formatThaiDate, formatThaiDateTime, formatThaiLongDate } from './buddhist-date';

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

  it('shows a dash for empty or invalid input', () => {
    expect(formatThaiDateTime(null)).toBe('-');
    expect(formatThaiDateTime('not a date')).toBe('-');
  });
});
