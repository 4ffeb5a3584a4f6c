import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** How many sessions of this database wait for a lock now (PostgreSQL: PGlite is one session). */
async function sessionsWaitingForLock(db: Database): Promise<number> {
  const { rows } = await db.execute<{ waiting: number }>(sql`
    select count(*)::int as waiting from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`);
  return rows[0]?.waiting ?? 0;
}

/**
 * Resolves true once a session of this database waits for a lock, or false when `ended` says
 * the statement that might have waited has ended first (it never had to wait).
 */
export async function waitsForLock(
  db: Database,
  ended: () => boolean = () => false,
): Promise<boolean> {
  for (;;) {
    if ((await sessionsWaitingForLock(db)) > 0) return true;
    if (ended()) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
