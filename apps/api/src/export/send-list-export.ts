import {
  EXPORT_MAX_ROWS,
  EXPORT_MESSAGES,
  formatThaiDateStamp,
  type ListExportQuery,
} from '@hbc/contracts';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordActivity } from '../activity-log/record-activity';
import { listOrder, listWhere, type ListSource } from '../db/list-query';
import { badRequest } from '../http-errors';
import { staffOf } from '../plugins/app/auth';
import { batchedRows } from './batched-rows';
import { EXPORT_LOG } from './export-activity';
import type { ExportColumn } from './export-column';
import { sendExport, type ExportFileName } from './send-export';

/** An area's export of its list, declared once next to the list's route. */
export interface ListExport<
  Field extends string,
  Row,
  Rows extends PgSelect,
  Total extends PgSelect,
> {
  /**
   * The list's own source, built from the export's criteria as the list builds it from its own.
   * (`rows` also names the row type, so that the columns' functions know it.)
   */
  source: ListSource<Field, Rows, Total> & { rows: PromiseLike<Row[]> };
  /** The columns, reading the rows `source.rows` selects (their type comes from the source). */
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
 * `POST /api/<area>/export`: every row of the list for the same search, sort and filters as
 * `listPage` takes, streamed as XLSX or CSV. Counts the rows first (400 past EXPORT_MAX_ROWS),
 * writes the export to the activity log (its own statement, before any byte is sent), then reads
 * the rows in batches of EXPORT_BATCH_SIZE in the list's order, only as fast as the client
 * downloads, and stops reading if the client goes away.
 */
export async function sendListExport<
  Field extends string,
  Row,
  Rows extends PgSelect,
  Total extends PgSelect & PromiseLike<{ total: number }[]>,
>(
  request: FastifyRequest,
  reply: FastifyReply,
  query: ListExportQuery<Field>,
  list: ListExport<Field, Row, Rows, Total>,
): Promise<FastifyReply> {
  const { source } = list;
  // The same rows and order as `listPage` gives a page of.
  const where = listWhere(query, source);
  const order = listOrder(query.sort, source);
  const [counted] = await source.total.where(where);
  const total = counted?.total ?? 0;
  if (total > EXPORT_MAX_ROWS) {
    throw badRequest([{ path: '', message: EXPORT_MESSAGES.tooManyRows(total, EXPORT_MAX_ROWS) }]);
  }

  await recordActivity(request.server.db, staffOf(request), {
    action: EXPORT_LOG.action,
    menu: list.activity.menu,
    subject: list.activity.subject,
    description: EXPORT_LOG.description(query.format, total),
  });

  const rows = batchedRows<Row>(
    async (offset, limit) => {
      const batch = source.rows
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      // A dynamic query's steps return the query itself, whose rows `source.rows` names.
      return batch as unknown as PromiseLike<Row[]>;
    },
    { maxRows: EXPORT_MAX_ROWS },
  );
  return sendExport(reply, {
    format: query.format,
    name: datedFileName(list.file, new Date()),
    columns: list.columns,
    total,
    rows,
  });
}
