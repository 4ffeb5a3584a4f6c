import { sql } from 'drizzle-orm';
import { ageBandOf } from '../../areas/segment/count-segment';
import type { Database } from '../../db/database';
import { citizen, followerProfile, rollupState, unit } from '../../db/schema';

/** The `rollup_state` row of this rollup: when the followers' profile was last counted. */
export const FOLLOWER_PROFILE_ROLLUP = 'follower-profile';

/**
 * Replaces `follower_profile` with the citizens following now by sex, by age band on Bangkok day
 * `today` and by their own province, under the province of the unit they follow: one grouped
 * pass (GROUPING SETS) of an index-only scan of `citizen_following_unit_idx`, whose columns are
 * all it reads. Citizens of no unit are left out, as the following count leaves them out. Stamps
 * its time on its `rollup_state` row in the same transaction. Two runs at once take turns (the
 * table's lock lets the dashboard read on meanwhile, the rows of the last run).
 */
export async function rollUpFollowerProfile(
  db: Database,
  today: string,
): Promise<{ rows: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${followerProfile} in exclusive mode`);
    await tx.delete(followerProfile);
    const { rows } = await tx.execute<{ rows: number }>(sql`
      with profile as (
        select ${citizen.unitId} as unit_id, ${citizen.sex} as sex,
               ${ageBandOf(today)} as age_band, ${citizen.provinceId} as province_id
        from ${citizen}
        where ${citizen.followStatus} = 'FOLLOWING' and ${citizen.unitId} is not null
      ), by_unit as (
        select unit_id, grouping(sex, age_band, province_id) as grouping_set,
               sex, age_band, province_id, count(*) as followers
        from profile
        group by grouping sets ((unit_id, sex), (unit_id, age_band), (unit_id, province_id))
      ), added as (
        insert into ${followerProfile} (unit_province_id, dimension, value, followers)
        select u.province_id,
               case b.grouping_set when 3 then 'SEX' when 5 then 'AGE_BAND' else 'PROVINCE' end,
               case b.grouping_set when 3 then b.sex when 5 then b.age_band
                    else coalesce(b.province_id::text, '') end,
               sum(b.followers)::int
        from by_unit b join ${unit} u on u.id = b.unit_id
        group by 1, 2, 3
        returning 1
      )
      select count(*)::int as rows from added`);
    await tx
      .insert(rollupState)
      .values({ name: FOLLOWER_PROFILE_ROLLUP, rolledUpAt: sql`now()` })
      .onConflictDoUpdate({ target: rollupState.name, set: { rolledUpAt: sql`now()` } });
    return { rows: rows[0]?.rows ?? 0 };
  });
}

/** When the followers' profile was last counted (ISO 8601), if ever. */
export async function followerProfileAt(db: Database): Promise<string | null> {
  const { rows } = await db.execute<{ at: Date | string | null }>(
    sql`select rolled_up_at as at from ${rollupState} where ${rollupState.name} = ${FOLLOWER_PROFILE_ROLLUP}`,
  );
  const at = rows[0]?.at;
  return at ? new Date(at).toISOString() : null;
}
