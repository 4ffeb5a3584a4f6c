import type { DeliveryInsight } from '../../areas/dashboard/line-delivery-insight';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rollupState } from '../../db/schema';
import { bangkokDay } from '../../areas/segment/bangkok-day';
import { rollUpClicks, type ClickRollupResult } from './click-rollup';
import { followerProfileAt, rollUpFollowerProfile } from './follower-profile-rollup';
import { rollUpFollowing } from './following-rollup';
import { rollUpLineDeliveries, type LineDeliveryRollupResult } from './line-delivery-rollup';

export interface RollupRun {
  clicks: ClickRollupResult;
  following: { units: number };
  followerProfile: { rows: number };
  deliveries: LineDeliveryRollupResult;
}

/**
 * One run of the daily rollups the report and the dashboard read: the clicks written since the
 * last run, today's following per unit, the followers by sex, age band and province, LINE's
 * delivered messages of the last days. The click rollup stamps its time on its state row (what
 * the report and the dashboard show as up to date) unless the clicks could not be added this
 * time; the followers' rollup stamps its own; each LINE day keeps when it was read.
 */
export async function runRollups(
  db: Database,
  insight: DeliveryInsight,
  now: Date = new Date(),
): Promise<RollupRun> {
  const clicks = await rollUpClicks(db);
  const following = await rollUpFollowing(db, bangkokDay(now));
  const followerProfile = await rollUpFollowerProfile(db, bangkokDay(now));
  const deliveries = await rollUpLineDeliveries(db, insight, now);
  return { clicks, following, followerProfile, deliveries };
}

/** How often the rollups run on their schedule, in minutes (`ROLLUP_CRON`). */
export const ROLLUP_EVERY_MINUTES = 5;
export const ROLLUP_EVERY_MS = ROLLUP_EVERY_MINUTES * 60_000;

/** The `rollup_state` row of the start-up runs: when a starting process last took one. */
export const START_UP_ROLLUPS = 'start-up';

/**
 * Whether a process starting at `now` should run the rollups itself: when they never ran, or not
 * within their schedule's interval, and no other process took the start-up run within it. A
 * process started again in a deploy leaves them to the schedule, and of processes starting
 * together one runs them: each run counts every follower (10,000,000 of them in a national
 * programme), and four processes of the production layout would count them four times at once.
 */
export async function rollupsDueAtStart(db: Database, now: Date = new Date()): Promise<boolean> {
  const at = await followerProfileAt(db);
  if (at !== null && now.getTime() - Date.parse(at) < ROLLUP_EVERY_MS) return false;
  const takenBefore = new Date(now.getTime() - ROLLUP_EVERY_MS).toISOString();
  const { rows } = await db.execute(sql`
    insert into ${rollupState} as s (name, rolled_up_at) values (${START_UP_ROLLUPS}, ${now.toISOString()})
    on conflict (name) do update set rolled_up_at = excluded.rolled_up_at
      where s.rolled_up_at is null or s.rolled_up_at <= ${takenBefore}
    returning s.name`);
  return rows.length > 0;
}
