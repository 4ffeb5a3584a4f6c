import type { ProvinceRow } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { healthRegion, province } from '../../../db/schema';
import { peopleCounts, unitsOfProvince } from '../health-center-counts';

/**
 * `select … from province join health_region` with each province's unit, staff and citizen
 * counts, to which a caller adds conditions.
 */
export function selectProvinceRows(db: Database) {
  const people = peopleCounts(db, 'province');
  const rows = db
    .select({
      id: province.id,
      nameTh: province.nameTh,
      nameEn: province.nameEn,
      healthRegionId: province.healthRegionId,
      healthRegionName: healthRegion.nameTh,
      unitCount: unitsOfProvince(db),
      ...people.columns,
    })
    .from(province)
    .innerJoin(healthRegion, eq(healthRegion.id, province.healthRegionId))
    .$dynamic();
  return people.joined(rows, province.id);
}

/** Province `id` with its counts, or undefined when there is no such province. */
export async function readProvinceRow(db: Database, id: number): Promise<ProvinceRow | undefined> {
  const [row] = await selectProvinceRows(db).where(eq(province.id, id));
  return row;
}

/**
 * The scope of province `id`: null (a province belongs to no unit) when it exists, else
 * undefined.
 */
export async function provinceScopeOf(db: Database, id: number): Promise<null | undefined> {
  const [row] = await db.select({ id: province.id }).from(province).where(eq(province.id, id));
  return row ? null : undefined;
}
