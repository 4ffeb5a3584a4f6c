import { trackingShortUrl, type TrackingUrlRecord } from '@hbc/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { unitOfRecord } from '../../db/unit-scope';
import { createdByName, withCreator } from '../../db/edited-by';
import { broadcast, broadcastTrackingUrl, clickDaily, trackingUrl, unit } from '../../db/schema';

/** Clicks and unique clicks per link, summed from the daily rollup over the rows `where` picks. */
function clickTotals(db: Database, where: SQL) {
  return db
    .select({
      trackingUrlId: clickDaily.trackingUrlId,
      clicks: sql<number>`sum(${clickDaily.clicks})`.mapWith(Number).as('clicks'),
      uniqueClicks: sql<number>`sum(${clickDaily.uniqueClicks})`
        .mapWith(Number)
        .as('unique_clicks'),
    })
    .from(clickDaily)
    .where(where)
    .groupBy(clickDaily.trackingUrlId)
    .as('click_totals');
}

/** Broadcasts past their draft that carried the link: while any does, it may not be deleted. */
export const sentBroadcastCount = sql<number>`(
  select count(*) from ${broadcastTrackingUrl}
  join ${broadcast} on ${broadcast.id} = ${broadcastTrackingUrl.broadcastId}
  where ${broadcastTrackingUrl.trackingUrlId} = ${trackingUrl.id} and ${broadcast.status} <> 'DRAFT'
)`.mapWith(Number);

/**
 * `select … from tracking_url join unit` with its creator, its click totals and the sent
 * broadcasts that carried it, to which a caller adds conditions. `totalsOf` picks the
 * `click_daily` rows to add up (the unit's for a list, the link's for one). The totals are the
 * rollup's: clicks since its last run are not in them yet.
 */
export function selectTrackingUrlRows(db: Database, totalsOf: SQL) {
  const totals = clickTotals(db, totalsOf);
  const rows = db
    .select({
      id: trackingUrl.id,
      unitId: trackingUrl.unitId,
      unitName: unit.name,
      name: trackingUrl.name,
      code: trackingUrl.code,
      targetUrl: trackingUrl.targetUrl,
      enabled: trackingUrl.enabled,
      clicks: sql<number>`coalesce(${totals.clicks}, 0)`.mapWith(Number),
      uniqueClicks: sql<number>`coalesce(${totals.uniqueClicks}, 0)`.mapWith(Number),
      broadcastCount: sentBroadcastCount,
      createdByName,
      createdAt: trackingUrl.createdAt,
      updatedAt: trackingUrl.updatedAt,
    })
    .from(trackingUrl)
    .innerJoin(unit, eq(unit.id, trackingUrl.unitId))
    .$dynamic();
  return {
    totals,
    rows: withCreator(rows, trackingUrl).leftJoin(totals, eq(totals.trackingUrlId, trackingUrl.id)),
  };
}

export type TrackingUrlRow = Awaited<ReturnType<typeof selectTrackingUrlRows>['rows']>[number];

/** A row as the API answers it, with its short link under `publicBaseUrl`. */
export function toTrackingUrlRecord(row: TrackingUrlRow, publicBaseUrl: string): TrackingUrlRecord {
  return {
    ...row,
    shortUrl: trackingShortUrl(publicBaseUrl, row.code),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Tracking link `id` as the API answers it, or undefined when there is none. */
export async function readTrackingUrl(
  db: Database,
  id: number,
  publicBaseUrl: string,
): Promise<TrackingUrlRecord | undefined> {
  const [row] = await selectTrackingUrlRows(db, eq(clickDaily.trackingUrlId, id)).rows.where(
    eq(trackingUrl.id, id),
  );
  return row && toTrackingUrlRecord(row, publicBaseUrl);
}

/** Tracking link `id`'s unit (its scope), or undefined when there is no such link. */
export const trackingUrlUnitOf = (db: Database, id: number) => unitOfRecord(db, trackingUrl, id);
