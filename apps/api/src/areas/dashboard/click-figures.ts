import type { DashboardTopBroadcast } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { broadcast, clickDaily, unit } from '../../db/schema';
import type { DashboardMonth } from './dashboard-month';
import { clickThroughRate, integerArray, num } from './dashboard-queries';

/** A unit's clicks of the month through one broadcast (0: straight on the link). */
export interface ClickFigure {
  unitId: number;
  broadcastId: number;
  clicks: number;
  uniqueClicks: number;
}

/**
 * The month's clicks by unit and broadcast: the dashboard's one pass over the month's
 * `click_daily` rows (days × links × broadcasts), a few thousand figures to add up from.
 */
export async function monthClickFigures(
  db: Database,
  month: DashboardMonth,
): Promise<ClickFigure[]> {
  const { rows } = await db.execute<Record<keyof ClickFigure, string | number>>(sql`
    select unit_id as "unitId", broadcast_id as "broadcastId",
           sum(clicks) as clicks, sum(unique_clicks) as "uniqueClicks"
    from ${clickDaily} where day >= ${month.from} and day < ${month.to}
    group by unit_id, broadcast_id`);
  return rows.map((row) => ({
    unitId: num(row.unitId),
    broadcastId: num(row.broadcastId),
    clicks: num(row.clicks),
    uniqueClicks: num(row.uniqueClicks),
  }));
}

export function clickTotals(figures: readonly ClickFigure[]) {
  return {
    clicks: figures.reduce((sum, f) => sum + f.clicks, 0),
    uniqueClicks: figures.reduce((sum, f) => sum + f.uniqueClicks, 0),
  };
}

/** Clicks of the month by unit (of the link clicked). */
export function clicksByUnit(figures: readonly ClickFigure[]): Map<number, number> {
  const byUnit = new Map<number, number>();
  for (const f of figures) byUnit.set(f.unitId, (byUnit.get(f.unitId) ?? 0) + f.clicks);
  return byUnit;
}

/** The `limit` broadcasts clicked most (ties: the older first), with their clicks. */
export function mostClicked(figures: readonly ClickFigure[], limit: number) {
  const byBroadcast = new Map<number, { clicks: number; uniqueClicks: number }>();
  for (const f of figures) {
    if (f.broadcastId === 0) continue;
    const sum = byBroadcast.get(f.broadcastId) ?? { clicks: 0, uniqueClicks: 0 };
    byBroadcast.set(f.broadcastId, {
      clicks: sum.clicks + f.clicks,
      uniqueClicks: sum.uniqueClicks + f.uniqueClicks,
    });
  }
  return [...byBroadcast.entries()]
    .map(([broadcastId, sum]) => ({ broadcastId, ...sum }))
    .sort((a, b) => b.clicks - a.clicks || a.broadcastId - b.broadcastId)
    .slice(0, limit);
}

/** The month's most-clicked broadcasts with their title, unit and recipients, in that order. */
export async function topBroadcasts(
  db: Database,
  figures: readonly ClickFigure[],
  limit = 10,
): Promise<DashboardTopBroadcast[]> {
  const top = mostClicked(figures, limit);
  if (top.length === 0) return [];
  const { rows } = await db.execute<{ id: number; title: string; unitName: string; sent: number }>(
    sql`select b.id, b.title, u.name as "unitName", b.sent_count as sent
        from ${broadcast} b join ${unit} u on u.id = b.unit_id
        where b.id = any(${integerArray(top.map((t) => t.broadcastId))}::int[])`,
  );
  const byId = new Map(rows.map((row) => [num(row.id), row]));
  return top.flatMap((t) => {
    const found = byId.get(t.broadcastId);
    if (!found) return [];
    const sent = num(found.sent);
    return [
      {
        broadcastId: t.broadcastId,
        title: found.title,
        unitName: found.unitName,
        sent,
        clicks: t.clicks,
        uniqueClicks: t.uniqueClicks,
        clickThroughRate: clickThroughRate(t.uniqueClicks, sent),
      },
    ];
  });
}
