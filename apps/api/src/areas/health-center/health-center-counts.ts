import { count, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { appUser, citizen, healthRegion, province, unit } from '../../db/schema';

/**
 * The counts Super Admin browses the region → province → unit tree by, as parts of one query
 * (so a list page and an export of the same list read them alike). Staff are the units' users
 * (whatever their status); citizens are those registered with the units; a province or a region
 * counts the people of the units under it.
 *
 * - A unit's counts are correlated subqueries on the indexed `unit_id` columns: PostgreSQL
 *   evaluates them after the sort, an index lookup per row of the page (and per row an offset
 *   skips); sorting by one evaluates it for every matching unit (about 30 ms for 20,000 units).
 * - A province's or region's people are grouped once per query (`peopleOfAreas`, joined by the
 *   area's id): the list holds every province or region anyway, and one pass over the people is
 *   far cheaper than one lookup per unit of each area.
 * - Unit counts of a province or region are correlated subqueries (few rows, an index lookup each).
 */

const asCount = (query: SQLWrapper) => sql<number>`(${query})`.mapWith(Number);

/** `(select count(*) …)` of the users of the current `unit` row. */
export function staffOfUnit(db: Database) {
  return asCount(db.select({ n: count() }).from(appUser).where(eq(appUser.unitId, unit.id)));
}

/** `(select count(*) …)` of the citizens registered with the current `unit` row. */
export function citizensOfUnit(db: Database) {
  return asCount(db.select({ n: count() }).from(citizen).where(eq(citizen.unitId, unit.id)));
}

/** `(select count(*) …)` of the units of the current `province` row. */
export function unitsOfProvince(db: Database) {
  return asCount(db.select({ n: count() }).from(unit).where(eq(unit.provinceId, province.id)));
}

/** `(select count(*) …)` of the provinces of the current `health_region` row. */
export function provincesOfRegion(db: Database) {
  return asCount(
    db.select({ n: count() }).from(province).where(eq(province.healthRegionId, healthRegion.id)),
  );
}

/** `(select count(*) …)` of the units of the current `health_region` row. */
export function unitsOfRegion(db: Database) {
  return asCount(
    db
      .select({ n: count() })
      .from(unit)
      .innerJoin(province, eq(province.id, unit.provinceId))
      .where(eq(province.healthRegionId, healthRegion.id)),
  );
}

export type Area = 'province' | 'region';
type People = typeof appUser | typeof citizen;

/**
 * A derived table of how many `people` each province or region has: `areaId` (the province code
 * or region number) and `n`. Counted per unit first (an index-only pass over `unit_id`), then
 * summed over the units of each area. Left-join it on the area's id; `countOf` reads it.
 */
export function peopleOfAreas(db: Database, people: People, area: Area, alias: string) {
  // Drizzle names an aliased expression of a derived table by its alias alone: unique aliases.
  const perUnit = db
    .select({ unitId: people.unitId, n: count().as(`${alias}_unit_n`) })
    .from(people)
    .groupBy(people.unitId)
    .as(`${alias}_per_unit`);
  const areaId = area === 'province' ? unit.provinceId : province.healthRegionId;
  let perArea = db
    .select({
      areaId: sql<number>`${areaId}`.as(`${alias}_area_id`),
      n: sql<number>`sum(${perUnit.n})`.as(`${alias}_n`),
    })
    .from(perUnit)
    .innerJoin(unit, eq(unit.id, perUnit.unitId))
    .$dynamic();
  if (area === 'region') perArea = perArea.innerJoin(province, eq(province.id, unit.provinceId));
  return perArea.groupBy(areaId).as(alias);
}

/** The count a left-joined `peopleOfAreas` table holds for the row: zero when it has none. */
function countOf(table: ReturnType<typeof peopleOfAreas>) {
  return sql<number>`coalesce(${table.n}, 0)`.mapWith(Number);
}

/**
 * The staff and citizen counts of each province or region: the columns to select, and the joins
 * of their `peopleOfAreas` tables on the area's id that a query of the areas needs for them.
 */
export function peopleCounts(db: Database, area: Area) {
  const staff = peopleOfAreas(db, appUser, area, `${area}_staff`);
  const citizens = peopleOfAreas(db, citizen, area, `${area}_citizens`);
  return {
    columns: { staffCount: countOf(staff), citizenCount: countOf(citizens) },
    // The rows keep their type: a partial select's rows are its columns, which read the joined
    // tables through `countOf` only (Drizzle's join type cannot be followed through `Query`).
    joined: <Query extends PgSelect>(query: Query, areaId: AnyPgColumn): Query =>
      query
        .leftJoin(staff, eq(staff.areaId, areaId))
        .leftJoin(citizens, eq(citizens.areaId, areaId)) as unknown as Query,
  };
}
