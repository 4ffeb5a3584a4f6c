import {
  ACTIVITY_MENU,
  EXPORT_MAX_ROWS,
  ROLE_LABELS,
  type ActivityLogFilters,
  type ActivityLogRecord,
  type ActivityLogSortField,
  type ListExportQuery,
} from '@hbc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { sendLoggedExport, type ExportColumn } from '../../export';
import {
  activityLogEntries,
  activityLogWhere,
  countActivityLog,
  type ActivityLogViewer,
} from './activity-log-query';

/** The columns of the activity log's export, as the list shows them. */
export const ACTIVITY_LOG_EXPORT_COLUMNS: readonly ExportColumn<ActivityLogRecord>[] = [
  { header: 'วันเวลา', value: (entry) => new Date(entry.createdAt), width: 18 },
  { header: 'ผู้ใช้งาน', value: (entry) => entry.actorName, width: 28 },
  { header: 'บทบาท', value: (entry) => (entry.role ? ROLE_LABELS[entry.role] : null), width: 14 },
  { header: 'หน่วยบริการ', value: (entry) => entry.unitName, width: 36 },
  { header: 'การกระทำ', value: (entry) => entry.action, width: 20 },
  { header: 'เมนู', value: (entry) => entry.menu, width: 20 },
  { header: 'หัวข้อ', value: (entry) => entry.subject, width: 36 },
  { header: 'รายละเอียด', value: (entry) => entry.description, width: 60 },
  { header: 'IP', value: (entry) => entry.ip, width: 16 },
];

export const ACTIVITY_LOG_EXPORT_FILE = { ascii: 'activity-log', thai: 'ประวัติการใช้งาน' };

export const ACTIVITY_LOG_EXPORT_LOG = {
  menu: ACTIVITY_MENU.activityLog,
  subject: 'ประวัติการใช้งาน',
};

export type ActivityLogExportQuery = ListExportQuery<ActivityLogSortField, ActivityLogFilters>;

/**
 * `POST /api/setting/log/export`: the entries of the list's criteria, in its order, as XLSX or
 * CSV, read in keyset batches. Counted first (no further than one past EXPORT_MAX_ROWS, then
 * exactly, for the refusal's message); the export is itself logged.
 */
export async function sendActivityLogExport(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  query: ActivityLogExportQuery,
  viewer: ActivityLogViewer,
): Promise<FastifyReply> {
  const where = activityLogWhere(query, viewer);
  const counted = await countActivityLog(db, where, EXPORT_MAX_ROWS + 1);
  const total = counted > EXPORT_MAX_ROWS ? await countActivityLog(db, where) : counted;
  return sendLoggedExport(request, reply, {
    format: query.format,
    total,
    rows: activityLogEntries(db, query, viewer, { maxRows: EXPORT_MAX_ROWS }),
    columns: ACTIVITY_LOG_EXPORT_COLUMNS,
    file: ACTIVITY_LOG_EXPORT_FILE,
    activity: ACTIVITY_LOG_EXPORT_LOG,
  });
}
