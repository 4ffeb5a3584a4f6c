import type { UnitListQuery, UnitSortField } from '@hbc/contracts';
import { eq, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import { countRows, type ListSource } from '../../../db/list-query';
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
  return countRows(db, unit).innerJoin(province, eq(province.id, unit.provinceId));
}

/**
 * How the unit list reads its rows (`POST /api/health-center/unit/list`, and any export of the
 * same list): rows of `UnitRow` (each unit with its province, region and counts); the search
 * looks in the name and the hcode; the filters and the viewer's scope as `conditions`; the sort
 * columns (`staffCount` sorts by the same count subquery the rows read). Use it with `listPage`,
 * or with `listWhere` and `listOrder` for all rows.
 */
export function unitListSource(
  db: Database,
  query: Pick<UnitListQuery, 'filters'>,
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
    searchColumns: [unit.name, unit.hcode],
    conditions: [
      ...filterConditions(query.filters),
      // Every unit for a national role; only their own for a role scoped to its unit.
      unitScopeCondition('healthCenter', viewer, unit.id),
    ],
  } satisfies ListSource<UnitSortField, PgSelect, PgSelect>;
}
