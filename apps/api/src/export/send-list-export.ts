import { EXPORT_MAX_ROWS, type ListExportQuery } from '@hbc/contracts';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { listOrder, listWhere, type ListSource } from '../db/list-query';
import { batchedRows } from './batched-rows';
import type { ExportColumn } from './export-column';
import type { ExportFileName } from './send-export';
import { sendLoggedExport } from './send-logged-export';

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
  return sendLoggedExport(request, reply, {
    format: query.format,
    total: counted?.total ?? 0,
    rows,
    columns: list.columns,
    file: list.file,
    activity: list.activity,
  });
}
