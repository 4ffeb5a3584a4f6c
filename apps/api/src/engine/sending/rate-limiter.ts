import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { lineRateWindow } from '../../db/schema';
import { QUICK_COMMIT } from './quick-commit';

/** Waits `ms`, or less when `signal` aborts (it never rejects). */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;
export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

/**
 * No turn is given in a second's last 300 ms: a call made then could reach LINE in the next
 * second (a busy process, a slow network) and count there, on top of that second's own calls.
 * With 200 ms, about 150 calls of a national send still reached LINE a second late (answered 429,
 * sent again after its Retry-After) while processes were killed and started beside them.
 */
const LAST_TURN_MS = 700;

/** A call of this process waiting for its turn. */
interface Waiter {
  resolve(granted: boolean): void;
  reject(error: unknown): void;
}

/**
 * The channel-wide limit on multicast calls: each call takes a place in the current second's
 * count in PostgreSQL, shared by every API and worker process; past the limit it waits for the
 * next second and tries again. The calls of one process that wait at the same moment ask together,
 * in one statement: a national send's 200 calls a second each asking alone made that row the
 * busiest of the database (docs/benchmarks.md, production-send).
 */
export class MulticastRateLimiter {
  private readonly waiting: Waiter[] = [];
  private asking = false;
  /** Cuts the wait for the next second short once no call waits any more. */
  private pause: AbortController | null = null;

  constructor(
    private readonly db: Database,
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
    private readonly sleep: Sleep = realSleep,
  ) {}

  /** Resolves true when this process may make one more call; false when `signal` aborted first. */
  take(signal?: AbortSignal): Promise<boolean> {
    if (signal?.aborted) return Promise.resolve(false);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve: (granted) => {
          signal?.removeEventListener('abort', leave);
          resolve(granted);
        },
        reject,
      };
      // A place already counted for it goes unused: the count errs on the safe side.
      const leave = () => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        if (this.waiting.length === 0) this.pause?.abort();
        resolve(false);
      };
      signal?.addEventListener('abort', leave, { once: true });
      this.waiting.push(waiter);
      if (!this.asking) void this.askWhileWaiting();
    });
  }

  /** Asks for the turns of every call waiting, again and again, until none waits. */
  private async askWhileWaiting(): Promise<void> {
    this.asking = true;
    try {
      // The calls that come in this same turn of the event loop ask with the first.
      await Promise.resolve();
      while (this.waiting.length > 0) {
        const now = this.now();
        if (now % 1000 >= LAST_TURN_MS) {
          await this.pauseFor(1000 - (now % 1000));
          continue;
        }
        const second = Math.floor(now / 1000);
        const asked = this.waiting.length;
        const counted = await this.count(second, asked);
        // A slow answer may come in the next second or late in this one: a call made now would
        // count there, so the turns are not used.
        const answered = this.now();
        // A new second has begun meanwhile: ask again at once, for it.
        if (Math.floor(answered / 1000) !== second) continue;
        if (answered % 1000 < LAST_TURN_MS) {
          // Waiters that left meanwhile free their places for those that came: never more turns
          // than places counted.
          const granted = Math.max(0, Math.min(asked, this.perSecond - (counted - asked)));
          for (const waiter of this.waiting.splice(0, granted)) waiter.resolve(true);
          // The second had room for all: those that came meanwhile ask at once.
          if (granted === asked) continue;
        }
        if (this.waiting.length === 0) break;
        // A little spread, so that waiting processes do not all come back at the same instant.
        await this.pauseFor(1000 - (answered % 1000) + Math.floor(Math.random() * 50));
      }
    } catch (error) {
      // Each waiting call fails as its own statement would have.
      for (const waiter of this.waiting.splice(0)) waiter.reject(error);
    } finally {
      this.asking = false;
    }
  }

  private async pauseFor(ms: number): Promise<void> {
    this.pause = new AbortController();
    await this.sleep(ms, this.pause.signal);
    this.pause = null;
  }

  /** Adds `calls` to second `second`'s count; answers the count with them. */
  private async count(second: number, calls: number): Promise<number> {
    // Every call of every process counts on this one row: without QUICK_COMMIT each held its lock
    // through a disk flush, and the calls of a second waited for one another.
    const { rows } = await this.db.execute<{ requests: number }>(sql`
      with ${QUICK_COMMIT}
      insert into ${lineRateWindow} (second, requests)
      select ${second}, ${calls}::int from quick_commit
      on conflict (second) do update set requests = ${lineRateWindow.requests} + ${calls}::int
      returning requests`);
    return Number(rows[0]?.requests ?? 0);
  }
}

/** Drops the counts of seconds more than an hour old (housekeeping). */
export async function purgeRateWindows(db: Database, now = Date.now()): Promise<number> {
  const before = Math.floor(now / 1000) - 3600;
  const { rows } = await db.execute<{ second: number }>(
    sql`delete from ${lineRateWindow} where second < ${before} returning second`,
  );
  return rows.length;
}
