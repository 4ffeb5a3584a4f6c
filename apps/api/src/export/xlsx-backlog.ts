import { once, type EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type ExcelJS from 'exceljs';

/** How many bytes of worksheet XML may wait to be compressed before rows stop being read. */
export const XLSX_MAX_PENDING_XML_BYTES = 256 * 1024;
/** How many compressed bytes may wait for the client before rows stop being read. */
export const XLSX_MAX_PENDING_ZIP_BYTES = 64 * 1024;

interface BufferState {
  length: number;
}
/** A readable-stream (2 or 3) stream, seen through the buffer lengths it keeps. */
interface BufferedStream extends EventEmitter {
  _readableState: BufferState;
  _writableState: BufferState;
}

function isBufferedStream(value: unknown): value is BufferedStream {
  const stream = value as Partial<BufferedStream> | undefined;
  return (
    typeof stream?.once === 'function' &&
    typeof stream._writableState?.length === 'number' &&
    typeof stream._readableState?.length === 'number'
  );
}

const buffered = (stream: BufferedStream) =>
  stream._writableState.length + stream._readableState.length;

/**
 * Waits, between rows, while exceljs 4.4 holds too much of the file. Its streaming writer ignores
 * backpressure in two places, so bytes pile up there when rows are read faster than the client
 * takes the file:
 * - the worksheet's `StreamBuf` writes the sheet's XML into the stream archiver reads the sheet
 *   from (its first pipe) without waiting, whatever the compression keeps up with;
 * - archiver (`workbook.zip`, a readable-stream 3 Transform) keeps compressing into its readable
 *   buffer while the answer's body, full, has paused it.
 * Both are internals (pinned exceljs 4.4.0); if either cannot be found, only the body's own
 * backpressure is waited for, and the export's streaming spec fails.
 */
export function xlsxBacklog(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  sheet: ExcelJS.Worksheet,
) {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes;
  const sheetEntry = isBufferedStream(pipes?.[0]) ? pipes[0] : undefined;
  const zipStream = (workbook as unknown as { zip?: unknown }).zip;
  const zip = isBufferedStream(zipStream) ? zipStream : undefined;

  /** Resolves once neither place holds more than its limit (AbortError on `signal`). */
  return async function ready(body: Writable, signal: AbortSignal): Promise<void> {
    for (;;) {
      const zipFull = (zip ? buffered(zip) : 0) > XLSX_MAX_PENDING_ZIP_BYTES;
      if ((zipFull || !zip) && body.writableNeedDrain) {
        // The client is behind: archiver resumes when the body drains.
        await once(body, 'drain', { signal });
      } else if (sheetEntry && buffered(sheetEntry) > XLSX_MAX_PENDING_XML_BYTES) {
        // Compression is behind: the sheet's stream drains into it.
        await once(sheetEntry, 'drain', { signal });
      } else if (zipFull) {
        // Archiver was just resumed and is emptying its buffer into the body.
        await nextTurn(undefined, { signal });
      } else {
        return;
      }
    }
  };
}
