import { performance } from 'node:perf_hooks';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the API's own CSV reader, timed alone
import { csvRecords } from '../../apps/api/src/cid/import/csv-records';
import type { BenchRow } from './report';
import { summarize } from './stats';

const LINES = 150_000;
const RUNS = 20;

/**
 * The excluded-CID import's CSV reader on 150,000 lines without a quote. It takes linear time, a
 * few tens of milliseconds; looking for a quote in the rest of the file on every line took
 * seconds (minutes for 10 MB).
 */
export function benchCsvRecords(): BenchRow {
  const text = '1101700230705,เหตุผล\n'.repeat(LINES);
  const read = () => {
    let cells = 0;
    for (const record of csvRecords(text)) cells += record.cells.length;
    if (cells !== 2 * LINES) throw new Error(`read ${cells} cells of ${2 * LINES}`);
  };
  read(); // warm-up
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    read();
    samples.push(performance.now() - start);
  }
  return {
    bench: 'cid-import',
    metric: `read ${LINES.toLocaleString('en-US')} CSV lines without quotes (Node)`,
    unit: 'ms',
    summary: summarize(samples),
    goal: 1_500,
    goalOn: 'max',
  };
}
