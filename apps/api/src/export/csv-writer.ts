import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { CSV_BOM, csvRecord } from './csv';
import type { ExportWriter } from './export-writer';

/** Records are gathered into chunks of about this many characters before they are written. */
const CSV_CHUNK_CHARS = 16 * 1024;

/**
 * A CSV file (UTF-8 with BOM, RFC 4180) written into `body`: the BOM and the header record at
 * once, then the rows, waiting whenever the body holds more than its high-water mark.
 */
export function csvWriter(body: Writable, headers: readonly string[]): ExportWriter {
  let pending = '';
  const flush = () => {
    if (pending) body.write(pending);
    pending = '';
  };
  body.write(CSV_BOM + csvRecord(headers));

  return {
    row(values) {
      pending += csvRecord(values);
      if (pending.length >= CSV_CHUNK_CHARS) flush();
    },
    async ready(signal) {
      if (body.writableNeedDrain) await once(body, 'drain', { signal });
    },
    async end(signal) {
      signal.throwIfAborted();
      flush();
      body.end();
    },
  };
}
