import { TokenBucket } from './token-bucket';

const taken = (bucket: TokenBucket, now: number, count: number) =>
  Array.from({ length: count }, () => bucket.take(now)).filter(Boolean).length;

describe('TokenBucket', () => {
  it('starts full: a burst may take the whole capacity at once, then nothing', () => {
    const bucket = new TokenBucket(200, 1000);
    expect(taken(bucket, 0, 250)).toBe(200);
  });

  it('refills steadily, not at the start of each second', () => {
    const bucket = new TokenBucket(200, 1000);
    // The whole capacity late in one second...
    expect(taken(bucket, 990, 200)).toBe(200);
    // ...leaves only what 10 ms refilled at the start of the next (a wall-clock count would
    // let 200 more through here).
    expect(taken(bucket, 1000, 200)).toBe(2);
    // Half a second refills half the capacity.
    expect(taken(bucket, 1500, 200)).toBe(100);
  });

  it('never holds more than its capacity, however long it waits', () => {
    const bucket = new TokenBucket(3, 1000);
    expect(taken(bucket, 0, 3)).toBe(3);
    expect(taken(bucket, 60_000, 10)).toBe(3);
  });

  it('counts a limit per hour the same way: one token a minute for 60 an hour', () => {
    const hour = 3_600_000;
    const bucket = new TokenBucket(60, hour);
    expect(taken(bucket, 0, 61)).toBe(60);
    expect(taken(bucket, 59_999, 1)).toBe(0);
    expect(taken(bucket, 60_000, 2)).toBe(1);
  });

  it('refills nothing when the clock goes back', () => {
    const bucket = new TokenBucket(2, 1000);
    expect(taken(bucket, 5000, 2)).toBe(2);
    expect(taken(bucket, 4000, 1)).toBe(0);
    expect(taken(bucket, 4500, 1)).toBe(1);
  });
});
