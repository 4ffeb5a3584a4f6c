import { Type, type Static } from '@sinclair/typebox';
import { rowId } from '../field-rules';
import { listQuerySchema, stringEnum, type ListQuery } from '../list-query';
import { broadcastDay } from '../broadcast/broadcasts';
import { BROADCAST_STATUSES, type BroadcastStatus } from '../broadcast/broadcast-status';
import type { DiscardedVisits } from '../tracking/discarded-visits';

/**
 * The broadcast report (issue 14): per broadcast, what was sent (our counts), what LINE saw
 * (its insight) and what was clicked (tracking links). LV1 and LV2 read their unit's, Super
 * Admin every unit's.
 */
export const REPORT_MESSAGES = {
  insightUnavailable: 'ยังไม่มีข้อมูลจาก LINE (LINE สรุปข้อมูลหลังส่งประมาณ 1 วัน)',
  noBroadcasts: 'ไม่พบบรอดแคสต์ในช่วงที่เลือก',
} as const;

/** What LINE's insight API says of a broadcast (summed over its multicast requests). */
export interface BroadcastInsight {
  delivered: number;
  uniqueImpressions: number;
  uniqueClicks: number;
  uniqueVideoPlays: number;
  /** ISO 8601: when it was read from LINE. */
  readAt: string;
}

/** One broadcast's row of the report. */
export interface ReportRow {
  broadcastId: number;
  title: string;
  unitId: number;
  unitName: string;
  provinceName: string;
  regionName: string;
  status: BroadcastStatus;
  /** ISO 8601 */
  startedAt: string | null;
  finishedAt: string | null;
  recipients: number;
  excluded: number;
  sent: number;
  failed: number;
  /** Null until LINE's insight has been read for it. */
  insight: BroadcastInsight | null;
  /** Tracking-link clicks attributed to the broadcast (bots and previews left out). */
  clicks: number;
  /** One per person per link per hour. */
  uniqueClicks: number;
  /** `uniqueClicks / sent` (0 when nothing was sent). */
  clickThroughRate: number;
}

/** One tracking link of a broadcast, in its report. */
export interface ReportLinkRow {
  trackingUrlId: number;
  name: string;
  shortUrl: string;
  targetUrl: string;
  clicks: number;
  uniqueClicks: number;
  clickThroughRate: number;
  /** Visits through the broadcast not counted as clicks, by reason. */
  discarded: DiscardedVisits;
}

/** Clicks in one Bangkok day (the daily click rollups). */
export interface ClickPoint {
  /** ISO 8601: the day's start (00:00 in Bangkok). */
  at: string;
  clicks: number;
  uniqueClicks: number;
}

/** `GET /api/report/{broadcastId}`: a broadcast's report with its links and clicks over time. */
export interface BroadcastReport extends ReportRow {
  links: ReportLinkRow[];
  /** Its links' visits not counted as clicks, by reason (the sum of the links'). */
  discarded: DiscardedVisits;
  /**
   * One point per Bangkok day from the day sending started to the last day clicked, days
   * without clicks at 0 (the rollups are daily: no hourly points).
   */
  clicksOverTime: ClickPoint[];
}

export const REPORT_SORT_FIELDS = ['startedAt', 'title', 'sent', 'clicks'] as const;
export type ReportSortField = (typeof REPORT_SORT_FIELDS)[number];

/**
 * `POST /api/report/list` (and `/api/report/export`): broadcasts that were sent or are sending,
 * whose sending started within `from`–`to` (Bangkok days, inclusive). Super Admin narrows by
 * region, province or unit; LV1 and LV2 always read their own unit.
 */
export const REPORT_LIST_DECLARATION = {
  sort: REPORT_SORT_FIELDS,
  filters: {
    from: broadcastDay,
    to: broadcastDay,
    status: stringEnum(BROADCAST_STATUSES),
    regionId: rowId(),
    provinceId: rowId(),
    unitId: rowId(),
  },
};
export const ReportListBody = listQuerySchema(REPORT_LIST_DECLARATION);
export interface ReportFilters {
  from: string;
  to: string;
  status: BroadcastStatus;
  regionId: number;
  provinceId: number;
  unitId: number;
}
export type ReportListQuery = ListQuery<ReportSortField, ReportFilters>;

/** The totals of the report's rows under the same filters, with clicks per day. */
export interface ReportSummary {
  broadcasts: number;
  recipients: number;
  excluded: number;
  sent: number;
  failed: number;
  delivered: number;
  clicks: number;
  uniqueClicks: number;
  clickThroughRate: number;
  clicksByDay: ClickPoint[];
}

/** `POST /api/report/summary`: the filters of the list, no page. */
export const ReportSummaryBody = Type.Object(
  { filters: Type.Optional(ReportListBody.properties.filters) },
  { additionalProperties: false },
);
export type ReportSummaryBody = Static<typeof ReportSummaryBody>;
