import { EXPORT_MAX_ROWS } from '@hbc/contracts';

/** Rows read from the database at a time by an export. */
export const EXPORT_BATCH_SIZE = 2000;

export interface BatchOptions {
  batchSize?: number;
  /** No more rows than this are read, whatever the source holds. */
  maxRows?: number;
}

/**
 * The rows `readBatch` gives, batch after batch (offset and limit over a stable order), read only
 * when the previous batch has been taken: a whole table is never in memory, and a consumer that
 * stops (`return()`) stops the reading.
 */
export async function* batchedRows<Row>(
  readBatch: (offset: number, limit: number) => Promise<readonly Row[]>,
  { batchSize = EXPORT_BATCH_SIZE, maxRows = EXPORT_MAX_ROWS }: BatchOptions = {},
): AsyncGenerator<Row, void, undefined> {
  for (let offset = 0; offset < maxRows; offset += batchSize) {
    const limit = Math.min(batchSize, maxRows - offset);
    const batch = await readBatch(offset, limit);
    yield* batch;
    if (batch.length < limit) return;
  }
}
