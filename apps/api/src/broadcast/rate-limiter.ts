import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { lineRateWindow } from '../db/schema';

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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

  /** Resolves when this process may make one more call. */
  async take(): Promise<void> {
    for (;;) {
      const now = this.now();
      const second = Math.floor(now / 1000);
      const { rows } = await this.db.execute<{ requests: number }>(sql`
        insert into ${lineRateWindow} (second, requests) values (${second}, 1)
        on conflict (second) do update set requests = ${lineRateWindow.requests} + 1
        returning requests`);
      if (Number(rows[0]?.requests ?? 0) <= this.perSecond) return;
      // A little spread, so that waiting processes do not all come back at the same instant.
      await this.sleep(1000 - (now % 1000) + Math.floor(Math.random() * 50));
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
