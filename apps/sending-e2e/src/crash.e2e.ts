import { ended, sendNow, type Sending } from './support/broadcast-run';
import { describeOnPostgres } from './support/postgres';
import type { StackProcess } from '@hbc/production-layout';
import { exactlyOnce, served } from './support/served-once';
import { startSendingCluster, type SendingSetup } from './support/signed-in-cluster';
import { sleep, waitFor } from './support/wait';

/**
 * A 100,000-recipient send survives a worker killed with SIGKILL in its middle, and the sandbox
 * (LINE) killed for a few seconds: every recipient is served exactly once.
 */

const FOLLOWERS = 100_000;
const BATCHES = FOLLOWERS / 500;
/** 200 multicasts at 30 a second: the send lasts about 7 s, long enough to kill it halfway. */
const PER_SECOND = 30;
const DEADLINE_MS = 90_000;

describeOnPostgres('a 100,000-recipient send through a crash, on PostgreSQL', () => {
  let setup: SendingSetup | undefined;
  let worker: StackProcess | undefined;

  beforeAll(async () => {
    setup = await startSendingCluster({
      name: 'crash',
      database: 'postgres',
      basePort: 4110,
      followers: FOLLOWERS,
      sandboxJournal: true,
      apiEnv: { LINE_MULTICAST_PER_SECOND: String(PER_SECOND) },
      // The API process only answers HTTP: the worker sends.
      firstApiEnv: { SENDING_ENABLED: 'false' },
      more: async (cluster) => {
        worker = await cluster.startWorker();
      },
    });
  });
  afterAll(async () => {
    await setup?.cluster.stop();
  });

  /** Waits until about a quarter of the broadcast's multicasts were accepted. */
  async function aQuarterSent(sending: Sending): Promise<number> {
    const sandbox = setup?.cluster.sandboxClient;
    let requests = 0;
    await waitFor(
      'a quarter of the batches sent',
      async () => {
        requests = (await sandbox?.receipts(sending.marker))?.requests ?? 0;
        return requests >= BATCHES / 4;
      },
      30_000,
    );
    return requests;
  }

  /** Expects the broadcast SENT to each recipient once. */
  async function expectServedOnce(sending: Sending): Promise<void> {
    if (!setup) throw new Error('the cluster did not start');
    const { api, cluster, recipients } = setup;
    const { record, progress } = await ended(api, sending, DEADLINE_MS);
    expect({
      status: record.status,
      sent: record.sentCount,
      failed: record.failedCount,
      served: await served(cluster.sandboxClient, sending.marker, recipients),
      progressProblems: progress.problems,
    }).toEqual({
      status: 'SENT',
      sent: FOLLOWERS,
      failed: 0,
      served: exactlyOnce(FOLLOWERS),
      progressProblems: [],
    });
    expect(progress.events).toBeGreaterThan(0);
  }

  it('serves every recipient exactly once when the worker is killed halfway and restarted', async () => {
    if (!setup || !worker) throw new Error('the cluster did not start');
    const { api, cluster } = setup;
    const running = worker;
    await cluster.explain(async () => {
      await cluster.sandboxClient.reset();
      // Each call takes a moment, so that the kill catches some in flight (accepted by LINE but
      // not yet recorded by the worker): the case a resumed sender must not send again.
      await cluster.sandboxClient.setFaults({ latencyMs: 200 });
      const sending = await sendNow(api, 'worker-killed');
      const before = await aQuarterSent(sending);
      await running.kill('SIGKILL');
      expect(before).toBeLessThan(BATCHES);
      await sleep(1_000);
      await running.start();
      await expectServedOnce(sending);
    });
  });

  it('serves every recipient exactly once when the sandbox is killed for three seconds', async () => {
    if (!setup) throw new Error('the cluster did not start');
    const { api, cluster } = setup;
    await cluster.explain(async () => {
      await cluster.sandboxClient.reset();
      const sending = await sendNow(api, 'sandbox-killed');
      const before = await aQuarterSent(sending);
      await cluster.sandbox.kill('SIGKILL');
      expect(before).toBeLessThan(BATCHES);
      await sleep(3_000);
      // The same port and journal: it knows the retry keys and deliveries it had accepted.
      await cluster.sandbox.start();
      await expectServedOnce(sending);
    });
  });
});
