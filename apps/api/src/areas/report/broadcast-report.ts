import {
  discardedVisitsOf,
  sumDiscardedVisits,
  trackingShortUrl,
  type BroadcastReport,
  type DiscardedVisits,
  type ReportLinkRow,
} from '@hbc/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { broadcast, broadcastTrackingUrl, clickDaily, trackingUrl } from '../../db/schema';
import { clicksRolledUpAt } from '../../engine/rollup/click-rollup';
import { bangkokDay } from '../segment/bangkok-day';
import type { InsightReader } from './broadcast-insight';
import { dailyClickPoints } from './click-points';
import { discardedByLink } from './discarded-visits';
import { clickThroughRate, reportedCondition, selectReportRows, toReportRow } from './report-rows';

const sumOf = (column: typeof clickDaily.clicks | typeof clickDaily.uniqueClicks) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** Broadcast `id` when the report shows it (its sending started), else undefined. */
export async function reportedBroadcastOf(
  db: Database,
  id: number,
): Promise<{ id: number; title: string; unitId: number } | undefined> {
  const [row] = await db
    .select({ id: broadcast.id, title: broadcast.title, unitId: broadcast.unitId })
    .from(broadcast)
    .where(and(eq(broadcast.id, id), reportedCondition()));
  return row;
}

/** The unit of broadcast `id` when the report shows it, else undefined (its scope). */
export async function reportedUnitOf(db: Database, id: number): Promise<number | undefined> {
  return (await reportedBroadcastOf(db, id))?.unitId;
}

/**
 * The tracking links the broadcast carried, most clicked first, with the clicks it brought and
 * the visits through it not counted as clicks.
 */
async function linksOf(
  db: Database,
  broadcastId: number,
  startedAt: Date | null,
  sent: number,
  publicBaseUrl: string,
): Promise<ReportLinkRow[]> {
  const [rows, discarded] = await Promise.all([
    db
      .select({
        trackingUrlId: trackingUrl.id,
        name: trackingUrl.name,
        code: trackingUrl.code,
        targetUrl: trackingUrl.targetUrl,
        clicks: sumOf(clickDaily.clicks),
        uniqueClicks: sumOf(clickDaily.uniqueClicks),
      })
      .from(broadcastTrackingUrl)
      .innerJoin(trackingUrl, eq(trackingUrl.id, broadcastTrackingUrl.trackingUrlId))
      .leftJoin(
        clickDaily,
        and(
          eq(clickDaily.broadcastId, broadcastTrackingUrl.broadcastId),
          eq(clickDaily.trackingUrlId, broadcastTrackingUrl.trackingUrlId),
        ),
      )
      .where(eq(broadcastTrackingUrl.broadcastId, broadcastId))
      .groupBy(trackingUrl.id)
      .orderBy(sql`coalesce(sum(${clickDaily.clicks}), 0) desc`, asc(trackingUrl.id)),
    startedAt === null
      ? new Map<number, DiscardedVisits>()
      : discardedByLink(db, broadcastId, startedAt),
  ]);
  return rows.map(({ code, ...row }) => ({
    ...row,
    shortUrl: trackingShortUrl(publicBaseUrl, code),
    clickThroughRate: clickThroughRate(row.uniqueClicks, sent),
    discarded: discarded.get(row.trackingUrlId) ?? discardedVisitsOf(),
  }));
}

/** The broadcast's clicks per Bangkok day from the rollups, from the day sending started. */
async function clicksOverTime(db: Database, broadcastId: number, startedAt: Date | null) {
  const days = await db
    .select({
      day: clickDaily.day,
      clicks: sumOf(clickDaily.clicks),
      uniqueClicks: sumOf(clickDaily.uniqueClicks),
    })
    .from(clickDaily)
    .where(eq(clickDaily.broadcastId, broadcastId))
    .groupBy(clickDaily.day)
    .orderBy(asc(clickDaily.day));
  return dailyClickPoints(days, startedAt === null ? undefined : bangkokDay(startedAt));
}

/**
 * `GET /api/report/{broadcastId}`: the broadcast's row (its LINE insight read afresh when due),
 * its tracking links, the visits not counted as clicks and its clicks per day with when they were
 * rolled up; undefined when the report does not show it.
 */
export async function readBroadcastReport(
  db: Database,
  insights: InsightReader,
  publicBaseUrl: string,
  broadcastId: number,
): Promise<BroadcastReport | undefined> {
  const [row] = await selectReportRows(db).where(
    and(eq(broadcast.id, broadcastId), reportedCondition()),
  );
  if (!row) return undefined;
  const report = toReportRow(row);
  const [insight, links, points, computedAt] = await Promise.all([
    insights.current({
      broadcastId,
      startedAt: row.startedAt,
      finishedAt: row.finishedAt,
      sent: row.sent,
      aggregationUnit: row.aggregationUnit,
      insight: report.insight,
    }),
    linksOf(db, broadcastId, row.startedAt, row.sent, publicBaseUrl),
    clicksOverTime(db, broadcastId, row.startedAt),
    clicksRolledUpAt(db),
  ]);
  return {
    ...report,
    insight,
    links,
    discarded: sumDiscardedVisits(links.map((link) => link.discarded)),
    clicksOverTime: points,
    computedAt,
  };
}
