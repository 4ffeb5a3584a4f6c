import { SEXES, type SegmentBreakdown } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { followerProfile, province } from '../../db/schema';
import type { FollowerDimension } from '../../db/schema/enums';
import { BREAKDOWN_BANDS, mostFirst } from '../segment/count-segment';
import { num } from './dashboard-queries';

type ProfileRow = {
  dimension: FollowerDimension;
  value: string;
  provinceName: string | null;
  followers: string | number;
};

/**
 * Citizens following now by age band, sex and their own province, of the units in the provinces
 * of region `regionId` (every unit without one): the sum of the rolled-up `follower_profile`
 * (a few thousand rows), never `citizen`. Every band and sex comes, zeros included; provinces
 * with followers only, most first (none recorded: `provinceId` null).
 */
export async function followerFigures(
  db: Database,
  regionId: number | undefined,
): Promise<SegmentBreakdown> {
  const inRegion =
    regionId === undefined ? sql`true` : sql`unit_province.health_region_id = ${regionId}::int`;
  const { rows } = await db.execute<ProfileRow>(sql`
    select f.dimension, f.value, home.name_th as "provinceName", sum(f.followers) as followers
    from ${followerProfile} f
    join ${province} unit_province on unit_province.id = f.unit_province_id
    left join ${province} home on f.dimension = 'PROVINCE' and home.id::text = f.value
    where ${inRegion}
    group by f.dimension, f.value, home.name_th`);
  const countOf = (dimension: FollowerDimension, value: string) =>
    num(rows.find((row) => row.dimension === dimension && row.value === value)?.followers);
  const provinces = rows
    .filter((row) => row.dimension === 'PROVINCE' && num(row.followers) > 0)
    .map((row) => ({
      provinceId: row.value === '' ? null : Number(row.value),
      provinceName: row.provinceName,
      count: num(row.followers),
    }))
    .sort(mostFirst);
  return {
    ageBands: BREAKDOWN_BANDS.map((band) => ({ band, count: countOf('AGE_BAND', band) })),
    sexes: SEXES.map((sex) => ({ sex, count: countOf('SEX', sex) })),
    provinces,
  };
}
