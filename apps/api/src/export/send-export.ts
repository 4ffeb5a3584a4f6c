import { PassThrough } from 'node:stream';
import { EXPORT_FILE_TYPES, EXPORT_TOTAL_COUNT_HEADER, type ExportFormat } from '@hbc/contracts';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { attachmentDisposition } from './content-disposition';
import { csvWriter } from './csv-writer';
import type { ExportColumn } from './export-column';
import type { ExportWriter } from './export-writer';
import { xlsxWriter } from './xlsx-writer';

/** The names of an export's file, without the extension. */
export interface ExportFileName {
  /** Plain ASCII (`regions-2569-11-23`), for clients that cannot read `filename*`. */
  ascii: string;
  /** The name staff see (`เขตสุขภาพ-2569-11-23`), sent as RFC 5987 `filename*`. */
  thai?: string;
}

export interface ExportFile<Row> {
  format: ExportFormat;
  name: ExportFileName;
  columns: readonly ExportColumn<Row>[];
  /** How many rows the file will hold, sent first as `X-Total-Count` (progress in the console). */
  total: number;
  /**
   * The rows in file order, read only as fast as the client takes the file (read them from the
   * database in batches, never all at once). The export stops reading (`return()`) when the
   * client goes away.
   */
  rows: AsyncIterable<Row>;
  /** The worksheet's name (XLSX); the Thai file name when absent. */
  sheetName?: string;
}

async function writerFor<Row>(file: ExportFile<Row>, body: PassThrough): Promise<ExportWriter> {
  if (file.format === 'csv') {
    return csvWriter(
      body,
      file.columns.map((column) => column.header),
    );
  }
  return xlsxWriter(body, file.columns, file.sheetName ?? file.name.thai ?? file.name.ascii);
}

/**
 * Writes the rows into the file, one at a time, as fast as the client takes them. When the
 * client goes away (`signal`), stops reading rows; when reading or writing fails after the first
 * bytes went out, logs the error and destroys the body, which makes Fastify destroy the socket:
 * the status line is already sent, so the client sees a cut-off download, never a whole file.
 */
async function pump<Row>(
  file: ExportFile<Row>,
  rows: AsyncIterator<Row>,
  first: IteratorResult<Row>,
  body: PassThrough,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): Promise<void> {
  let written = 0;
  try {
    const writer = await writerFor(file, body);
    for (let next = first; !next.done; next = await rows.next()) {
      signal.throwIfAborted();
      const row = next.value;
      writer.row(file.columns.map((column) => column.value(row)));
      written += 1;
      await writer.ready(signal);
    }
    await writer.end(signal);
  } catch (error) {
    if (signal.aborted) {
      log.info(
        { format: file.format, written, total: file.total },
        'export stopped: the client went away',
      );
    } else {
      log.error({ err: error, format: file.format, written }, 'export failed while streaming');
      body.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  } finally {
    // Stops the rows' source (its `finally` runs), so no further batch is read.
    await Promise.resolve(rows.return?.()).catch((error: unknown) =>
      log.error({ err: error }, 'export rows did not close'),
    );
  }
}

/**
 * Streams an export as the answer: `Content-Type` and `Content-Disposition: attachment` of the
 * format, `Cache-Control: no-store`, `X-Total-Count`, then the file (XLSX by exceljs's streaming
 * writer, or CSV with BOM) written while the rows are read. The first row is read before anything
 * is sent, so a source that fails at once is answered with an ordinary error.
 */
export async function sendExport<Row>(
  reply: FastifyReply,
  file: ExportFile<Row>,
): Promise<FastifyReply> {
  const rows = file.rows[Symbol.asyncIterator]();
  const first = await rows.next();
  const { contentType, extension } = EXPORT_FILE_TYPES[file.format];
  const thaiName = file.name.thai && `${file.name.thai}.${extension}`;

  const body = new PassThrough();
  const gone = new AbortController();
  body.once('close', () => gone.abort(new Error('the export body closed')));

  void reply
    .header('content-type', contentType)
    .header(
      'content-disposition',
      attachmentDisposition(`${file.name.ascii}.${extension}`, thaiName),
    )
    .header('cache-control', 'no-store')
    .header(EXPORT_TOTAL_COUNT_HEADER, String(file.total))
    .send(body);
  void pump(file, rows, first, body, gone.signal, reply.log);
  return reply;
}
