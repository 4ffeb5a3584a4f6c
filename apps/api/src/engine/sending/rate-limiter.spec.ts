import { countedCalls } from '../../test/counted-calls';
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

  it('gives no turn in the last 300 ms of a second, so that no call counts in the next one', async () => {
    let now = 1_900_000_000_750;
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
    expect(waits).toEqual([250]);
    expect(now % 1000).toBe(0);
  });

  it('does not use a turn whose answer came in the next second', async () => {
    let now = 1_950_000_000_600;
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

  it('asks once for the calls of a process that wait together, and never grants more than the second allows', async () => {
    let now = 2_000_000_000_100;
    // The clock moves once the calls granted meanwhile have noted their second.
    const sleep = async (ms: number) => {
      await new Promise((resolve) => setImmediate(resolve));
      now += ms;
    };
    const a = countedCalls(ctx.app.db, 'execute');
    const b = countedCalls(ctx.app.db, 'execute');
    // Two processes, each with 30 calls waiting at once, under a limit of 40 a second.
    const first = new MulticastRateLimiter(a.db, 40, () => now, sleep);
    const second = new MulticastRateLimiter(b.db, 40, () => now, sleep);
    const turnSeconds: number[] = [];
    const takeAll = (limiter: MulticastRateLimiter) =>
      Array.from({ length: 30 }, () =>
        limiter.take().then((granted) => {
          expect(granted).toBe(true);
          turnSeconds.push(Math.floor(now / 1000));
        }),
      );
    await Promise.all([...takeAll(first), ...takeAll(second)]);
    const perSecond = new Map<number, number>();
    for (const at of turnSeconds) perSecond.set(at, (perSecond.get(at) ?? 0) + 1);
    expect([...perSecond.entries()]).toEqual([
      [2_000_000_000, 40],
      [2_000_000_001, 20],
    ]);
    // One statement a second for each process's waiting calls, not one a call.
    expect(a.calls() + b.calls()).toBeLessThanOrEqual(4);
  });

  it('answers false, without a turn, once its process is stopping', async () => {
    const stopping = new AbortController();
    stopping.abort();
    const limiter = new MulticastRateLimiter(ctx.app.db, 100);
    expect(await limiter.take(stopping.signal)).toBe(false);
  });

  it('lets a waiting call go when its process stops, and the others keep their turns', async () => {
    let now = 2_100_000_000_100;
    const limiter = new MulticastRateLimiter(
      ctx.app.db,
      1,
      () => now,
      async (ms, signal) => {
        // The next second never comes unless the wait is cut short.
        if (!signal?.aborted)
          await new Promise((resolve) => signal?.addEventListener('abort', resolve));
        now += ms;
      },
    );
    const stopping = new AbortController();
    const granted = limiter.take();
    const waiting = limiter.take(stopping.signal);
    expect(await granted).toBe(true);
    stopping.abort();
    expect(await waiting).toBe(false);
  });
});
