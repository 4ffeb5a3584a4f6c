import type { UnitListQuery, UnitSortField } from '@hbc/contracts';
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import { searchCondition, type ListSource } from '../../../db/list-query';
import { province, unit } from '../../../db/schema';
import { unitScopeCondition, type ListViewer } from '../../../db/unit-scope';
import { staffOfUnit } from '../health-center-counts';
import { selectUnitRows } from './unit-record';

function filterConditions(filters: UnitListQuery['filters']): (SQL | undefined)[] {
  return [
    filters?.provinceId === undefined ? undefined : eq(unit.provinceId, filters.provinceId),
    filters?.healthRegionId === undefined
      ? undefined
      : eq(province.healthRegionId, filters.healthRegionId),
    filters?.kind === undefined ? undefined : eq(unit.kind, filters.kind),
    filters?.active === undefined ? undefined : eq(unit.active, filters.active),
  ];
}

/** `select count(*)` over the same tables as the rows (the region filter reads the province). */
function countUnits(db: Database) {
  return db
    .select({ total: count() })
    .from(unit)
    .innerJoin(province, eq(province.id, unit.provinceId))
    .$dynamic();
}

/**
 * How the unit list reads its rows (`POST /api/health-center/unit/list`, and any export of the
 * same list): rows of `UnitRow` (each unit with its province, region and counts); the search
 * (name or hcode), filters and the viewer's scope as `conditions`; the sort columns
 * (`staffCount` sorts by the same count subquery the rows read). `searchColumns` is empty since
 * the search is among the conditions. Use it with `listPage`, or with `and(...conditions)` and
 * `listOrder` for all rows.
 */
export function unitListSource(
  db: Database,
  query: Pick<UnitListQuery, 'search' | 'filters'>,
  viewer: ListViewer,
) {
  return {
    rows: selectUnitRows(db),
    total: countUnits(db),
    sortColumns: {
      hcode: unit.hcode,
      name: unit.name,
      kind: unit.kind,
      provinceName: province.nameTh,
      staffCount: staffOfUnit(db),
    },
    defaultSort: { field: 'hcode', direction: 'asc' },
    tiebreak: unit.id,
    searchColumns: [],
    conditions: [
      searchCondition(query.search, [unit.name, unit.hcode]),
      ...filterConditions(query.filters),
      // Every unit for a national role; only their own for a role scoped to its unit.
      unitScopeCondition('healthCenter', viewer, unit.id),
    ],
  } satisfies ListSource<UnitSortField, PgSelect, PgSelect>;
}
