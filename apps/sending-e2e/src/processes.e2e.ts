import { ended, sendNow } from './support/broadcast-run';
import { batchesSent } from './support/metrics';
import { describeOnPostgres, query } from './support/postgres';
import { ProgressWatch } from './support/progress-watch';
import { exactlyOnce, served } from './support/served-once';
import { startSendingCluster, type SendingSetup } from './support/signed-in-cluster';
import { waitFor } from './support/wait';

/**
 * Two, then four API processes on one PostgreSQL database: they share the batches of broadcasts
 * sent together, stay under the channel-wide rate limit together (as the sandbox measures it)
 * and serve every recipient once; a cancel through another process stops every remaining
 * batch; retry-failed sends the refused recipients once more, with new retry keys.
 */

/** Thirty batches of 500 a broadcast. */
const FOLLOWERS = 15_000;
const BATCHES = FOLLOWERS / 500;
/** LINE_MULTICAST_PER_SECOND of every process: the limit is the channel's, not each one's. */
const PER_SECOND = 40;
const DEADLINE_MS = 60_000;

describeOnPostgres('several API processes on one PostgreSQL database', () => {
  let setup: SendingSetup | undefined;

  beforeAll(async () => {
    setup = await startSendingCluster({
      name: 'processes',
      database: 'postgres',
      basePort: 4120,
      followers: FOLLOWERS,
      apiEnv: { LINE_MULTICAST_PER_SECOND: String(PER_SECOND) },
      more: (cluster) => cluster.startApi(),
    });
  });
  afterAll(async () => {
    await setup?.cluster.stop();
  });

  function started(): SendingSetup {
    if (!setup) throw new Error('the cluster did not start');
    return setup;
  }

  /** The started cluster with its sandbox and its first two API processes. */
  function onTwoProcesses() {
    const setupNow = started();
    const [first, second] = setupNow.cluster.apis;
    if (!first || !second) throw new Error('two API processes expected');
    return { ...setupNow, sandbox: setupNow.cluster.sandboxClient, first, second };
  }

  /**
   * Sends `count` broadcasts at once, the i-th through API process i (mod their number). Give it
   * more batches than all processes but one can hold in flight (the engine keeps up to 50 each),
   * so that every process must take a share however quickly the others fetch.
   */
  async function sendTogether(count: number): Promise<void> {
    const { cluster, api, recipients } = started();
    const processes = cluster.apis;
    const sandbox = cluster.sandboxClient;
    await sandbox.reset();
    const sentBefore = await Promise.all(processes.map((member) => batchesSent(member.url)));
    const through = (i: number) => api.through(processes[i % processes.length]?.url ?? api.baseUrl);

    const sendings = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        sendNow(through(i), `together-${processes.length}-${i}`),
      ),
    );
    const ends = await Promise.all(
      sendings.map((sending, i) => ended(through(i), sending, DEADLINE_MS)),
    );

    for (const [i, { record, progress }] of ends.entries()) {
      const sending = sendings[i];
      if (!sending) continue;
      expect({
        broadcast: i,
        status: record.status,
        sent: record.sentCount,
        served: await served(sandbox, sending.marker, recipients),
        progressProblems: progress.problems,
      }).toEqual({
        broadcast: i,
        status: 'SENT',
        sent: FOLLOWERS,
        served: exactlyOnce(FOLLOWERS),
        progressProblems: [],
      });
    }
    const { peakRequestsPerSecond } = await sandbox.stats();
    const sentAfter = await Promise.all(processes.map((member) => batchesSent(member.url)));
    expect({
      measured: peakRequestsPerSecond > 0,
      overTheLimit: Math.max(0, peakRequestsPerSecond - PER_SECOND),
      processesThatSentNothing: processes
        .filter((_, i) => (sentAfter[i] ?? 0) <= (sentBefore[i] ?? 0))
        .map((member) => member.name),
    }).toEqual({ measured: true, overTheLimit: 0, processesThatSentNothing: [] });
  }

  it('two processes share three broadcasts’ batches under the channel’s limit, each recipient once', async () => {
    const { cluster } = started();
    await cluster.explain(() => sendTogether(3));
  });

  it('four processes share eight broadcasts’ batches under the channel’s limit, each recipient once', async () => {
    const { cluster } = started();
    await cluster.explain(async () => {
      await cluster.startApi();
      await cluster.startApi();
      await sendTogether(8);
    });
  });

  it('a cancel through another process stops every remaining batch', async () => {
    const { cluster, api, recipients, sandbox, first, second } = onTwoProcesses();
    await cluster.explain(async () => {
      await sandbox.reset();
      // LINE lets four calls a second through: the send lasts several seconds.
      await sandbox.setFaults({ rateLimitPerSecond: 4 });
      const sending = await sendNow(api.through(first.url), 'cancel');
      await waitFor(
        'the first batches sent',
        async () => (await sandbox.receipts(sending.marker)).requests >= 3,
        20_000,
      );
      const cancelled = await api.through(second.url).cancel(sending.id);
      expect(cancelled.status).toBe('CANCELLED');

      // Once no batch waits or is under way, none can go any more: LINE has all it will get.
      await waitFor(
        'every batch sent or cancelled',
        async () =>
          (await api.deliveriesIn(sending.id, 'PENDING')) +
            (await api.deliveriesIn(sending.id, 'SENDING')) ===
          0,
        20_000,
      );
      const receipts = await sandbox.receipts(sending.marker);
      expect(receipts.requests).toBeLessThan(BATCHES);

      const { record, progress } = await ended(api, sending, 10_000, ['CANCELLED']);
      const cancelledRecipients = await api.deliveriesIn(sending.id, 'CANCELLED');
      const delivered = await served(sandbox, sending.marker, recipients);
      expect({
        status: record.status,
        sent: record.sentCount,
        failed: record.failedCount,
        accountedFor: record.sentCount + record.failedCount + cancelledRecipients,
        repeatedUsers: delivered.repeatedUsers,
        unexpected: delivered.unexpected,
        progressProblems: progress.problems,
      }).toEqual({
        status: 'CANCELLED',
        sent: receipts.users,
        failed: 0,
        accountedFor: FOLLOWERS,
        repeatedUsers: 0,
        unexpected: 0,
        progressProblems: [],
      });
    });
  });

  it('retry-failed sends the refused recipients once more, with new retry keys, through another process', async () => {
    const { cluster, api, recipients, sandbox, first, second } = onTwoProcesses();
    await cluster.explain(async () => {
      await sandbox.reset();
      // LINE refuses the next three multicasts (400): three batches fail, the rest are sent.
      await sandbox.arm({
        fault: 'bad_request',
        count: 3,
        message: 'The request body has 1 error(s)',
      });
      const sending = await sendNow(api.through(first.url), 'retry-failed');
      const partial = await ended(api, sending, DEADLINE_MS);
      expect(partial.record).toMatchObject({
        status: 'PARTIAL',
        sentCount: FOLLOWERS - 3 * 500,
        failedCount: 3 * 500,
      });
      const before = await sandbox.receipts(sending.marker);
      const refused = await query<{ retry_key: string; recipient: string }>(
        cluster.databaseUrl,
        `select retry_key::text, recipients[1] as recipient from broadcast_batch
         where broadcast_id = $1 and state = 'FAILED'`,
        [sending.id],
      );
      expect(refused).toHaveLength(3);

      await api.through(second.url).retryFailed(sending.id);
      const retried = await ended(
        api,
        { ...sending, watch: ProgressWatch.start(api, sending.id) },
        DEADLINE_MS,
        ['SENT', 'PARTIAL', 'FAILED'],
      );
      const after = await sandbox.receipts(sending.marker);
      const keysOfRefused = await Promise.all(
        refused.map(async ({ retry_key: oldKey, recipient }) => ({
          oldKey,
          newKeys: (await sandbox.deliveriesTo(recipient)).map((delivery) =>
            (delivery.retryKey ?? '').toLowerCase(),
          ),
        })),
      );
      expect({
        status: retried.record.status,
        sent: retried.record.sentCount,
        failed: retried.record.failedCount,
        newRetryKeys: after.retryKeys - before.retryKeys,
        served: await served(sandbox, sending.marker, recipients),
        progressProblems: retried.progress.problems,
      }).toEqual({
        status: 'SENT',
        sent: FOLLOWERS,
        failed: 0,
        newRetryKeys: 3,
        served: exactlyOnce(FOLLOWERS),
        progressProblems: [],
      });
      // Each refused recipient received it once, under a key other than the refused batch's.
      for (const { oldKey, newKeys } of keysOfRefused) {
        expect(newKeys).toHaveLength(1);
        expect(newKeys).not.toContain(oldKey.toLowerCase());
      }
    });
  });
});
