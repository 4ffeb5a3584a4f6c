import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { API_PATHS, type BroadcastRecord } from '@hbc/contracts';
import { openStaffDatabase } from '../scripts/seed-staff';
import { startStack, THROWAWAY_DEMO_ENV, type RunningStack } from '../scripts/stack';
import { DatabaseWaitSampler, describeWaits, type WaitProfile } from './database-waits';
import { withFreshDatabase } from './lists';
import { addNationalFollowers } from './national-followers';
import { childrenOf } from './proc-stats';
import { ProcessWatch, type WatchReport } from './process-watch';
import type { BenchRow } from './report';
import { sendApproved } from './approved-send';
import {
  sandboxReceipts,
  sandboxRequest,
  sandboxStats,
  untilEnded,
  type SandboxStats,
} from './broadcast-progress';
import { call, signIn } from './sign-in';
import { summarize } from './stats';

const API_PORT = 4230;
const SANDBOX_PORT = 4240;
const RECIPIENTS = 1_000_000;
/** The demo hospital's administrator: the broadcasts are the hospital's. */
const IDENTITY = 'admin-lv3';
/** Approves the national sends (any unit's): each is far above the approval threshold. */
const APPROVER = 'super-admin';
const SNAPSHOT_GOAL_SECONDS = 5;
/** LINE's own limit: 200 multicasts a second of 500 recipients. */
const LINE_PIPE = 100_000;
/**
 * With the sandbox at LINE's limit, within 5% of the pipe. The speed goals apply to the sending,
 * from the send call's answer to SENT: the snapshot before it is timed apart (its own goal), and
 * with it no engine could come within 5% of the pipe, which allows only 100,000 a second from
 * the moment the batches exist.
 */
const LIMITED_GOAL = 95_000;
const MEMORY_GOAL_MIB = 1024;
/**
 * The highest LINE_MULTICAST_PER_SECOND the API accepts: 1,000,000 recipients a second, ten times
 * LINE's pipe, so that the engine and not its limiter is measured.
 */
const NO_LIMIT_PER_SECOND = '2000';
const NO_GOAL_ON_EMBEDDED = '— (none stated on embedded)';

const count = (n: number) => Math.round(n).toLocaleString('en-US');
const mib = (kib: number) => kib / 1024;

/** A way of sending: the API's environment, and the sandbox's fault profile during each run. */
interface Scenario {
  name: string;
  apiEnv: NodeJS.ProcessEnv;
  /** `PUT /sandbox/faults/messaging` body; none: no fault at all. */
  faults?: Record<string, unknown>;
  runs: number;
  rateGoal?: number;
  /** Reports the API's peak memory as a row of its own. */
  memoryRow: boolean;
}

const NO_RATE_LIMIT: Scenario = {
  name: 'no rate limit',
  // Neither the API's limiter nor the sandbox's (which holds LINE's 200 a second by default).
  apiEnv: {
    LINE_MULTICAST_PER_SECOND: NO_LIMIT_PER_SECOND,
    SANDBOX_LINE_MULTICAST_PER_SECOND: 'off',
  },
  runs: 3,
  rateGoal: LINE_PIPE,
  memoryRow: true,
};

/** The sandbox at LINE's 200 requests a second, the API at its default limit (200). */
const LINE_RATE_LIMIT: Scenario = {
  name: 'sandbox at 200 requests/s',
  apiEnv: {},
  faults: { rateLimitPerSecond: 200 },
  runs: 3,
  rateGoal: LIMITED_GOAL,
  memoryRow: false,
};

/** Where the broadcasts are sent from. */
interface Target {
  label: 'PostgreSQL' | 'embedded';
  /** Unset: embedded PGlite in the data directory. */
  databaseUrl?: string;
  dataDir: string;
  goals: boolean;
  scenarios: Scenario[];
}

/** `GET /sandbox/messaging/receipts?marker=`: what the sandbox accepted of one broadcast. */
interface RunResult {
  snapshotSeconds: number;
  /** From the send call's answer (snapshot committed, batches queued) to the broadcast's end. */
  sendingSeconds: number;
  /** From the send call to the broadcast's end: the snapshot and the sending. */
  totalSeconds: number;
  watch: WatchReport;
  database?: { profile: WaitProfile; cpuSeconds: number };
  sandbox: SandboxStats;
}

const api = async <T>(stack: RunningStack, token: string, path: string, body?: unknown) =>
  (
    await call<{ data: T }>(`${stack.apiUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      token,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  ).data;

/**
 * One broadcast to every follower, timed from the call that starts it (the approval: the send
 * itself waits for one) to its end, checked in the sandbox by the unique marker in its text: every
 * follower received it exactly once.
 */
async function sendRun(
  stack: RunningStack,
  tokens: { maker: string; approver: string },
  target: Target,
  scenario: Scenario,
  run: number,
): Promise<RunResult> {
  await sandboxRequest(stack.sandboxUrl, 'DELETE', '/sandbox/messaging/deliveries');
  if (scenario.faults) {
    await sandboxRequest(stack.sandboxUrl, 'PUT', '/sandbox/faults/messaging', scenario.faults);
  }
  const marker = `send-national ${target.label} ${scenario.name} ${run} ${Date.now()}`;
  const created = await api<BroadcastRecord>(stack, tokens.maker, API_PATHS.broadcast, {
    title: `วัดความเร็วระดับประเทศ ${run}`,
    messages: [{ type: 'text', text: `ข่าวสารถึงผู้ติดตามทุกคน (${marker})` }],
    target: 'UNIT',
  });
  const processes = [
    { name: 'API', pid: stack.apiPid },
    { name: 'sandbox', pid: stack.sandboxPid },
    ...(target.databaseUrl
      ? []
      : childrenOf(stack.apiPid).map((pid) => ({ name: 'embedded database', pid }))),
    { name: 'this bench', pid: process.pid },
  ];
  const waits = target.databaseUrl ? await DatabaseWaitSampler.start(target.databaseUrl) : null;
  const watch = new ProcessWatch(processes);
  const started = await sendApproved(
    () => api<BroadcastRecord>(stack, tokens.maker, API_PATHS.broadcastSend(created.id), {}),
    (id) => api<BroadcastRecord>(stack, tokens.approver, API_PATHS.broadcastApprove(id), {}),
  );
  const sending = started.record;
  const snapshotSeconds = started.answeredMs / 1000;
  const answeredAt = performance.now();
  const startedAt = answeredAt - started.answeredMs;
  console.error(
    `   run ${run}: approval asked in ${(started.requestMs / 1000).toFixed(2)} s; the send answered in ${snapshotSeconds.toFixed(2)} s (${count(sending.recipientCount)} recipients snapshotted)`,
  );
  let ended: Awaited<ReturnType<typeof untilEnded>>;
  let report: WatchReport;
  let database: RunResult['database'];
  try {
    ended = await untilEnded({
      apiUrl: stack.apiUrl,
      token: tokens.maker,
      id: created.id,
      ratesFrom: startedAt,
    });
  } finally {
    report = watch.stop();
    database = await waits?.stop();
  }
  const { record } = ended;
  if (
    record.status !== 'SENT' ||
    record.recipientCount !== RECIPIENTS ||
    record.sentCount !== RECIPIENTS ||
    record.failedCount !== 0
  ) {
    throw new Error(
      `broadcast ${record.id} ended ${record.status}: ${record.sentCount} sent, ${record.failedCount} failed of ${record.recipientCount} (${RECIPIENTS} expected)`,
    );
  }
  const receipts = await sandboxReceipts(stack.sandboxUrl, marker);
  if (
    receipts.users !== RECIPIENTS ||
    receipts.recipients !== RECIPIENTS ||
    receipts.repeatedUsers !== 0
  ) {
    throw new Error(
      `the sandbox delivered the broadcast ${receipts.recipients} times to ${receipts.users} users (${receipts.repeatedUsers} more than once, e.g. ${receipts.repeatedSample.join(', ')}) of ${RECIPIENTS}`,
    );
  }
  const stats = await sandboxStats(stack.sandboxUrl);
  const result: RunResult = {
    snapshotSeconds,
    sendingSeconds: (ended.endedAt - answeredAt) / 1000,
    totalSeconds: (ended.endedAt - startedAt) / 1000,
    watch: report,
    sandbox: stats,
    ...(database ? { database } : {}),
  };
  console.error(`   run ${run}: ${describeRun(result)}`);
  return result;
}

/** Where the time went: CPU of each process, the machine's load, what the database waited on. */
function describeRun(result: RunResult): string {
  const { watch } = result;
  const cpu = watch.processes
    .map((p) => `${p.name} ${p.cores.toFixed(2)} cores, peak ${mib(p.peakKiB).toFixed(0)} MiB`)
    .join('; ');
  const sessionCores = result.database ? result.database.cpuSeconds / watch.seconds : 0;
  // Never below 0: the counters tick 100 times a second and are read at slightly different moments.
  const elsewhere = Math.max(
    0,
    watch.machineCores - sessionCores - watch.processes.reduce((sum, p) => sum + p.cores, 0),
  );
  const sandbox = `; sandbox peak ${count(result.sandbox.peakRequestsPerSecond)} requests/s, ${count(result.sandbox.rateLimited)} answered 429`;
  const database = result.database
    ? `; PostgreSQL sessions ${sessionCores.toFixed(2)} cores, ${describeWaits(result.database.profile)}`
    : '';
  return `all ${count(RECIPIENTS)} sent ${result.sendingSeconds.toFixed(1)} s after the send call answered (${count(RECIPIENTS / result.sendingSeconds)}/s; ${result.totalSeconds.toFixed(1)} s, ${count(RECIPIENTS / result.totalSeconds)}/s from the call), each exactly once; ${cpu}; machine ${watch.machineCores.toFixed(2)} of ${availableParallelism()} cores busy, ${elsewhere.toFixed(2)} of them by other processes${database}${sandbox}`;
}

/** The rows of one scenario's runs. */
function scenarioRows(
  target: Target,
  scenario: Scenario,
  results: RunResult[],
  failure: string | undefined,
): BenchRow[] {
  const label = `${count(RECIPIENTS)} recipients`;
  const where = `(${target.label})`;
  const last = results[results.length - 1];
  const note = failure
    ? `FAILED after ${results.length} of ${scenario.runs} runs: ${failure}`
    : last && describeRun(last);
  const rates = (seconds: (r: RunResult) => number) =>
    summarize(failure ? [] : results.map((r) => RECIPIENTS / seconds(r)));
  const rows: BenchRow[] = [
    {
      bench: 'send-national',
      metric: `send ${label}, ${scenario.name}, after the snapshot ${where}`,
      unit: '/s',
      summary: rates((r) => r.sendingSeconds),
      ...(target.goals && scenario.rateGoal !== undefined
        ? { goal: scenario.rateGoal, goalOn: 'median' as const, goalKind: 'atLeast' as const }
        : { goalNote: failure ? 'FAILED (see the note)' : NO_GOAL_ON_EMBEDDED }),
      ...(note ? { note } : {}),
    },
    {
      bench: 'send-national',
      metric: `send ${label}, ${scenario.name}, from the send call ${where}`,
      unit: '/s',
      summary: rates((r) => r.totalSeconds),
      goalNote: '— (the snapshot is timed apart)',
    },
  ];
  if (!scenario.memoryRow) return rows;
  const peakOf = (name: string) =>
    results.flatMap((r) =>
      r.watch.processes.filter((p) => p.name === name).map((p) => mib(p.peakKiB)),
    );
  rows.push({
    bench: 'send-national',
    metric: `API peak memory, send ${label}, ${scenario.name} ${where}`,
    unit: 'MiB',
    summary: summarize(peakOf('API')),
    goal: MEMORY_GOAL_MIB,
    goalOn: 'max',
    note: 'VmHWM of the API process over each send (reset at its start), /proc/<pid>/status',
  });
  const database = peakOf('embedded database');
  if (database.length > 0) {
    rows.push({
      bench: 'send-national',
      metric: `embedded database process peak memory, send ${label}, ${scenario.name} ${where}`,
      unit: 'MiB',
      summary: summarize(database),
      goalNote: "— (PGlite's own process, not the API's)",
    });
  }
  return rows;
}

/** The API's log, when a run fails: what it said last. */
function logTail(dataDir: string): string {
  try {
    return readFileSync(join(dataDir, 'api.log'), 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '(no API log)';
  }
}

/**
 * The built API and sandbox on the target's database with the scenario's environment, for `use`;
 * the API's last log lines are printed if anything fails.
 */
async function withScenarioStack<T>(
  target: Target,
  scenario: Scenario,
  use: (stack: RunningStack) => Promise<T>,
): Promise<T> {
  let stack: RunningStack | undefined;
  try {
    stack = await startStack({
      apiPort: API_PORT,
      sandboxPort: SANDBOX_PORT,
      dataDir: target.dataDir,
      logDir: target.dataDir,
      env: {
        ...THROWAWAY_DEMO_ENV,
        SEED_DEMO_CITIZENS: '0',
        DATABASE_URL: target.databaseUrl ?? '',
        ...scenario.apiEnv,
      },
    });
    return await use(stack);
  } catch (error) {
    console.error(`  the API's last log lines:\n${logTail(target.dataDir)}`);
    throw error;
  } finally {
    await stack?.stop();
  }
}

/** Each scenario on its own stack over the target's database (seeded before). */
async function benchTarget(target: Target): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const snapshots: number[] = [];
  for (const scenario of target.scenarios) {
    console.error(` ${target.label}, ${scenario.name}:`);
    const results: RunResult[] = [];
    let failure: string | undefined;
    try {
      await withScenarioStack(target, scenario, async (stack) => {
        const tokens = {
          maker: await signIn(stack.apiUrl, IDENTITY),
          approver: await signIn(stack.apiUrl, APPROVER),
        };
        for (let run = 1; run <= scenario.runs; run++) {
          results.push(await sendRun(stack, tokens, target, scenario, run));
        }
      });
    } catch (error) {
      // The other scenarios and targets still run; the failure shows in the table.
      console.error(error);
      failure = error instanceof Error ? error.message : String(error);
    }
    snapshots.push(...results.map((r) => r.snapshotSeconds));
    rows.push(...scenarioRows(target, scenario, results, failure));
  }
  rows.unshift({
    bench: 'send-national',
    metric: `snapshot ${count(RECIPIENTS)} recipients into batches (${target.label})`,
    unit: 's',
    summary: summarize(snapshots),
    ...(target.goals
      ? { goal: SNAPSHOT_GOAL_SECONDS, goalOn: 'median' as const }
      : { goalNote: NO_GOAL_ON_EMBEDDED }),
    note: 'the send call: recipients read, batches of 500 written and the broadcast made SENDING in one transaction, batches queued',
  });
  return rows;
}

async function seed(target: Target): Promise<void> {
  const { handle, label } = await openStaffDatabase({
    ...(target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir }),
  });
  try {
    console.error(` ${target.label}: ${count(RECIPIENTS)} followers into ${label}`);
    const seconds = await addNationalFollowers(handle, RECIPIENTS, (line) => console.error(line));
    console.error(`  followers added and analysed in ${seconds.toFixed(1)} s`);
  } finally {
    await handle.close();
  }
}

async function onTarget(target: Omit<Target, 'dataDir'>): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hbc-bench-send-national-'));
  try {
    const withDir = { ...target, dataDir };
    await seed(withDir);
    return await benchTarget(withDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A broadcast to 1,000,000 followers of one unit through the built API and the sandbox's
 * Messaging API, each run checked in the sandbox (every recipient exactly once). On PostgreSQL
 * (BENCH_DATABASE_URL or DATABASE_URL; a fresh database, dropped afterwards): the snapshot (the
 * send call; goal under 5 s); the send with no rate limit in recipients a second (goal over
 * 100,000), with the API's peak memory; and with the sandbox answering 429 past LINE's 200
 * requests a second and the API at its default 200 (goal within 5% of 100,000). The speed goals
 * are on the sending after the snapshot; the rate from the send call is printed beside them. On
 * the embedded database: the snapshot and the send with no rate limit, no goal on speed. Each
 * run's note says what the processes and the database sessions spent their time on.
 */
export async function benchSendNational(): Promise<BenchRow[]> {
  const start = performance.now();
  const rows: BenchRow[] = [];
  const serverUrl = process.env['BENCH_DATABASE_URL'] || process.env['DATABASE_URL'];
  if (serverUrl) {
    rows.push(
      ...(await withFreshDatabase(serverUrl, (databaseUrl) =>
        onTarget({
          label: 'PostgreSQL',
          databaseUrl,
          goals: true,
          scenarios: [NO_RATE_LIMIT, LINE_RATE_LIMIT],
        }),
      )),
    );
  } else {
    console.error('  PostgreSQL skipped: set BENCH_DATABASE_URL (or DATABASE_URL) to a server');
    rows.push({
      bench: 'send-national',
      metric: `snapshot, send ${count(RECIPIENTS)} recipients (PostgreSQL)`,
      unit: '',
      summary: summarize([]),
      goalNote: 'SKIPPED: no DATABASE_URL (or BENCH_DATABASE_URL)',
    });
  }
  rows.push(
    ...(await onTarget({
      label: 'embedded',
      goals: false,
      scenarios: [{ ...NO_RATE_LIMIT, runs: 2 }],
    })),
  );
  console.error(`  send-national took ${((performance.now() - start) / 1000).toFixed(0)} s`);
  return rows;
}
