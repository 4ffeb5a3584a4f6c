import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { broadcast } from '../../db/schema';
import { rollUpClicks, type ClickRollupResult } from './click-rollup';

/** A broadcast is fresh for this long after its sending started: its clicks are rolled up every minute. */
export const FRESH_BROADCAST_MS = 60 * 60_000;

/** Whether a broadcast started sending within the hour before `now`. */
async function freshBroadcastExists(db: Database, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - FRESH_BROADCAST_MS);
  const { rows } = await db.execute<{ fresh: boolean }>(sql`
    select exists (
      select 1 from ${broadcast}
      where ${broadcast.startedAt} > ${since.toISOString()} and ${broadcast.startedAt} <= ${now.toISOString()}
    ) as fresh`);
  return rows[0]?.fresh === true;
}

/**
 * The minute's click rollup: the clicks alone (incremental, database only: LINE is not asked),
 * and only while a broadcast is in its first hour, when staff watch its clicks come in. The
 * five-minute run does the rest.
 */
export async function rollUpFreshClicks(
  db: Database,
  now: Date = new Date(),
): Promise<ClickRollupResult | null> {
  if (!(await freshBroadcastExists(db, now))) return null;
  return rollUpClicks(db);
}
