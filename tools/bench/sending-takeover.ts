import { performance } from 'node:perf_hooks';
/* eslint-disable @nx/enforce-module-boundaries -- the sending suites' cluster of built API,
   worker and sandbox processes on one PostgreSQL database */
import { ended, sendNow } from '../../apps/sending-e2e/src/support/broadcast-run';
import { POSTGRES_URL } from '../../apps/sending-e2e/src/support/postgres';
import { served } from '../../apps/sending-e2e/src/support/served-once';
import { startSendingCluster } from '../../apps/sending-e2e/src/support/signed-in-cluster';
import { waitFor } from '../../apps/sending-e2e/src/support/wait';
/* eslint-enable @nx/enforce-module-boundaries */
import type { StackProcess } from '@hbc/production-layout';
import type { BenchRow } from './report';
import { summarize } from './stats';

const FOLLOWERS = 20_000;
const BATCHES = FOLLOWERS / 500;
/** 40 multicasts at 10 a second: the send lasts about 4 s, long enough to kill it early on. */
const PER_SECOND = 10;
const RUNS = 3;
/**
 * A stopped process's batches are taken over in seconds, not minutes: the rest of the send
 * (a few seconds) plus a claim's lease and a sweep (about 20 s) with room to spare.
 */
const GOAL_SECONDS = 40;

/**
 * A send whose worker is killed with SIGKILL a quarter of the way through, then started again at
 * once: the seconds from the restart until the broadcast is SENT (every recipient served exactly
 * once, or the bench fails). Runs the built API and sandbox (`nx run-many -t build -p api
 * sandbox`) on a database of its own on the DATABASE_URL server; skipped without one.
 */
export async function benchSendingTakeover(): Promise<BenchRow[]> {
  if (!POSTGRES_URL) {
    console.error('  skipped: set DATABASE_URL to a PostgreSQL server');
    return [];
  }
  let worker: StackProcess | undefined;
  const { cluster, api, recipients } = await startSendingCluster({
    name: 'bench_takeover',
    database: 'postgres',
    basePort: 4400,
    followers: FOLLOWERS,
    apiEnv: { LINE_MULTICAST_PER_SECOND: String(PER_SECOND) },
    // The API process only answers HTTP: the worker sends.
    firstApiEnv: { SENDING_ENABLED: 'false' },
    more: async (started) => {
      worker = await started.startWorker();
    },
  });
  try {
    if (!worker) throw new Error('the worker did not start');
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await cluster.sandboxClient.reset();
      // Each call takes a moment, so that the kill catches some in flight.
      await cluster.sandboxClient.setFaults({ latencyMs: 200 });
      const sending = await sendNow(api, `takeover-${run}`);
      await waitFor(
        'a quarter of the batches sent',
        async () => (await cluster.sandboxClient.receipts(sending.marker)).requests >= BATCHES / 4,
        30_000,
      );
      await worker.kill('SIGKILL');
      await worker.start();
      const restarted = performance.now();
      const { record } = await ended(api, sending, 180_000);
      const seconds = (performance.now() - restarted) / 1000;
      const delivered = await served(cluster.sandboxClient, sending.marker, recipients);
      const { repeatedUsers, missing, unexpected } = delivered;
      if (record.status !== 'SENT' || repeatedUsers + missing + unexpected > 0) {
        throw new Error(`run ${run}: ${record.status}, ${JSON.stringify(delivered)}`);
      }
      console.error(`  run ${run}: SENT ${seconds.toFixed(1)} s after the restart`);
      samples.push(seconds);
    }
    return [
      {
        bench: 'sending',
        metric: `worker killed mid-send (${FOLLOWERS.toLocaleString('en-US')} recipients): restart until SENT (PostgreSQL)`,
        unit: 's',
        summary: summarize(samples),
        goal: GOAL_SECONDS,
        goalOn: 'max',
      },
    ];
  } finally {
    await cluster.stop();
  }
}
