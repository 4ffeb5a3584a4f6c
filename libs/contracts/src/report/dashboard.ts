import { Type, type Static } from '@sinclair/typebox';
import { patternText, rowId } from '../field-rules';
import type { BroadcastQuota } from '../broadcast/broadcasts';

/**
 * The dashboard (issue 14, Super Admin): the programme's month at a glance. Its numbers are read
 * from daily rollups kept current by a job, never from scans of the click or citizen tables.
 */
export const DASHBOARD_MESSAGES = {
  badMonth: 'เดือนไม่ถูกต้อง',
  quotaUnavailable: 'ติดต่อ LINE เพื่ออ่านโควตาไม่ได้ในขณะนี้',
} as const;

/** `GET /api/dashboard?month=YYYY-MM&regionId=`: a Bangkok calendar month (default: this one). */
export const DashboardQuery = Type.Object(
  {
    month: Type.Optional(patternText(/^\d{4}-(0[1-9]|1[0-2])$/, DASHBOARD_MESSAGES.badMonth)),
    /** Break the provinces of this region down (absent: the provinces of every region). */
    regionId: Type.Optional(rowId()),
  },
  { additionalProperties: false },
);
export type DashboardQuery = Static<typeof DashboardQuery>;

/** One day of the following trend. */
export interface FollowingPoint {
  /** 'YYYY-MM-DD', a Bangkok day. */
  day: string;
  following: number;
}

/** One area's line of the breakdown (a health region or a province). */
export interface DashboardAreaRow {
  id: number;
  name: string;
  following: number;
  broadcastsSent: number;
  messagesSent: number;
  clicks: number;
}

export interface DashboardTopBroadcast {
  broadcastId: number;
  title: string;
  unitName: string;
  sent: number;
  clicks: number;
  uniqueClicks: number;
  clickThroughRate: number;
}

export interface Dashboard {
  /** 'YYYY-MM' */
  month: string;
  /** Citizens following now (as of the last rollup) and each day of the month so far. */
  following: number;
  followingTrend: FollowingPoint[];
  /** Broadcasts that went out in the month, and their messages sent (recipients × messages). */
  broadcastsSent: number;
  messagesSent: number;
  /** Messages LINE reports delivered in the month. */
  messagesDelivered: number;
  /** This month's quota from LINE; null when LINE could not be reached. */
  quota: BroadcastQuota | null;
  clicks: number;
  uniqueClicks: number;
  /** Unique clicks over recipients of the month's broadcasts. */
  clickThroughRate: number;
  byRegion: DashboardAreaRow[];
  byProvince: DashboardAreaRow[];
  topBroadcasts: DashboardTopBroadcast[];
  /** ISO 8601: when the rollups were last brought up to date. */
  rolledUpAt: string | null;
}
