import {
  EXPORT_MAX_ROWS,
  EXPORT_MESSAGES,
  formatThaiDateStamp,
  type ExportFormat,
} from '@hbc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordActivity } from '../areas/activity-log/record-activity';
import { badRequest } from '../http-errors';
import { staffOf } from '../plugins/app/auth';
import { EXPORT_LOG } from './export-activity';
import type { ExportColumn } from './export-column';
import { sendExport, type ExportFileName } from './send-export';

/** An export of an area's rows, counted and about to be read. */
export interface LoggedExport<Row> {
  format: ExportFormat;
  /** How many rows the file holds. */
  total: number;
  /** The rows in file order, read lazily in batches (nothing is read before the file is sent). */
  rows: AsyncIterable<Row>;
  columns: readonly ExportColumn<NoInfer<Row>>[];
  /** The file's names without date or extension: `{ ascii: 'regions', thai: 'เขตสุขภาพ' }`. */
  file: ExportFileName;
  /** The area's menu and subject in the activity log. */
  activity: { menu: string; subject: string };
}

/** `name` followed by the Thai date of `at`: `regions-2569-11-23`, `เขตสุขภาพ-2569-11-23`. */
export function datedFileName(name: ExportFileName, at: Date): ExportFileName {
  const stamp = formatThaiDateStamp(at);
  return {
    ascii: `${name.ascii}-${stamp}`,
    ...(name.thai ? { thai: `${name.thai}-${stamp}` } : {}),
  };
}

/**
 * Sends an export the signed-in staff member asked for: refuses in Thai (400) more rows than
 * EXPORT_MAX_ROWS, writes the export to the activity log (its own statement, before any byte is
 * sent), then streams the file, dated today, as `sendExport` does.
 */
export async function sendLoggedExport<Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  exported: LoggedExport<Row>,
): Promise<FastifyReply> {
  const { total } = exported;
  if (total > EXPORT_MAX_ROWS) {
    throw badRequest([{ path: '', message: EXPORT_MESSAGES.tooManyRows(total, EXPORT_MAX_ROWS) }]);
  }
  await recordActivity(request.server.db, staffOf(request), {
    action: EXPORT_LOG.action,
    menu: exported.activity.menu,
    subject: exported.activity.subject,
    description: EXPORT_LOG.description(exported.format, total),
  });
  return sendExport(reply, {
    format: exported.format,
    name: datedFileName(exported.file, new Date()),
    columns: exported.columns,
    total,
    rows: exported.rows,
  });
}
