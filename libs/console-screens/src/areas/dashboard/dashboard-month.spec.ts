import { dayLabel, isMonthText, monthLabel, recentMonths, thisMonth } from './dashboard-month';

describe('dashboard months', () => {
  it('takes this month in Bangkok', () => {
    expect(thisMonth(Date.parse('2026-11-30T16:59:00Z'))).toBe('2026-11');
    expect(thisMonth(Date.parse('2026-11-30T17:00:00Z'))).toBe('2026-12');
  });

  it('names a month in Thai with its Buddhist-era year', () => {
    expect(monthLabel('2026-11')).toBe('พฤศจิกายน 2569');
    expect(monthLabel('2027-01')).toBe('มกราคม 2570');
  });

  it('writes a day in the Buddhist era', () => {
    expect(dayLabel('2026-11-05')).toBe('05/11/2569');
  });

  it('offers this month and the ones before it across a new year', () => {
    expect(recentMonths(Date.parse('2027-02-10T00:00:00Z'), 4)).toEqual([
      '2027-02',
      '2027-01',
      '2026-12',
      '2026-11',
    ]);
    expect(recentMonths(Date.parse('2027-02-10T00:00:00Z'))).toHaveLength(24);
  });

  it.each([
    ['2026-11', true],
    ['2026-13', false],
    ['2026-1', false],
    ['26-11', false],
    [null, false],
  ])('knows whether %p is a month', (text, valid) => {
    expect(isMonthText(text)).toBe(valid);
  });
});
