import { percentile, summarize } from './stats';

describe('bench statistics', () => {
  it('takes the nearest-rank percentile', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
  });

  it('summarizes unsorted samples', () => {
    expect(summarize([5, 1, 3, 2, 4])).toEqual({ count: 5, median: 3, p95: 5, max: 5 });
  });
});
