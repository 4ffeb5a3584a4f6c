import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { citizen, followingDaily } from '../../db/schema';

/**
 * Sets `following_daily` of Bangkok day `today` to the citizens following each unit now, in one
 * grouped count (an index-only scan of `citizen_following_unit_idx`, partial on following). A
 * unit nobody follows any more loses its row of the day. Earlier days keep their last value: the
 * trend. Upserted, so two runs at once both end with the count.
 */
export async function rollUpFollowing(db: Database, today: string): Promise<{ units: number }> {
  const { rows } = await db.execute<{ units: number }>(sql`
    with counted as (
      select unit_id, count(*)::int as following from ${citizen}
      where follow_status = 'FOLLOWING' and unit_id is not null
      group by unit_id
    ), gone as (
      delete from ${followingDaily} f
      where f.day = ${today} and not exists (select 1 from counted c where c.unit_id = f.unit_id)
    ), kept as (
      insert into ${followingDaily} as f (day, unit_id, following)
      select ${today}, unit_id, following from counted
      on conflict (day, unit_id) do update set following = excluded.following
    )
    select count(*)::int as units from counted`);
  return { units: rows[0]?.units ?? 0 };
}
