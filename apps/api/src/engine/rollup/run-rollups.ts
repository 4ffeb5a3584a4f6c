import type { DeliveryInsight } from '../../areas/dashboard/line-delivery-insight';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { broadcast } from '../../db/schema';
import { takeTurn } from '../jobs/periodic-turn';
import { bangkokDay } from '../../areas/segment/bangkok-day';
import { rollUpClicks, type ClickRollupResult } from './click-rollup';
import { followerProfileAt, rollUpFollowerProfile } from './follower-profile-rollup';
import { rollUpFollowing } from './following-rollup';
import { rollUpLineDeliveries, type LineDeliveryRollupResult } from './line-delivery-rollup';

export interface RollupRun {
  clicks: ClickRollupResult;
  /** Null: left for a large send to end (`followerCountsWait`). */
  following: { units: number } | null;
  followerProfile: { rows: number } | null;
  deliveries: LineDeliveryRollupResult;
}

/** A send to at least this many recipients is a national one (`followerCountsWait`). */
export const LARGE_SEND_RECIPIENTS = 1_000_000;
/** The followers' counts wait for a large send no longer than this after their last run. */
export const FOLLOWER_COUNTS_WAIT_MS = 60 * 60_000;

/**
 * Whether the followers' counts (today's following, the profile) wait: a large send is going on
 * and they ran within the last hour. Each counts every follower (a core for about ten seconds with
 * 10,000,000 of them, docs/benchmarks.md, production-send) and the send is what citizens wait for;
 * the dashboard says when they were counted.
 */
export async function followerCountsWait(db: Database, now: Date): Promise<boolean> {
  const { rows } = await db.execute<{ sending: boolean }>(sql`
    select exists (
      select 1 from ${broadcast}
      where ${broadcast.status} = 'SENDING' and ${broadcast.targetCount} >= ${LARGE_SEND_RECIPIENTS}
    ) as sending`);
  if (!rows[0]?.sending) return false;
  const at = await followerProfileAt(db);
  return at !== null && now.getTime() - Date.parse(at) < FOLLOWER_COUNTS_WAIT_MS;
}

/**
 * One run of the daily rollups the report and the dashboard read: the clicks written since the
 * last run, today's following per unit, the followers by sex, age band and province (unless they
 * wait for a large send, `followerCountsWait`), LINE's delivered messages of the last days. The
 * click rollup stamps its time on its state row (what the report and the dashboard show as up to
 * date) unless the clicks could not be added this time; the followers' rollup stamps its own; each
 * LINE day keeps when it was read.
 */
export async function runRollups(
  db: Database,
  insight: DeliveryInsight,
  now: Date = new Date(),
): Promise<RollupRun> {
  const clicks = await rollUpClicks(db);
  const wait = await followerCountsWait(db, now);
  const following = wait ? null : await rollUpFollowing(db, bangkokDay(now));
  const followerProfile = wait ? null : await rollUpFollowerProfile(db, bangkokDay(now));
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
  return takeTurn(db, START_UP_ROLLUPS, now, ROLLUP_EVERY_MS);
}
