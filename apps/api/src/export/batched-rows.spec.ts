import { batchedRows, keysetBatchedRows } from './batched-rows';

/** A table of `size` numbered rows, read by offset and limit, with a record of each read. */
function table(size: number) {
  const reads: [offset: number, limit: number][] = [];
  const read = async (offset: number, limit: number) => {
    reads.push([offset, limit]);
    return Array.from(
      { length: Math.max(0, Math.min(limit, size - offset)) },
      (_, i) => offset + i,
    );
  };
  return { reads, read };
}

async function all<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const taken: T[] = [];
  for await (const row of rows) taken.push(row);
  return taken;
}

describe('batchedRows', () => {
  it('reads batch after batch in order and stops at the first short batch', async () => {
    const { reads, read } = table(7);

    expect(await all(batchedRows(read, { batchSize: 3 }))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(reads).toEqual([
      [0, 3],
      [3, 3],
      [6, 3],
    ]);
  });

  it('reads one more (empty) batch when the rows fill the last one exactly', async () => {
    const { reads, read } = table(6);

    expect(await all(batchedRows(read, { batchSize: 3 }))).toHaveLength(6);
    expect(reads).toEqual([
      [0, 3],
      [3, 3],
      [6, 3],
    ]);
  });

  it('never reads more than maxRows, whatever the table holds', async () => {
    const { reads, read } = table(100);

    expect(await all(batchedRows(read, { batchSize: 4, maxRows: 10 }))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(reads).toEqual([
      [0, 4],
      [4, 4],
      [8, 2],
    ]);
  });

  it('reads the next batch only when the previous one is taken, and none once stopped', async () => {
    const { reads, read } = table(100);
    const rows = batchedRows(read, { batchSize: 10 });

    expect(reads).toEqual([]);
    for await (const row of rows) {
      if (row === 12) break;
    }
    expect(reads).toEqual([
      [0, 10],
      [10, 10],
    ]);
    expect(await rows.next()).toEqual({ done: true, value: undefined });
    expect(reads).toHaveLength(2);
  });
});

/** A table of `size` rows keyed by number, read by keyset (after a row) with a record of each read. */
function keyedTable(size: number) {
  const reads: [after: number | undefined, limit: number][] = [];
  const read = async (after: { key: number } | undefined, limit: number) => {
    reads.push([after?.key, limit]);
    const start = after === undefined ? 0 : after.key + 1;
    return Array.from({ length: Math.max(0, Math.min(limit, size - start)) }, (_, i) => ({
      key: start + i,
    }));
  };
  return { reads, read };
}

describe('keysetBatchedRows', () => {
  it('starts each batch after the last row of the batch before, and stops at a short one', async () => {
    const { reads, read } = keyedTable(7);

    const keys = (await all(keysetBatchedRows(read, { batchSize: 3 }))).map((row) => row.key);

    expect(keys).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(reads).toEqual([
      [undefined, 3],
      [2, 3],
      [5, 3],
    ]);
  });

  it('never reads more than maxRows, and nothing more once the consumer stops', async () => {
    const { reads, read } = keyedTable(100);
    expect(await all(keysetBatchedRows(read, { batchSize: 4, maxRows: 10 }))).toHaveLength(10);
    expect(reads).toEqual([
      [undefined, 4],
      [3, 4],
      [7, 2],
    ]);

    const stopped = keyedTable(100);
    const rows = keysetBatchedRows(stopped.read, { batchSize: 10 });
    for await (const row of rows) {
      if (row.key === 12) break;
    }
    expect(stopped.reads).toEqual([
      [undefined, 10],
      [9, 10],
    ]);
  });
});
