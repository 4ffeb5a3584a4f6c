import { ACTIVITY_MENU, BROADCAST_STATUS_LABELS } from '@hbc/contracts';
import type { ExportColumn } from '../export';
import { clickThroughRate, type ReportDbRow } from './report-rows';

/** A rate (0–1) as a percentage with two decimals. */
export function percentOf(rate: number): number {
  return Math.round(rate * 10_000) / 100;
}

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
  { header: 'เปิดอ่าน', value: (row) => row.uniqueImpressions },
  { header: 'คลิก (LINE)', value: (row) => row.lineUniqueClicks },
  { header: 'เล่นวิดีโอ', value: (row) => row.uniqueVideoPlays },
  { header: 'คลิกลิงก์', value: (row) => row.clicks },
  { header: 'คลิกไม่ซ้ำ', value: (row) => row.uniqueClicks },
  {
    header: 'อัตราการคลิก (%)',
    value: (row) => percentOf(clickThroughRate(row.uniqueClicks, row.sent)),
    width: 18,
  },
];

export const REPORT_EXPORT_FILE = { ascii: 'broadcast-report', thai: 'รายงานบรอดแคสต์' };

export const REPORT_EXPORT_LOG = { menu: ACTIVITY_MENU.report, subject: 'รายงานบรอดแคสต์' };
