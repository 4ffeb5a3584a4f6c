import type { ReportSummary, ReportSummaryBody } from '@hbc/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import type { ListViewer } from '../../db/unit-scope';
import { broadcast, broadcastInsight, clickDaily, province, unit } from '../../db/schema';
import { clicksRolledUpAt } from '../../engine/rollup/click-rollup';
import { dailyClickPoints } from './click-points';
import { reportListSource } from './report-list-source';
import { clickThroughRate } from './report-rows';

/** `coalesce(sum(column), 0)` as a number (a sum of integers is a bigint, read as text). */
const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * `POST /api/report/summary`: the totals of the report's rows under the same filters (what LINE
 * delivered only where its insight was read: when it was last read, and how many LINE has not
 * counted yet), and their clicks per Bangkok day from the daily rollups, with when those ran.
 */
export async function reportSummary(
  db: Database,
  viewer: ListViewer,
  body: ReportSummaryBody,
): Promise<ReportSummary> {
  const source = reportListSource(db, viewer, body);
  const where = and(...(source.conditions ?? []));
  const reported = db
    .select({ id: broadcast.id })
    .from(broadcast)
    .innerJoin(unit, eq(unit.id, broadcast.unitId))
    .innerJoin(province, eq(province.id, unit.provinceId))
    .where(where);
  const [totals, days, computedAt] = await Promise.all([
    db
      .select({
        broadcasts: count(),
        urgentBroadcasts: sql<number>`count(*) filter (where ${broadcast.urgent})`.mapWith(Number),
        recipients: total(broadcast.targetCount),
        excluded: total(broadcast.excludedCount),
        capped: total(broadcast.cappedCount),
        sent: total(broadcast.sentCount),
        failed: total(broadcast.failedCount),
        delivered: total(broadcastInsight.delivered),
        deliveriesReadAt: sql<Date | string | null>`max(${broadcastInsight.readAt})`,
        deliveriesPending:
          sql<number>`count(*) filter (where ${broadcastInsight.broadcastId} is null)`.mapWith(
            Number,
          ),
      })
      .from(broadcast)
      .innerJoin(unit, eq(unit.id, broadcast.unitId))
      .innerJoin(province, eq(province.id, unit.provinceId))
      .leftJoin(broadcastInsight, eq(broadcastInsight.broadcastId, broadcast.id))
      .where(where),
    db
      .select({
        day: clickDaily.day,
        clicks: total(clickDaily.clicks),
        uniqueClicks: total(clickDaily.uniqueClicks),
      })
      .from(clickDaily)
      .where(inArray(clickDaily.broadcastId, reported))
      .groupBy(clickDaily.day)
      .orderBy(asc(clickDaily.day)),
    clicksRolledUpAt(db),
  ]);
  const { deliveriesReadAt, ...sums } = totals[0] ?? {
    broadcasts: 0,
    urgentBroadcasts: 0,
    recipients: 0,
    excluded: 0,
    capped: 0,
    sent: 0,
    failed: 0,
    delivered: 0,
    deliveriesReadAt: null,
    deliveriesPending: 0,
  };
  const clicks = days.reduce((sum, day) => sum + day.clicks, 0);
  const uniqueClicks = days.reduce((sum, day) => sum + day.uniqueClicks, 0);
  return {
    ...sums,
    clicks,
    uniqueClicks,
    clickThroughRate: clickThroughRate(uniqueClicks, sums.sent),
    clicksByDay: dailyClickPoints(days),
    computedAt,
    deliveriesReadAt: deliveriesReadAt ? new Date(deliveriesReadAt).toISOString() : null,
  };
}
