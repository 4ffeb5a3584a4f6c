import { ended, sendNow } from './support/broadcast-run';
import type { DatabaseKind } from './support/cluster';
import { describeOnPostgres } from './support/postgres';
import type { FaultProfile, MessagingStats } from './support/sandbox-client';
import { exactlyOnce, served } from './support/served-once';
import { startSendingCluster, type SendingSetup } from './support/signed-in-cluster';

/**
 * Every recipient of a broadcast receives it exactly once while LINE (the sandbox) misbehaves in
 * each way it can, alone and all at once: checked by LINE user id against the sandbox's record,
 * with the console's progress true all along.
 */

/** Twelve batches of 500: enough calls for each share of faults to strike several. */
const FOLLOWERS = 6_000;
/**
 * Longer than the API's LINE_REQUEST_TIMEOUT_MS (1.5 s) and than a broadcast is given to end:
 * without the API's own timeout, a call the sandbox holds would keep its batch past the deadline.
 */
const HELD_MS = 30_000;
const DEADLINE_MS = 20_000;

type FaultKind = 'rateLimited' | keyof MessagingStats['injected'];

interface Scenario {
  profile: FaultProfile;
  /** Faults the sandbox must have answered with at least once: else the test proved nothing. */
  fires: FaultKind[];
  /** The send lasts at least this long (latency has no counter). */
  minMs?: number;
}

const SCENARIOS: [string, Scenario][] = [
  [
    'a rate limit (429 with Retry-After)',
    { profile: { rateLimitPerSecond: 4 }, fires: ['rateLimited'] },
  ],
  ['a share of 500s', { profile: { serverErrorShare: 0.3, seed: 1501 }, fires: ['serverError'] }],
  ['added latency', { profile: { latencyMs: 1000 }, fires: [], minMs: 1000 }],
  [
    'a share accepted, then answered 500',
    { profile: { acceptedThenErrorShare: 0.3, seed: 1502 }, fires: ['acceptedThenError'] },
  ],
  [
    'a share accepted, then the connection dropped',
    { profile: { acceptedThenDropShare: 0.3, seed: 1503 }, fires: ['acceptedThenDrop'] },
  ],
  [
    'a share of timeouts',
    { profile: { timeoutShare: 0.25, timeoutMs: HELD_MS, seed: 1504 }, fires: ['timeout'] },
  ],
  [
    'all of them mixed',
    {
      profile: {
        rateLimitPerSecond: 6,
        serverErrorShare: 0.2,
        latencyMs: 200,
        acceptedThenErrorShare: 0.2,
        acceptedThenDropShare: 0.2,
        timeoutShare: 0.2,
        timeoutMs: HELD_MS,
        seed: 1505,
      },
      fires: ['rateLimited', 'serverError', 'acceptedThenError', 'acceptedThenDrop', 'timeout'],
    },
  ],
];

function faultCounts(stats: MessagingStats): Record<FaultKind, number> {
  return { rateLimited: stats.rateLimited, ...stats.injected };
}

function faultSuite(database: DatabaseKind, basePort: number) {
  return () => {
    let setup: SendingSetup | undefined;

    beforeAll(async () => {
      setup = await startSendingCluster({
        name: `faults_${database}`,
        database,
        basePort,
        followers: FOLLOWERS,
      });
    });
    afterAll(async () => {
      await setup?.cluster.stop();
    });

    it.each(SCENARIOS)('serves every recipient exactly once under %s', async (label, scenario) => {
      if (!setup) throw new Error('the cluster did not start');
      const { cluster, api, recipients } = setup;
      const sandbox = cluster.sandboxClient;
      await cluster.explain(async () => {
        await sandbox.reset();
        await sandbox.setFaults(scenario.profile);
        const started = Date.now();
        const sending = await sendNow(api, label.replace(/\W+/g, '-'));
        const { record, progress } = await ended(api, sending, DEADLINE_MS);
        const elapsedMs = Date.now() - started;
        const counts = faultCounts(await sandbox.stats());
        await sandbox.clearFaults();

        expect({
          status: record.status,
          target: record.recipientCount,
          sent: record.sentCount,
          failed: record.failedCount,
          served: await served(sandbox, sending.marker, recipients),
          progressProblems: progress.problems,
        }).toEqual({
          status: 'SENT',
          target: recipients.length,
          sent: recipients.length,
          failed: 0,
          served: exactlyOnce(recipients.length),
          progressProblems: [],
        });
        expect(progress.polls).toBeGreaterThan(0);
        expect(progress.events).toBeGreaterThan(0);
        // The fault did strike (the sandbox counted it), so the send above survived it.
        expect({ neverFired: scenario.fires.filter((kind) => counts[kind] === 0) }).toEqual({
          neverFired: [],
        });
        expect(elapsedMs).toBeGreaterThanOrEqual(scenario.minMs ?? 0);
      });
    });
  };
}

describeOnPostgres(
  'the sending engine under LINE faults, on PostgreSQL',
  faultSuite('postgres', 4100),
);
describe(
  'the sending engine under LINE faults, on the embedded database',
  faultSuite('embedded', 4105),
);
