import { bangkokDay, bangkokDayStart, nextDay } from './bangkok-day';

describe('Bangkok days', () => {
  it('turns the day at 17:00 UTC (midnight in Bangkok)', () => {
    expect(bangkokDay(new Date('2026-05-14T16:59:59.999Z'))).toBe('2026-05-14');
    expect(bangkokDay(new Date('2026-05-14T17:00:00.000Z'))).toBe('2026-05-15');
  });

  it('starts a day at midnight, UTC+07:00', () => {
    expect(Date.parse(bangkokDayStart('2026-01-01'))).toBe(Date.parse('2025-12-31T17:00:00Z'));
  });

  it.each([
    ['2024-02-28', '2024-02-29'],
    ['2025-02-28', '2025-03-01'],
    ['2100-02-28', '2100-03-01'],
    ['2025-12-31', '2026-01-01'],
    ['0050-06-30', '0050-07-01'],
    ['9999-12-31', '10000-01-01'],
  ])('the day after %s is %s', (day, after) => {
    expect(nextDay(day)).toBe(after);
  });
});
