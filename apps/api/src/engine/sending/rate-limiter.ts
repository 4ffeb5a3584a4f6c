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
 * No turn is given in a second's last 200 ms: a call made then could reach LINE in the next
 * second (a busy process, a slow network) and count there, on top of that second's own calls.
 */
const LAST_TURN_MS = 800;

/**
 * The channel-wide limit on multicast calls: each call takes a place in the current second's
 * count in PostgreSQL, shared by every API and worker process; past the limit it waits for the
 * next second and tries again.
 */
export class MulticastRateLimiter {
  constructor(
    private readonly db: Database,
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
    private readonly sleep: Sleep = realSleep,
  ) {}

  /** Resolves true when this process may make one more call; false when `signal` aborted first. */
  async take(signal?: AbortSignal): Promise<boolean> {
    for (;;) {
      if (signal?.aborted) return false;
      const now = this.now();
      if (now % 1000 >= LAST_TURN_MS) {
        await this.sleep(1000 - (now % 1000), signal);
        continue;
      }
      const second = Math.floor(now / 1000);
      // Every call of every process counts on this one row: without QUICK_COMMIT each held its lock
      // through a disk flush, and the calls of a second waited for one another.
      const { rows } = await this.db.execute<{ requests: number }>(sql`
        with ${QUICK_COMMIT}
        insert into ${lineRateWindow} (second, requests)
        select ${second}, 1 from quick_commit
        on conflict (second) do update set requests = ${lineRateWindow.requests} + 1
        returning requests`);
      const granted = Number(rows[0]?.requests ?? 0) <= this.perSecond;
      // A slow answer may come in the next second or late in this one: a call made now would
      // count there, so the turn is not used.
      const answered = this.now();
      const sameSecond = Math.floor(answered / 1000) === second;
      if (granted && sameSecond && answered % 1000 < LAST_TURN_MS) return true;
      // A new second has begun meanwhile: ask again at once, for it.
      if (!sameSecond) continue;
      // A little spread, so that waiting processes do not all come back at the same instant.
      await this.sleep(1000 - (answered % 1000) + Math.floor(Math.random() * 50), signal);
    }
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
