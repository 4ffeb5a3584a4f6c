import { seededRandom } from './seeded-random';

describe('seededRandom', () => {
  it('gives the same numbers in [0, 1) for the same seed, and others for another seed', () => {
    const draws = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 1000 }, () => random());
    };
    const first = draws(42);
    expect(draws(42)).toEqual(first);
    expect(draws(43)).not.toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('spreads its numbers evenly', () => {
    const random = seededRandom(7);
    const buckets = new Map<number, number>();
    for (let i = 0; i < 100_000; i += 1) {
      const bucket = Math.floor(random() * 10);
      buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
    }
    expect(buckets.size).toBe(10);
    for (const count of buckets.values()) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});
