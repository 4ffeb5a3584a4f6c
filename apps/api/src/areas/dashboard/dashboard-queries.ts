import type { FollowingPoint } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { broadcast, followingDaily, lineDeliveryDaily } from '../../db/schema';
import { clicksRolledUpAt } from '../../engine/rollup/click-rollup';
import type { DashboardMonth } from './dashboard-month';

/*
 * The dashboard's queries (with click-figures.ts and area-figures.ts). Each reads the rollups (`click_daily`: days × links × broadcasts,
 * `following_daily`: days × units, `line_delivery_daily`) and small tables (broadcasts of the
 * month by `started_at`, units, provinces, regions), never `click` or `citizen`: each stays
 * fast however many clicks and citizens there are (tools/bench/dashboard.ts).
 */

/** A bigint or numeric PostgreSQL answers as text, as a number. */
export const num = (value: unknown) => Number(value ?? 0);

/** The day of the latest following rollup, as a subquery (its rows are the units' figures now). */
export const latestFollowingDay = sql`(select max(day) from ${followingDaily})`;

/** Broadcasts started in the month (Bangkok): a range on `started_at`. */
export const startedIn = (month: DashboardMonth) =>
  sql`${broadcast.startedAt} >= ${month.fromInstant} and ${broadcast.startedAt} < ${month.toInstant}`;

/** Unique clicks over recipients; 0 when nobody was sent anything. */
export const clickThroughRate = (uniqueClicks: number, recipients: number) =>
  recipients > 0 ? uniqueClicks / recipients : 0;

/** Whole numbers as a PostgreSQL array literal: one parameter (`= any($1::int[])`, `unnest`). */
export const integerArray = (values: Iterable<number>) =>
  `{${[...values].map((value) => Math.trunc(value)).join(',')}}`;

/** Citizens following now: the sum over units of the latest following rollup. */
export async function followingNow(db: Database): Promise<number> {
  const { rows } = await db.execute<{ following: string }>(
    sql`select coalesce(sum(following), 0) as following from ${followingDaily} where day = ${latestFollowingDay}`,
  );
  return num(rows[0]?.following);
}

/** Citizens following on each day of the month so far (days the rollup ran). */
export async function followingTrend(
  db: Database,
  month: DashboardMonth,
): Promise<FollowingPoint[]> {
  const { rows } = await db.execute<{ day: string; following: string }>(sql`
    select to_char(day, 'YYYY-MM-DD') as day, sum(following) as following from ${followingDaily}
    where day >= ${month.from} and day < ${month.to}
    group by day order by day`);
  return rows.map((row) => ({ day: row.day, following: num(row.following) }));
}

export interface MonthBroadcasts {
  broadcastsSent: number;
  /** Of them, the urgent ones. */
  urgentBroadcastsSent: number;
  /** Σ sent × messages. */
  messagesSent: number;
  /** Σ sent: the recipients the month's broadcasts reached. */
  recipients: number;
}

/** The broadcasts that went out in the month and what they sent. */
export async function monthBroadcasts(
  db: Database,
  month: DashboardMonth,
): Promise<MonthBroadcasts> {
  const { rows } = await db.execute<Record<keyof MonthBroadcasts, string>>(sql`
    select count(*) as "broadcastsSent", count(*) filter (where urgent) as "urgentBroadcastsSent",
           coalesce(sum(sent_count * jsonb_array_length(messages)), 0) as "messagesSent",
           coalesce(sum(sent_count), 0) as recipients
    from ${broadcast} where ${startedIn(month)}`);
  const row = rows[0];
  return {
    broadcastsSent: num(row?.broadcastsSent),
    urgentBroadcastsSent: num(row?.urgentBroadcastsSent),
    messagesSent: num(row?.messagesSent),
    recipients: num(row?.recipients),
  };
}

export interface MonthDeliveries {
  delivered: number;
  /** When LINE's count of a day of the month was last read (ISO 8601); null: LINE has counted none. */
  readAt: string | null;
}

/** Messages LINE reports delivered on the month's days, and when they were read. */
export async function monthDeliveries(
  db: Database,
  month: DashboardMonth,
): Promise<MonthDeliveries> {
  const { rows } = await db.execute<{ delivered: string; readAt: Date | string | null }>(sql`
    select coalesce(sum(delivered), 0) as delivered, max(read_at) as "readAt" from ${lineDeliveryDaily}
    where day >= ${month.from} and day < ${month.to}`);
  const readAt = rows[0]?.readAt;
  return {
    delivered: num(rows[0]?.delivered),
    readAt: readAt ? new Date(readAt).toISOString() : null,
  };
}

/** When the rollups (the clicks at least) were last brought up to date (ISO 8601), if ever. */
export const rolledUpAt = clicksRolledUpAt;
