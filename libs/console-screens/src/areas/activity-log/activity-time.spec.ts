import { formatActivityTime } from './activity-time';

describe('formatActivityTime', () => {
  it('shows the day, short Thai month, Buddhist year and time in Thailand', () => {
    expect(formatActivityTime('2026-11-23T07:05:00.000Z')).toBe('23 พ.ย. 2569 14:05');
    expect(formatActivityTime('2026-12-31T17:30:00.123456Z')).toBe('1 ม.ค. 2570 00:30');
  });

  it("shows '-' for a text that is not a time", () => {
    expect(formatActivityTime('not a time')).toBe('-');
  });
});
