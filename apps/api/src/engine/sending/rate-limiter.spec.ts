import { describeEachDatabase } from '../../test/test-app';
import { MulticastRateLimiter, purgeRateWindows } from './rate-limiter';

describeEachDatabase('MulticastRateLimiter', (ctx) => {
  it('lets `perSecond` calls through in a second, then waits for the next one, across limiters', async () => {
    let now = 1_800_000_000_250;
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
      now += ms;
    };
    // Two processes sharing the database's count.
    const a = new MulticastRateLimiter(ctx.app.db, 3, () => now, sleep);
    const b = new MulticastRateLimiter(ctx.app.db, 3, () => now, sleep);
    await a.take();
    await b.take();
    await a.take();
    expect(waits).toEqual([]);
    await b.take();
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(750);
    expect(Math.floor(now / 1000)).toBe(1_800_000_001);
    expect(await purgeRateWindows(ctx.app.db, now + 7_200_000)).toBe(2);
  });

  it('gives no turn in the last 200 ms of a second, so that no call counts in the next one', async () => {
    let now = 1_900_000_000_850;
    const waits: number[] = [];
    const limiter = new MulticastRateLimiter(
      ctx.app.db,
      100,
      () => now,
      async (ms) => {
        waits.push(ms);
        now += ms;
      },
    );
    expect(await limiter.take()).toBe(true);
    expect(waits).toEqual([150]);
    expect(now % 1000).toBe(0);
  });

  it('does not use a turn whose answer came in the next second', async () => {
    let now = 1_950_000_000_700;
    const waits: number[] = [];
    // The first answer comes 400 ms later, in the next second: that turn is not used.
    let reads = 0;
    const slowClock = () => {
      reads += 1;
      if (reads === 2) now += 400;
      return now;
    };
    const limiter = new MulticastRateLimiter(ctx.app.db, 100, slowClock, async (ms) => {
      waits.push(ms);
      now += ms;
    });
    expect(await limiter.take()).toBe(true);
    // Asked again at once, for the new second.
    expect(waits).toEqual([]);
    expect(reads).toBe(4);
    expect(Math.floor(now / 1000)).toBe(1_950_000_001);
  });

  it('answers false, without a turn, once its process is stopping', async () => {
    const stopping = new AbortController();
    stopping.abort();
    const limiter = new MulticastRateLimiter(ctx.app.db, 100);
    expect(await limiter.take(stopping.signal)).toBe(false);
  });
});
