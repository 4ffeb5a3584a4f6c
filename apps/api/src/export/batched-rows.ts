import { EXPORT_MAX_ROWS } from '@hbc/contracts';

/** Rows read from the database at a time by an export. */
export const EXPORT_BATCH_SIZE = 2000;

export interface BatchOptions {
  batchSize?: number;
  /** No more rows than this are read, whatever the source holds. */
  maxRows?: number;
}

/** Where the next batch starts: after `taken` rows, the last of which was `last`. */
interface BatchStart<Row> {
  taken: number;
  last: Row | undefined;
}

/**
 * The rows `readBatch` gives, batch after batch, read only when the previous batch has been
 * taken: a whole table is never in memory, and a consumer that stops (`return()`) stops the
 * reading. Stops at the first short batch and at `maxRows`.
 */
async function* batches<Row>(
  readBatch: (start: BatchStart<Row>, limit: number) => Promise<readonly Row[]>,
  { batchSize = EXPORT_BATCH_SIZE, maxRows = EXPORT_MAX_ROWS }: BatchOptions,
): AsyncGenerator<Row, void, undefined> {
  let last: Row | undefined;
  for (let taken = 0; taken < maxRows; taken += batchSize) {
    const limit = Math.min(batchSize, maxRows - taken);
    const batch = await readBatch({ taken, last }, limit);
    yield* batch;
    if (batch.length < limit) return;
    last = batch[batch.length - 1];
  }
}

/**
 * The rows `readBatch` gives by offset and limit over a stable order. Each batch costs the rows
 * before it: fine for tens of thousands of rows; use `keysetBatchedRows` for millions.
 */
export function batchedRows<Row>(
  readBatch: (offset: number, limit: number) => Promise<readonly Row[]>,
  options: BatchOptions = {},
): AsyncGenerator<Row, void, undefined> {
  return batches<Row>(({ taken }, limit) => readBatch(taken, limit), options);
}

/**
 * The rows `readBatch` gives by keyset: each batch is the first `limit` rows after `after` (the
 * last row of the batch before; undefined for the first), in an order the rows' keys decide
 * whole (ties broken by a unique key). Every batch costs the same however deep it is.
 */
export function keysetBatchedRows<Row>(
  readBatch: (after: Row | undefined, limit: number) => Promise<readonly Row[]>,
  options: BatchOptions = {},
): AsyncGenerator<Row, void, undefined> {
  return batches<Row>(({ last }, limit) => readBatch(last, limit), options);
}
