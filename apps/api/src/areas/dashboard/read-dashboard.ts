import type { BroadcastQuota, Dashboard, DashboardAreaRow } from '@hbc/contracts';
import type { Database } from '../../db/database';
import { followerProfileAt } from '../../engine/rollup/follower-profile-rollup';
import { healthRegions, provinceFigures, type ProvinceFigures } from './area-figures';
import { clicksByUnit, clickTotals, monthClickFigures, topBroadcasts } from './click-figures';
import type { DashboardMonth } from './dashboard-month';
import { followerFigures } from './follower-figures';
import { readChannelCheck } from '../health/line-channel-check';
import {
  clickThroughRate,
  followingNow,
  followingTrend,
  monthBroadcasts,
  monthDeliveries,
  rolledUpAt,
} from './dashboard-queries';

const areaRow = (id: number, name: string, provinces: ProvinceFigures[]): DashboardAreaRow => ({
  id,
  name,
  following: provinces.reduce((sum, p) => sum + p.following, 0),
  broadcastsSent: provinces.reduce((sum, p) => sum + p.broadcastsSent, 0),
  messagesSent: provinces.reduce((sum, p) => sum + p.messagesSent, 0),
  clicks: provinces.reduce((sum, p) => sum + p.clicks, 0),
});

/** The month's clicks (one pass over them), then what is made of them: the areas and the top broadcasts. */
async function clickParts(db: Database, month: DashboardMonth) {
  const figures = await monthClickFigures(db, month);
  const [provinces, top] = await Promise.all([
    provinceFigures(db, month, clicksByUnit(figures)),
    topBroadcasts(db, figures),
  ]);
  return { totals: clickTotals(figures), provinces, top };
}

/**
 * The dashboard of `month`: its queries at once (each on a connection of its own on PostgreSQL),
 * LINE's quota among them. The provinces of `regionId` (all 77 without it) are broken down; every
 * region is, from the same province figures. The followers' profile is that of the units of
 * `regionId` (every unit without it).
 */
export async function readDashboard(
  db: Database,
  month: DashboardMonth,
  regionId: number | undefined,
  quota: () => Promise<BroadcastQuota | null>,
): Promise<Dashboard> {
  const [
    following,
    trend,
    broadcasts,
    delivered,
    clicks,
    regions,
    at,
    quotaNow,
    followers,
    followersAt,
    lineChannels,
  ] = await Promise.all([
    followingNow(db),
    followingTrend(db, month),
    monthBroadcasts(db, month),
    monthDeliveries(db, month),
    clickParts(db, month),
    healthRegions(db),
    rolledUpAt(db),
    quota(),
    followerFigures(db, regionId),
    followerProfileAt(db),
    readChannelCheck(db),
  ]);
  const { totals, provinces, top } = clicks;
  return {
    month: month.month,
    following,
    followingTrend: trend,
    broadcastsSent: broadcasts.broadcastsSent,
    urgentBroadcastsSent: broadcasts.urgentBroadcastsSent,
    messagesSent: broadcasts.messagesSent,
    messagesDelivered: delivered.delivered,
    quota: quotaNow,
    clicks: totals.clicks,
    uniqueClicks: totals.uniqueClicks,
    clickThroughRate: clickThroughRate(totals.uniqueClicks, broadcasts.recipients),
    byRegion: regions.map((region) =>
      areaRow(
        region.id,
        region.name,
        provinces.filter((p) => p.regionId === region.id),
      ),
    ),
    byProvince: provinces
      .filter((p) => regionId === undefined || p.regionId === regionId)
      .map((p) => ({
        id: p.id,
        name: p.name,
        following: p.following,
        broadcastsSent: p.broadcastsSent,
        messagesSent: p.messagesSent,
        clicks: p.clicks,
      })),
    topBroadcasts: top,
    followers,
    followersAt,
    rolledUpAt: at,
    deliveriesReadAt: delivered.readAt,
    lineChannels,
  };
}
