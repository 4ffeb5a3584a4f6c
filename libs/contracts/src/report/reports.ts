import { Type, type Static } from '@sinclair/typebox';
import { rowId } from '../field-rules';
import { type ListQuery } from '../list-query';
import { listQuerySchema, stringEnum } from '../list-query-schema';
import { broadcastDay } from '../broadcast/broadcasts';
import { BROADCAST_STATUSES, type BroadcastStatus } from '../broadcast/broadcast-status';

/**
 * The broadcast report (issue 14): per broadcast, what was sent (our counts), what LINE saw
 * (its insight) and what was clicked (tracking links). LV1 and LV2 read their unit's, Super
 * Admin every unit's.
 */
export const REPORT_MESSAGES = {
  insightUnavailable: 'ยังไม่มีข้อมูลจาก LINE (LINE สรุปข้อมูลหลังส่งประมาณ 1 วัน)',
  noBroadcasts: 'ไม่พบบรอดแคสต์ในช่วงที่เลือก',
  /** A figure LINE hides because fewer than 20 users made it. */
  underTwenty: 'น้อยกว่า 20',
} as const;

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

/** `POST /api/report/summary`: the filters of the list, no page. */
export const ReportSummaryBody = Type.Object(
  { filters: Type.Optional(ReportListBody.properties.filters) },
  { additionalProperties: false },
);
export type ReportSummaryBody = Static<typeof ReportSummaryBody>;
