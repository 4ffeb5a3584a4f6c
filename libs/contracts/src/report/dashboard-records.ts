import { Type, type Static } from '@sinclair/typebox';
import { BroadcastQuotaSchema } from '../broadcast/broadcast-records';
import { LineChannelCheckSchema } from '../line-channel';
import { SegmentBreakdownSchema } from '../segment/segment-records';

/**
 * What `GET /api/dashboard` answers. The API validates its answer with these schemas; the types
 * derive from them.
 */
const Count = Type.Integer({ minimum: 0 });
const Rate = Type.Number({ minimum: 0 });

/** One day of the following trend; `day` is 'YYYY-MM-DD', a Bangkok day. */
export const FollowingPointSchema = Type.Object({ day: Type.String(), following: Count });
export type FollowingPoint = Static<typeof FollowingPointSchema>;

/** One area's line of the breakdown (a health region or a province). */
export const DashboardAreaRowSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  following: Count,
  broadcastsSent: Count,
  messagesSent: Count,
  clicks: Count,
});
export type DashboardAreaRow = Static<typeof DashboardAreaRowSchema>;

export const DashboardTopBroadcastSchema = Type.Object({
  broadcastId: Type.Integer(),
  title: Type.String(),
  unitName: Type.String(),
  sent: Count,
  clicks: Count,
  uniqueClicks: Count,
  clickThroughRate: Rate,
});
export type DashboardTopBroadcast = Static<typeof DashboardTopBroadcastSchema>;

export const DashboardSchema = Type.Object({
  /** 'YYYY-MM' */
  month: Type.String(),
  /** Citizens following now (as of the last rollup) and each day of the month so far. */
  following: Count,
  followingTrend: Type.Array(FollowingPointSchema),
  /** Broadcasts that went out in the month, and their messages sent (recipients × messages). */
  broadcastsSent: Count,
  /** Of `broadcastsSent`, the urgent ones. */
  urgentBroadcastsSent: Count,
  messagesSent: Count,
  /** Messages LINE reports delivered in the month. */
  messagesDelivered: Count,
  /** This month's quota from LINE; null when LINE could not be reached. */
  quota: Type.Union([BroadcastQuotaSchema, Type.Null()]),
  clicks: Count,
  uniqueClicks: Count,
  /** Unique clicks over recipients of the month's broadcasts. */
  clickThroughRate: Rate,
  byRegion: Type.Array(DashboardAreaRowSchema),
  byProvince: Type.Array(DashboardAreaRowSchema),
  topBroadcasts: Type.Array(DashboardTopBroadcastSchema),
  /**
   * Citizens following now by age band (the segments' bands, 'unknown': no birth date), sex and
   * their own province (provinces with followers, most first), of the units of the region asked
   * for (every unit without one), as of `followersAt`.
   */
  followers: SegmentBreakdownSchema,
  /** ISO 8601: when `followers` was counted; null when it never was. */
  followersAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** ISO 8601: when the rollups (the clicks at least) were last brought up to date. */
  rolledUpAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** ISO 8601: when LINE's daily count of `messagesDelivered` was last read; null when LINE has counted no day of the month yet. */
  deliveriesReadAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Whether the LINE Login and Messaging API channels share a provider; null before any check. */
  lineChannels: Type.Union([LineChannelCheckSchema, Type.Null()]),
});
export type Dashboard = Static<typeof DashboardSchema>;
