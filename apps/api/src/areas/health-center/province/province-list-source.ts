import type { ProvinceListQuery, ProvinceSortField } from '@hbc/contracts';
import { eq, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import { countRows, type ListSource } from '../../../db/list-query';
import { province } from '../../../db/schema';
import { unitsOfProvince } from '../health-center-counts';
import { selectProvinceRows } from './province-record';

function filterConditions(filters: ProvinceListQuery['filters']): (SQL | undefined)[] {
  return [
    filters?.healthRegionId === undefined
      ? undefined
      : eq(province.healthRegionId, filters.healthRegionId),
  ];
}

/**
 * How the province list reads its rows (a national list: Super Admin only), for a page and for
 * an export alike: rows of `ProvinceRow` (each province with its region and counts), the search
 * (in the Thai or English name), the region filter as `conditions`, the sort columns.
 */
export function provinceListSource(db: Database, query: Pick<ProvinceListQuery, 'filters'>) {
  return {
    rows: selectProvinceRows(db),
    total: countRows(db, province),
    sortColumns: { code: province.id, name: province.nameTh, unitCount: unitsOfProvince(db) },
    defaultSort: { field: 'code', direction: 'asc' },
    tiebreak: province.id,
    searchColumns: [province.nameTh, province.nameEn],
    conditions: filterConditions(query.filters),
  } satisfies ListSource<ProvinceSortField, PgSelect, PgSelect>;
}
