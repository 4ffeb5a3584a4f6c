import type { RecentBroadcast, UnitDetail, UnitKind, UnitRow } from '@hbc/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { broadcast, healthRegion, province, unit } from '../../../db/schema';
import { citizensOfUnit, staffOfUnit } from '../health-center-counts';

/** How many of a unit's broadcasts its detail lists, newest first. */
export const RECENT_BROADCAST_COUNT = 5;

/**
 * `select … from unit join province join health_region` with each unit's counts, to which a
 * caller adds conditions.
 */
export function selectUnitRows(db: Database) {
  return db
    .select({
      id: unit.id,
      hcode: unit.hcode,
      name: unit.name,
      // Written only through `UnitBody` and the seed, both of which keep to UNIT_KINDS.
      kind: sql<UnitKind>`${unit.kind}`,
      logoUrl: unit.logoUrl,
      active: unit.active,
      provinceId: unit.provinceId,
      provinceName: province.nameTh,
      healthRegionId: province.healthRegionId,
      healthRegionName: healthRegion.nameTh,
      staffCount: staffOfUnit(db),
      citizenCount: citizensOfUnit(db),
    })
    .from(unit)
    .innerJoin(province, eq(province.id, unit.provinceId))
    .innerJoin(healthRegion, eq(healthRegion.id, province.healthRegionId))
    .$dynamic();
}

/** Unit `id` with its counts, or undefined when there is no such unit. */
export async function readUnitRow(db: Database, id: number): Promise<UnitRow | undefined> {
  const [row] = await selectUnitRows(db).where(eq(unit.id, id));
  return row;
}

/** The newest broadcasts of unit `id`. */
async function recentBroadcasts(db: Database, unitId: number): Promise<RecentBroadcast[]> {
  const rows = await db
    .select({
      id: broadcast.id,
      title: broadcast.title,
      status: broadcast.status,
      createdAt: broadcast.createdAt,
    })
    .from(broadcast)
    .where(eq(broadcast.unitId, unitId))
    .orderBy(desc(broadcast.createdAt), desc(broadcast.id))
    .limit(RECENT_BROADCAST_COUNT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Unit `id` as its detail shows it, or undefined when there is no such unit. */
export async function readUnitDetail(db: Database, id: number): Promise<UnitDetail | undefined> {
  const row = await readUnitRow(db, id);
  return row && { ...row, recentBroadcasts: await recentBroadcasts(db, id) };
}

/** Unit `id`'s own id (its scope), or undefined when there is no such unit. */
export async function unitScopeOf(db: Database, id: number): Promise<number | undefined> {
  const [row] = await db.select({ id: unit.id }).from(unit).where(eq(unit.id, id));
  return row?.id;
}
