import { batchedRows } from './batched-rows';

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
