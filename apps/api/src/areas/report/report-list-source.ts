import type { ReportListQuery, ReportSortField } from '@hbc/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { countRows, type ListSource, type RowCount } from '../../db/list-query';
import { unitScopeCondition, type ListViewer } from '../../db/unit-scope';
import { broadcast, province, unit } from '../../db/schema';
import { bangkokDayStart, nextDay } from '../segment/bangkok-day';
import { clickTotal, reportedCondition, selectReportRows } from './report-rows';

/** `select count(*)` over the tables the conditions read (the region filter reads the province). */
function countReportRows(db: Database) {
  return countRows(db, broadcast)
    .innerJoin(unit, eq(unit.id, broadcast.unitId))
    .innerJoin(province, eq(province.id, unit.provinceId));
}

export type ReportListSource = ListSource<
  ReportSortField,
  ReturnType<typeof selectReportRows>,
  RowCount
>;

/**
 * The filters: the Bangkok days sending started in, the status, and the region, province or unit
 * (each narrows further, so a unit outside the viewer's scope simply gives nothing).
 */
function filterConditions(filters: ReportListQuery['filters']): (SQL | undefined)[] {
  return [
    filters?.from === undefined
      ? undefined
      : sql`${broadcast.startedAt} >= ${bangkokDayStart(filters.from)}::timestamptz`,
    filters?.to === undefined
      ? undefined
      : sql`${broadcast.startedAt} < ${bangkokDayStart(nextDay(filters.to))}::timestamptz`,
    filters?.status === undefined ? undefined : eq(broadcast.status, filters.status),
    filters?.regionId === undefined ? undefined : eq(province.healthRegionId, filters.regionId),
    filters?.provinceId === undefined ? undefined : eq(unit.provinceId, filters.provinceId),
    filters?.unitId === undefined ? undefined : eq(broadcast.unitId, filters.unitId),
  ];
}

/**
 * How the report reads its rows (`POST /api/report/list`, its export and its summary): the
 * broadcasts that started sending, in the viewer's scope and the filters, newest start first
 * unless asked otherwise; the search looks in the title.
 */
export function reportListSource(
  db: Database,
  viewer: ListViewer,
  query: Pick<ReportListQuery, 'filters'>,
): ReportListSource {
  return {
    rows: selectReportRows(db),
    total: countReportRows(db),
    sortColumns: {
      startedAt: broadcast.startedAt,
      title: broadcast.title,
      sent: broadcast.sentCount,
      clicks: clickTotal('clicks'),
    },
    defaultSort: { field: 'startedAt', direction: 'desc' },
    tiebreak: broadcast.id,
    searchColumns: [broadcast.title],
    conditions: [
      reportedCondition(),
      unitScopeCondition('report', viewer, broadcast.unitId),
      ...filterConditions(query.filters),
    ],
  };
}
