import type { Database } from '../../../db/database';
import { countRows, type ListSource } from '../../../db/list-query';
import { healthRegion } from '../../../db/schema';
import { peopleCounts, provincesOfRegion, unitsOfRegion } from '../health-center-counts';
import type { RegionSortField } from './schema';

/**
 * How the region list reads its rows, for a page (`listPage`) and for the export alike. Build one
 * per request: the list helpers set the conditions and order on its queries.
 */
export function regionListSource(db: Database) {
  const people = peopleCounts(db, 'region');
  const selected = db
    .select({
      id: healthRegion.id,
      nameTh: healthRegion.nameTh,
      nameEn: healthRegion.nameEn,
      provinceCount: provincesOfRegion(db),
      unitCount: unitsOfRegion(db),
      ...people.columns,
    })
    .from(healthRegion)
    .$dynamic();
  const rows = people.joined(selected, healthRegion.id);
  const total = countRows(db, healthRegion);
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
