import {
  ACTIVITY_MENU,
  BROADCAST_STATUS_LABELS,
  DISCARD_REASON_LABELS,
  DISCARD_REASONS,
  REPORT_MESSAGES,
  type ReportListQuery,
} from '@hbc/contracts';
import type { Database } from '../../db/database';
import type { ListViewer } from '../../db/unit-scope';
import type { ExportColumn } from '../../export';
import { reportListSource, type ReportListSource } from './report-list-source';
import { clickThroughRate, selectReportRowsWithDiscarded, type ReportDbRow } from './report-rows';

/** One of LINE's figures: empty before LINE was read, 'น้อยกว่า 20' where LINE hides it. */
function lineFigure(row: ReportDbRow, figure: number | null): number | string | null {
  if (row.insightReadAt === null) return null;
  return figure ?? REPORT_MESSAGES.underTwenty;
}

/** A rate (0–1) as a percentage with two decimals. */
export function percentOf(rate: number): number {
  return Math.round(rate * 10_000) / 100;
}

/** What the report's export says of the visits not counted as clicks: in all, then per reason. */
export const REPORT_EXPORT_DISCARDED_HEADERS = {
  total: 'ไม่นับเป็นคลิก (รวม)',
  reason: (label: string) => `ไม่นับเป็นคลิก: ${label}`,
} as const;

const discardedColumns: readonly ExportColumn<ReportDbRow>[] = [
  {
    header: REPORT_EXPORT_DISCARDED_HEADERS.total,
    value: (row) => row.discarded?.total ?? null,
    width: 20,
  },
  ...DISCARD_REASONS.map((reason): ExportColumn<ReportDbRow> => ({
    header: REPORT_EXPORT_DISCARDED_HEADERS.reason(DISCARD_REASON_LABELS[reason]),
    value: (row) => row.discarded?.byReason[reason] ?? null,
    width: 28,
  })),
];

/**
 * The columns of the report's export, one row per broadcast. LINE's figures are empty while its
 * insight has not been read.
 */
export const REPORT_EXPORT_COLUMNS: readonly ExportColumn<ReportDbRow>[] = [
  { header: 'ชื่อบรอดแคสต์', value: (row) => row.title, width: 40 },
  { header: 'หน่วยบริการ', value: (row) => row.unitName, width: 32 },
  { header: 'จังหวัด', value: (row) => row.provinceName, width: 18 },
  { header: 'เขตสุขภาพ', value: (row) => row.regionName, width: 18 },
  { header: 'สถานะ', value: (row) => BROADCAST_STATUS_LABELS[row.status], width: 16 },
  { header: 'วันที่ส่ง', value: (row) => row.startedAt, width: 18 },
  { header: 'ผู้รับ', value: (row) => row.recipients },
  { header: 'ยกเว้น', value: (row) => row.excluded },
  { header: 'ส่งสำเร็จ', value: (row) => row.sent },
  { header: 'ส่งไม่สำเร็จ', value: (row) => row.failed },
  { header: 'ส่งถึง (LINE)', value: (row) => row.delivered },
  { header: 'เปิดอ่าน', value: (row) => lineFigure(row, row.uniqueImpressions) },
  { header: 'คลิก (LINE)', value: (row) => lineFigure(row, row.lineUniqueClicks) },
  { header: 'เล่นวิดีโอ', value: (row) => lineFigure(row, row.uniqueVideoPlays) },
  { header: 'คลิกลิงก์', value: (row) => row.clicks },
  { header: 'คลิกไม่ซ้ำ', value: (row) => row.uniqueClicks },
  {
    header: 'อัตราการคลิก (%)',
    value: (row) => percentOf(clickThroughRate(row.uniqueClicks, row.sent)),
    width: 18,
  },
  ...discardedColumns,
];

/** The list's source with each row's visits not counted as clicks: what the export reads. */
export function reportExportSource(
  db: Database,
  viewer: ListViewer,
  query: Pick<ReportListQuery, 'filters'>,
): ReportListSource {
  return { ...reportListSource(db, viewer, query), rows: selectReportRowsWithDiscarded(db) };
}

export const REPORT_EXPORT_FILE = { ascii: 'broadcast-report', thai: 'รายงานบรอดแคสต์' };

export const REPORT_EXPORT_LOG = { menu: ACTIVITY_MENU.report, subject: 'รายงานบรอดแคสต์' };
