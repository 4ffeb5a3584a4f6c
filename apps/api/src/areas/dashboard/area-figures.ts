import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { broadcast, followingDaily, healthRegion, province, unit } from '../../db/schema';
import type { DashboardMonth } from './dashboard-month';
import { integerArray, latestFollowingDay, num, startedIn } from './dashboard-queries';

/** One province's figures, with its health region. */
export interface ProvinceFigures {
  id: number;
  name: string;
  regionId: number;
  following: number;
  broadcastsSent: number;
  messagesSent: number;
  clicks: number;
}

/**
 * Every province's following now, and broadcasts, messages and clicks of the month, from the
 * figures of its units (a broadcast's unit, a clicked link's unit). The clicks by unit come from
 * the month's one pass over the clicks (`clicksByUnit` of click-figures.ts), as parameters.
 */
export async function provinceFigures(
  db: Database,
  month: DashboardMonth,
  clicksByUnit: ReadonlyMap<number, number>,
): Promise<ProvinceFigures[]> {
  const unitIds = integerArray(clicksByUnit.keys());
  const clicks = integerArray(clicksByUnit.values());
  const { rows } = await db.execute<Record<keyof ProvinceFigures, string | number>>(sql`
    with by_unit as (
      select unit_id, sum(following) as following, sum(broadcasts) as broadcasts,
             sum(messages) as messages, sum(clicks) as clicks
      from (
        select unit_id, following, 0 as broadcasts, 0 as messages, 0 as clicks
        from ${followingDaily} where day = ${latestFollowingDay}
        union all
        select unit_id, 0, count(*), sum(sent_count * jsonb_array_length(messages)), 0
        from ${broadcast} where ${startedIn(month)} group by unit_id
        union all
        select unit_id, 0, 0, 0, clicks
        from unnest(${unitIds}::int[], ${clicks}::bigint[]) as c(unit_id, clicks)
      ) figures
      group by unit_id
    ), by_province as (
      select u.province_id, sum(b.following) as following, sum(b.broadcasts) as broadcasts,
             sum(b.messages) as messages, sum(b.clicks) as clicks
      from by_unit b join ${unit} u on u.id = b.unit_id
      group by u.province_id
    )
    select p.id, p.name_th as name, p.health_region_id as "regionId",
           coalesce(f.following, 0) as following, coalesce(f.broadcasts, 0) as "broadcastsSent",
           coalesce(f.messages, 0) as "messagesSent", coalesce(f.clicks, 0) as clicks
    from ${province} p left join by_province f on f.province_id = p.id
    order by p.id`);
  return rows.map((row) => ({
    id: num(row.id),
    name: String(row.name),
    regionId: num(row.regionId),
    following: num(row.following),
    broadcastsSent: num(row.broadcastsSent),
    messagesSent: num(row.messagesSent),
    clicks: num(row.clicks),
  }));
}

/** The 13 health regions, by number. */
export async function healthRegions(db: Database): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: healthRegion.id, name: healthRegion.nameTh })
    .from(healthRegion)
    .orderBy(healthRegion.id);
}
