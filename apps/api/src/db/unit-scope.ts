import { PERMISSIONS, type Area, type Role } from '@hbc/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/** Whose list it is: the signed-in staff member's role and unit. */
export interface ListViewer {
  role: Role;
  unitId: number | null;
}

/** Whether `role` sees every unit's records of `area` (a national role). */
export function seesEveryUnit(area: Area, role: Role): boolean {
  return PERMISSIONS[role][area].scope === 'all';
}

/**
 * Whether `viewer` may handle `area`'s records of `unitId`: any unit's for a national role, only
 * their own unit's for a role scoped to it.
 */
export function inUnitScope(area: Area, viewer: ListViewer, unitId: number | null): boolean {
  return seesEveryUnit(area, viewer.role) || (viewer.unitId !== null && viewer.unitId === unitId);
}

/**
 * The rows of `area` that `viewer` may see: all of them for a national role (no condition); for
 * a role scoped to its unit, those whose `unitColumn` is that unit (none without a unit).
 */
export function unitScopeCondition(
  area: Area,
  viewer: ListViewer,
  unitColumn: AnyPgColumn,
): SQL | undefined {
  if (seesEveryUnit(area, viewer.role)) return undefined;
  return viewer.unitId === null ? sql`false` : eq(unitColumn, viewer.unitId);
}

/** A record a unit keeps (`unitRecordKey()`): its id and its unit, which is its scope. */
type UnitRecordTable = PgTable & {
  id: AnyPgColumn;
  unitId: AnyPgColumn<{ data: number; notNull: true }>;
};

/** The unit of `table`'s row `id` (its scope), or undefined when there is no such row. */
export async function unitOfRecord(
  db: Database,
  table: UnitRecordTable,
  id: number,
): Promise<number | undefined> {
  const [row] = await db.select({ unitId: table.unitId }).from(table).where(eq(table.id, id));
  return row?.unitId;
}
