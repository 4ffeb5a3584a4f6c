import { Type, type Static } from '@sinclair/typebox';
import { nullable, stringEnum } from '../list-query-schema';
import { BROADCAST_STATUSES } from '../broadcast/broadcast-status';
import { DISCARD_REASONS, type DiscardReason } from '../tracking/discarded-visits';
import { InsightScopeSchema } from './aggregation-units';

/**
 * What the broadcast report's calls answer. The API validates its answers with these schemas; the
 * types derive from them.
 */
const Count = Type.Integer({ minimum: 0 });
const Rate = Type.Number({ minimum: 0 });
/** ISO 8601 */
const Instant = Type.String({ format: 'date-time' });

/**
 * What LINE's insight API says of a broadcast (summed over its multicast requests). LINE hides a
 * figure of fewer than 20 users (null): the console says "under 20", never 0.
 */
export const BroadcastInsightSchema = Type.Object({
  delivered: Count,
  uniqueImpressions: nullable(Count),
  uniqueClicks: nullable(Count),
  uniqueVideoPlays: nullable(Count),
  /** When it was read from LINE. */
  readAt: Instant,
});
export type BroadcastInsight = Static<typeof BroadcastInsightSchema>;

const reportRowProperties = {
  broadcastId: Type.Integer(),
  title: Type.String(),
  unitId: Type.Integer(),
  unitName: Type.String(),
  provinceName: Type.String(),
  regionName: Type.String(),
  status: stringEnum(BROADCAST_STATUSES),
  startedAt: nullable(Instant),
  finishedAt: nullable(Instant),
  recipients: Count,
  excluded: Count,
  /** Held back by the frequency cap at its snapshot. */
  capped: Count,
  sent: Count,
  failed: Count,
  /** Urgent (approved by a second person; the send window and the cap did not apply). */
  urgent: Type.Boolean(),
  /** Null until LINE's insight has been read for it. */
  insight: nullable(BroadcastInsightSchema),
  /** Whose statistics `insight` is: the broadcast's own, its health unit's month's, or none. */
  insightScope: InsightScopeSchema,
  /** Tracking-link clicks attributed to the broadcast (bots and previews left out). */
  clicks: Count,
  /** One per person per link per hour. */
  uniqueClicks: Count,
  /** `uniqueClicks / sent` (0 when nothing was sent). */
  clickThroughRate: Rate,
};

/** `POST /api/report/list`: one broadcast's row of the report. */
export const ReportRowSchema = Type.Object(reportRowProperties);
export type ReportRow = Static<typeof ReportRowSchema>;

/** Visits not counted as clicks (`DiscardedVisits`): in all, and per reason. */
const DiscardedVisitsSchema = Type.Object({
  total: Count,
  byReason: Type.Object(
    Object.fromEntries(DISCARD_REASONS.map((reason) => [reason, Count])) as Record<
      DiscardReason,
      typeof Count
    >,
  ),
});

/** Clicks in one Bangkok day (the daily click rollups); `at` is the day's start (00:00 in Bangkok). */
export const ClickPointSchema = Type.Object({ at: Instant, clicks: Count, uniqueClicks: Count });
export type ClickPoint = Static<typeof ClickPointSchema>;

/** One tracking link of a broadcast, in its report. */
export const ReportLinkRowSchema = Type.Object({
  trackingUrlId: Type.Integer(),
  name: Type.String(),
  shortUrl: Type.String(),
  targetUrl: Type.String(),
  clicks: Count,
  uniqueClicks: Count,
  clickThroughRate: Rate,
  /** Visits through the broadcast not counted as clicks, by reason. */
  discarded: DiscardedVisitsSchema,
});
export type ReportLinkRow = Static<typeof ReportLinkRowSchema>;

/** `GET /api/report/{broadcastId}`: a broadcast's report with its links and clicks over time. */
export const BroadcastReportSchema = Type.Object({
  ...reportRowProperties,
  links: Type.Array(ReportLinkRowSchema),
  /** Its links' visits not counted as clicks, by reason (the sum of the links'). */
  discarded: DiscardedVisitsSchema,
  /**
   * One point per Bangkok day from the day sending started to the last day clicked, days
   * without clicks at 0 (the rollups are daily: no hourly points).
   */
  clicksOverTime: Type.Array(ClickPointSchema),
  /** When its clicks were last rolled up (null: never); LINE's figures carry `insight.readAt`. */
  computedAt: nullable(Instant),
});
export type BroadcastReport = Static<typeof BroadcastReportSchema>;

/** `POST /api/report/summary`: the totals of the report's rows under the same filters, with clicks per day. */
export const ReportSummarySchema = Type.Object({
  broadcasts: Count,
  /** Of `broadcasts`, the urgent ones. */
  urgentBroadcasts: Count,
  recipients: Count,
  excluded: Count,
  capped: Count,
  sent: Count,
  failed: Count,
  delivered: Count,
  clicks: Count,
  uniqueClicks: Count,
  clickThroughRate: Rate,
  clicksByDay: Type.Array(ClickPointSchema),
  /** When the clicks were last rolled up (null: never). */
  computedAt: nullable(Instant),
  /** When LINE's insight of `delivered` was last read; null when LINE has counted none yet. */
  deliveriesReadAt: nullable(Instant),
  /** Broadcasts LINE has not counted yet (left out of `delivered`). */
  deliveriesPending: Count,
});
export type ReportSummary = Static<typeof ReportSummarySchema>;
