import { performance } from 'node:perf_hooks';
/* eslint-disable @nx/enforce-module-boundaries -- the bench times the API's own reads on a
   database filled and migrated by the API's own code. */
import { dashboardMonth } from '../../apps/api/src/areas/dashboard/dashboard-month';
import { readDashboard } from '../../apps/api/src/areas/dashboard/read-dashboard';
import { InsightReader } from '../../apps/api/src/areas/report/broadcast-insight';
import { readBroadcastReport } from '../../apps/api/src/areas/report/broadcast-report';
import type { Database } from '../../apps/api/src/db/database';
import { countDeliveries, readDeliveries } from '../../apps/api/src/engine/sending/delivery-log';
import { batchedRows } from '../../apps/api/src/export/batched-rows';
/* eslint-enable @nx/enforce-module-boundaries */
import type { BenchRow } from './report';
import { summarize, timedRuns } from './stats';

const RUNS = 20;
/** A page of the delivery list, as the report's list asks for it. */
const PAGE = 20;
const GOAL_MS = 100;
/** The whole delivery export of a broadcast of 1,000,000 recipients, read as the export reads it. */
const EXPORT_GOAL_ROWS_PER_S = 50_000;

const timed = (run: () => Promise<unknown>) => timedRuns(run, RUNS);

/** LINE is not asked: the report answers its stored insight, as when LINE is down. */
const NO_LINE = {
  statisticsPerUnit: () => Promise.reject(new Error('LINE is not asked by the bench')),
};

/**
 * The reads of one broadcast's report among every month's delivery rows: the report itself
 * (`GET /api/report/{id}`), its delivery list's first and last page, its whole delivery export
 * (1,000,000 rows, read 2,000 at a time as the export streams them), and the dashboard of the
 * broadcast's month, each on the dataset's `label`.
 */
export async function benchDeliveryReads(
  db: Database,
  broadcastId: number,
  startedAt: Date,
  label: string,
  full: boolean,
): Promise<BenchRow[]> {
  const goal = (value: number, goalOn: 'median' | 'p95' = 'p95') =>
    full ? { goal: value, goalOn } : { goalNote: '— (goal at full scale)' };
  const insights = new InsightReader({ db, line: NO_LINE, log: { warn: () => undefined } });
  const report = await timed(() =>
    readBroadcastReport(db, insights, 'https://bench.example', broadcastId),
  );
  const total = await countDeliveries(db, broadcastId);
  const firstPage = await timed(async () => {
    await countDeliveries(db, broadcastId);
    await readDeliveries(db, broadcastId, { offset: 0, limit: PAGE });
  });
  const lastPage = await timed(async () => {
    await countDeliveries(db, broadcastId);
    await readDeliveries(db, broadcastId, { offset: total - PAGE, limit: PAGE });
  });
  const exportStart = performance.now();
  let exported = 0;
  for await (const _row of batchedRows((offset, limit) =>
    readDeliveries(db, broadcastId, { offset, limit }),
  )) {
    exported += 1;
  }
  const exportRate = exported / ((performance.now() - exportStart) / 1000);
  if (exported !== total) throw new Error(`the export read ${exported} of ${total} recipients`);
  const month = dashboardMonth(startedAt.toISOString().slice(0, 7));
  if (!month) throw new Error('no dashboard month');
  const dashboard = await timed(() =>
    readDashboard(db, month, undefined, () => Promise.resolve(null)),
  );
  const row = (metric: string, samples: number[], goalOn: 'median' | 'p95' = 'p95'): BenchRow => ({
    bench: 'citizen-deliveries',
    metric: `${metric} (PostgreSQL, ${label})`,
    unit: 'ms',
    summary: summarize(samples),
    ...goal(GOAL_MS, goalOn),
  });
  return [
    row("a broadcast's report", report),
    row(`its delivery list, first page of ${PAGE}`, firstPage),
    row(`its delivery list, last page of ${PAGE}`, lastPage),
    {
      bench: 'citizen-deliveries',
      metric: `its delivery export, ${exported.toLocaleString('en-US')} recipients read as streamed (PostgreSQL, ${label})`,
      unit: 'rows/s',
      summary: summarize([exportRate]),
      ...(full
        ? { goal: EXPORT_GOAL_ROWS_PER_S, goalOn: 'median' as const, goalKind: 'atLeast' as const }
        : { goalNote: '— (goal at full scale)' }),
    },
    row("the dashboard of the broadcast's month", dashboard, 'median'),
  ];
}
