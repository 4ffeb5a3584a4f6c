import { isDayText } from './day-text';

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
    '',
  ])('refuses %s', (text) => {
    expect(isDayText(text)).toBe(false);
  });
});
