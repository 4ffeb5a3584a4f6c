import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import type { ListSource } from '../../../db/list-query';
import { appUser, citizen, healthRegion, province } from '../../../db/schema';
import { countOf, peopleOfAreas, unitsOfRegion } from '../health-center-counts';
import type { RegionSortField } from './schema';

/**
 * How the region list reads its rows, for a page (`listPage`) and for the export alike. Build one
 * per request: the list helpers set the conditions and order on its queries.
 */
export function regionListSource(db: Database) {
  const provinceCount = db
    .select({ n: count() })
    .from(province)
    .where(eq(province.healthRegionId, healthRegion.id));
  const staff = peopleOfAreas(db, appUser, 'region', 'region_staff');
  const citizens = peopleOfAreas(db, citizen, 'region', 'region_citizens');
  const rows = db
    .select({
      id: healthRegion.id,
      nameTh: healthRegion.nameTh,
      nameEn: healthRegion.nameEn,
      provinceCount: sql<number>`(${provinceCount})`.mapWith(Number),
      unitCount: unitsOfRegion(db),
      staffCount: countOf(staff),
      citizenCount: countOf(citizens),
    })
    .from(healthRegion)
    .leftJoin(staff, eq(staff.areaId, healthRegion.id))
    .leftJoin(citizens, eq(citizens.areaId, healthRegion.id))
    .$dynamic();
  const total = db.select({ total: count() }).from(healthRegion).$dynamic();
  const source: ListSource<RegionSortField, typeof rows, typeof total> = {
    rows,
    total,
    sortColumns: { number: healthRegion.id, name: healthRegion.nameTh },
    defaultSort: { field: 'number', direction: 'asc' },
    tiebreak: healthRegion.id,
    searchColumns: [healthRegion.nameTh, healthRegion.nameEn],
  };
  return source;
}
