import { ACTIVITY_ACTION, EXPORT_FORMAT_LABELS, type ExportFormat } from '@hbc/contracts';

/** The activity log's words for an export (the menu and subject are the area's). */
export const EXPORT_LOG = {
  action: ACTIVITY_ACTION.export,
  description: (format: ExportFormat, rows: number) =>
    `ส่งออกไฟล์ ${EXPORT_FORMAT_LABELS[format]} จำนวน ${rows.toLocaleString('th-TH')} แถว`,
} as const;
