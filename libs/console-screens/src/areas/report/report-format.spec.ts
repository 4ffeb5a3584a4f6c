import { bangkokDay, dayLabels, formatPercent, lastDays } from './report-format';

describe('formatPercent', () => {
  it.each([
    [300 / 2_200, '13.64%'],
    [0.5, '50.0%'],
    [0, '0.0%'],
    [0.12345, '12.35%'],
    [1, '100.0%'],
  ])('shows %p as %s', (rate, text) => {
    expect(formatPercent(rate)).toBe(text);
  });
});

describe('days in Bangkok', () => {
  it('takes the day of an instant in Thailand, not in UTC', () => {
    expect(bangkokDay(Date.parse('2026-11-21T16:59:59Z'))).toBe('2026-11-21');
    expect(bangkokDay(Date.parse('2026-11-21T17:00:00Z'))).toBe('2026-11-22');
  });

  it('counts the last 30 days back from today in Bangkok, today included', () => {
    expect(lastDays(30, Date.parse('2026-11-21T18:00:00Z'))).toEqual({
      from: '2026-10-24',
      to: '2026-11-22',
    });
    expect(lastDays(1, Date.parse('2026-03-01T01:00:00Z'))).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
    });
  });
});

describe('dayLabels', () => {
  it('labels each day by its Buddhist-era date in Thailand', () => {
    expect(dayLabels(['2026-11-19T17:00:00.000Z', '2026-11-20T17:00:00.000Z'])).toEqual([
      '20/11/2569',
      '21/11/2569',
    ]);
  });
});
