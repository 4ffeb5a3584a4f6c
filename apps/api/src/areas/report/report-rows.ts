import type {
  BroadcastInsight,
  BroadcastStatus,
  DiscardedVisits,
  InsightScope,
  ReportRow,
} from '@hbc/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  broadcast,
  broadcastInsight,
  clickDaily,
  healthRegion,
  province,
  unit,
} from '../../db/schema';
import { monthOfUnitName } from './aggregation-units';
import { discardedOfBroadcast } from './discarded-visits';

/**
 * The broadcasts a report shows: those whose sending started (a cancelled one too, once it had
 * started). A broadcast that never started has nothing to report.
 */
export const REPORTED_STATUSES = [
  'SENDING',
  'SENT',
  'PARTIAL',
  'FAILED',
  'CANCELLED',
] as const satisfies readonly BroadcastStatus[];

export function reportedCondition(): SQL {
  return sql`${broadcast.startedAt} is not null and ${broadcast.status} in (${sql.join(
    REPORTED_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})`;
}

/**
 * The broadcast's clicks (or unique clicks) from the daily rollups, never from `click`: a sum
 * over its rows of `click_daily`, found through `click_daily_broadcast_idx`.
 */
export function clickTotal(column: 'clicks' | 'uniqueClicks'): SQL<number> {
  return sql<number>`(select coalesce(sum(${clickDaily[column]}), 0) from ${clickDaily}
    where ${clickDaily.broadcastId} = ${broadcast.id})`.mapWith(Number);
}

/**
 * `select … from broadcast` with its unit, province, region, LINE insight and clicks, and
 * `discarded` as given (null, or the visits not counted as clicks for the export).
 */
function selectReportRowsOf(db: Database, discarded: SQL<DiscardedVisits | null>) {
  return db
    .select({
      broadcastId: broadcast.id,
      title: broadcast.title,
      unitId: broadcast.unitId,
      unitName: unit.name,
      provinceName: province.nameTh,
      regionName: healthRegion.nameTh,
      status: broadcast.status,
      startedAt: broadcast.startedAt,
      finishedAt: broadcast.finishedAt,
      recipients: broadcast.targetCount,
      excluded: broadcast.excludedCount,
      capped: broadcast.cappedCount,
      urgent: broadcast.urgent,
      sent: broadcast.sentCount,
      failed: broadcast.failedCount,
      delivered: broadcastInsight.delivered,
      uniqueImpressions: broadcastInsight.uniqueImpressions,
      lineUniqueClicks: broadcastInsight.uniqueClicks,
      uniqueVideoPlays: broadcastInsight.uniqueVideoPlays,
      insightReadAt: broadcastInsight.readAt,
      aggregationUnit: broadcast.aggregationUnit,
      aggregationUnitKind: broadcast.aggregationUnitKind,
      clicks: clickTotal('clicks'),
      uniqueClicks: clickTotal('uniqueClicks'),
      discarded,
    })
    .from(broadcast)
    .innerJoin(unit, eq(unit.id, broadcast.unitId))
    .innerJoin(province, eq(province.id, unit.provinceId))
    .innerJoin(healthRegion, eq(healthRegion.id, province.healthRegionId))
    .leftJoin(broadcastInsight, eq(broadcastInsight.broadcastId, broadcast.id))
    .$dynamic();
}

/** The report's rows (the list's and a broadcast's): no discarded visits read (null). */
export function selectReportRows(db: Database) {
  return selectReportRowsOf(db, sql<null>`null`);
}

/**
 * The report's rows with the visits not counted as clicks (the export's): a subquery per row,
 * read by the export only, never for a page of the list.
 */
export function selectReportRowsWithDiscarded(db: Database) {
  return selectReportRowsOf(db, discardedOfBroadcast());
}

export type ReportDbRow = Awaited<ReturnType<typeof selectReportRows>>[number];

/** Unique clicks per message sent (0 when nothing was sent). */
export function clickThroughRate(uniqueClicks: number, sent: number): number {
  return sent > 0 ? uniqueClicks / sent : 0;
}

/** The row's LINE insight, or null while it has not been read. */
export function insightOf(row: ReportDbRow): BroadcastInsight | null {
  if (row.insightReadAt === null) return null;
  return {
    delivered: row.delivered ?? 0,
    uniqueImpressions: row.uniqueImpressions,
    uniqueClicks: row.lineUniqueClicks,
    uniqueVideoPlays: row.uniqueVideoPlays,
    readAt: row.insightReadAt.toISOString(),
  };
}

/** Whose statistics the row's LINE figures are (PENDING until its first batch decided it). */
export function insightScopeOf(
  row: Pick<ReportDbRow, 'aggregationUnit' | 'aggregationUnitKind'>,
): InsightScope {
  const { aggregationUnit: unit, aggregationUnitKind: kind } = row;
  return {
    kind: kind ?? 'PENDING',
    month: kind === 'UNIT_MONTH' && unit !== null ? monthOfUnitName(unit) : null,
  };
}

/** A row as the report answers it. */
export function toReportRow(row: ReportDbRow): ReportRow {
  return {
    broadcastId: row.broadcastId,
    title: row.title,
    unitId: row.unitId,
    unitName: row.unitName,
    provinceName: row.provinceName,
    regionName: row.regionName,
    status: row.status,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    recipients: row.recipients,
    excluded: row.excluded,
    capped: row.capped,
    sent: row.sent,
    failed: row.failed,
    urgent: row.urgent,
    insight: insightOf(row),
    insightScope: insightScopeOf(row),
    clicks: row.clicks,
    uniqueClicks: row.uniqueClicks,
    clickThroughRate: clickThroughRate(row.uniqueClicks, row.sent),
  };
}
