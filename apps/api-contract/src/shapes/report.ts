import {
  BROADCAST_STATUSES,
  INSIGHT_SCOPES,
  LINE_CHANNEL_OUTCOMES,
  type BroadcastInsight,
  type BroadcastReport,
  type ClickPoint,
  type Dashboard,
  type DashboardAreaRow,
  type DashboardTopBroadcast,
  type DiscardedVisits,
  type FollowingPoint,
  type InsightScope,
  type LineChannelCheck,
  type ReportLinkRow,
  type ReportRow,
  type ReportSummary,
} from '@hbc/contracts';
import {
  arrayOf,
  boolean,
  day,
  instant,
  integer,
  nullable,
  number,
  object,
  oneOf,
  string,
  type Check,
  type Shape,
} from '../support/shape';
import { broadcastQuota } from './broadcast';
import { segmentBreakdown } from './segment';

const insight = object<BroadcastInsight>({
  delivered: integer,
  uniqueImpressions: nullable(integer),
  uniqueClicks: nullable(integer),
  uniqueVideoPlays: nullable(integer),
  readAt: instant,
});

const rowFields: Shape<ReportRow> = {
  broadcastId: integer,
  title: string,
  unitId: integer,
  unitName: string,
  provinceName: string,
  regionName: string,
  status: oneOf(BROADCAST_STATUSES),
  startedAt: nullable(instant),
  finishedAt: nullable(instant),
  recipients: integer,
  excluded: integer,
  capped: integer,
  sent: integer,
  failed: integer,
  urgent: boolean,
  insight: nullable(insight),
  insightScope: object<InsightScope>({
    kind: oneOf(INSIGHT_SCOPES),
    month: nullable(string),
  }),
  clicks: integer,
  uniqueClicks: integer,
  clickThroughRate: number,
};

export const reportRow: Check<ReportRow> = object<ReportRow>(rowFields);

const clickPoint = object<ClickPoint>({ at: instant, clicks: integer, uniqueClicks: integer });

const discardedVisits = object<DiscardedVisits>({
  total: integer,
  byReason: object<DiscardedVisits['byReason']>({
    PREVIEW: integer,
    CRAWLER: integer,
    PRELOAD: integer,
    SCRIPT: integer,
    REPEAT: integer,
  }),
});

const linkRow = object<ReportLinkRow>({
  trackingUrlId: integer,
  name: string,
  shortUrl: string,
  targetUrl: string,
  clicks: integer,
  uniqueClicks: integer,
  clickThroughRate: number,
  discarded: discardedVisits,
});

export const broadcastReport: Check<BroadcastReport> = object<BroadcastReport>({
  ...rowFields,
  links: arrayOf(linkRow),
  discarded: discardedVisits,
  clicksOverTime: arrayOf(clickPoint),
  computedAt: nullable(instant),
});

export const reportSummary: Check<ReportSummary> = object<ReportSummary>({
  broadcasts: integer,
  urgentBroadcasts: integer,
  recipients: integer,
  excluded: integer,
  capped: integer,
  sent: integer,
  failed: integer,
  delivered: integer,
  clicks: integer,
  uniqueClicks: integer,
  clickThroughRate: number,
  clicksByDay: arrayOf(clickPoint),
  computedAt: nullable(instant),
  deliveriesReadAt: nullable(instant),
  deliveriesPending: integer,
});

const areaRow = object<DashboardAreaRow>({
  id: integer,
  name: string,
  following: integer,
  broadcastsSent: integer,
  messagesSent: integer,
  clicks: integer,
});

const topBroadcast = object<DashboardTopBroadcast>({
  broadcastId: integer,
  title: string,
  unitName: string,
  sent: integer,
  clicks: integer,
  uniqueClicks: integer,
  clickThroughRate: number,
});

export const dashboard: Check<Dashboard> = object<Dashboard>({
  month: string,
  following: integer,
  followingTrend: arrayOf(object<FollowingPoint>({ day, following: integer })),
  broadcastsSent: integer,
  urgentBroadcastsSent: integer,
  messagesSent: integer,
  messagesDelivered: integer,
  quota: nullable(broadcastQuota),
  lineChannels: nullable(
    object<LineChannelCheck>({
      outcome: oneOf(LINE_CHANNEL_OUTCOMES),
      message: string,
      checkedAt: instant,
    }),
  ),
  clicks: integer,
  uniqueClicks: integer,
  clickThroughRate: number,
  byRegion: arrayOf(areaRow),
  byProvince: arrayOf(areaRow),
  topBroadcasts: arrayOf(topBroadcast),
  followers: segmentBreakdown,
  followersAt: nullable(instant),
  rolledUpAt: nullable(instant),
  deliveriesReadAt: nullable(instant),
});
