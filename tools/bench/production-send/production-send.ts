import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { API_PATHS, type BroadcastRecord, type TrackingUrlRecord } from '@hbc/contracts';
import {
  percentile,
  readTimingLog,
  untilNginxServesWarm,
  type StackProcess,
  type TimedRequest,
} from '@hbc/production-layout';
/* eslint-disable @nx/enforce-module-boundaries -- the API's own queue, emptied between runs */
import { QUEUE_SCHEMA } from '../../../apps/api/src/engine/jobs/queue';
import { SENDING_QUEUES } from '../../../apps/api/src/engine/sending/sending-queues';
/* eslint-enable @nx/enforce-module-boundaries */
import { startLayout, type Layout } from '../../scripts/layout';
import { openStaffDatabase } from '../../scripts/seed-staff';
import { sendApproved } from '../approved-send';
import { sandboxReceipts, sandboxRequest, sandboxStats, untilEnded } from '../broadcast-progress';
import { DatabaseWaitSampler, describeWaits } from '../database-waits';
import { machineTicks, clockTicksPerSecond } from '../proc-stats';
import type { BenchRow } from '../report';
import { serverSettings } from '../server-settings';
import { call, signIn } from '../sign-in';
import { summarize } from '../stats';
import { followersDataset } from './followers-dataset';
import { LayoutWatch, type MemberUse } from './layout-watch';
import { nginxErrors, processWarnings } from './log-summary';
import { ClickLoad, consoleLoad, ProgressFollower, type ClickReport } from './loads';

const FOLLOWERS = 10_000_000;
const NGINX_PORT = 4443;
const SANDBOX_PORT = 4300;
/** The demo hospital's administrator sends; a Super Admin approves (the send is far above the threshold). */
const MAKER = 'admin-lv3';
const APPROVER = 'super-admin';
const TITLE = 'วัดการส่งทั้งประเทศ';
const LINK_NAME = 'ลิงก์นัดฉีดวัคซีน (วัดการส่ง)';
const MONTHLY_QUOTA = 100_000_000;

const GOAL_SNAPSHOT_S = 40;
/** Within 5% of LINE's 200 multicasts of 500 a second. */
const GOAL_RATE = 95_000;
const GOAL_CONSOLE_P95_MS = 200;
const GOAL_REDIRECT_P99_MS = 50;
const GOAL_MEMORY_MIB = 1024;

const CONSOLE_PER_SECOND = 20;
const CLICKS_PER_SECOND = 1000;
const KILL_WORKER_AT = 0.3;
const KILL_API_AT = 0.6;

const count = (n: number) => Math.round(n).toLocaleString('en-US');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const one = (value: number) => summarize([value]);

async function databaseSize(databaseUrl: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ bytes: string }>(
      'select pg_database_size(current_database()) as bytes',
    );
    return Number(rows[0]?.bytes ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Removes the broadcasts and the link of earlier runs (their batches and clicks go with them), so that every run starts
 * from the same database; answers the server's settings for the notes.
 */
async function prepareDatabase(databaseUrl: string): Promise<string> {
  const { handle } = await openStaffDatabase({ databaseUrl });
  try {
    const { rows } = await handle.db.execute<{ id: number }>(
      sql`delete from broadcast where title like ${`${TITLE}%`} returning id`,
    );
    if (rows.length > 0) console.error(`  removed ${rows.length} broadcasts of earlier runs`);
    // Their batches' jobs too: a job left behind is fetched before the next run's. The queue's
    // tables exist once an API process has started on the database (not on the first run).
    const jobs = sql`${sql.identifier(QUEUE_SCHEMA)}.job`;
    const { rows: queue } = await handle.db.execute<{ present: boolean }>(
      sql`select to_regclass(${`${QUEUE_SCHEMA}.job`}) is not null as present`,
    );
    if (queue[0]?.present) {
      await handle.db.execute(sql`delete from ${jobs} where name = ${SENDING_QUEUES.batch}`);
    }
    // Its clicks go with it.
    await handle.db.execute(sql`delete from tracking_url where name = ${LINK_NAME}`);
    // Every run starts from the same tables and indexes: the deleted send's space made free, its
    // index entries gone.
    await handle.sql.executeSql('vacuum analyze broadcast_batch');
    await handle.sql.executeSql('reindex table broadcast_batch');
    return await serverSettings(handle.db);
  } finally {
    await handle.close();
  }
}

/** One step of the faults: what was done to which process, and when (seconds into the send). */
interface Fault {
  what: string;
  atSeconds: number;
  tookSeconds: number;
}

/** How long a restarted API process serves its share before the roll stops the next one. */
const WARM_MS = 5_000;

/**
 * The faults of a deploy during the send: a worker killed at 30 % and started again, an API
 * process killed at 60 % and started again, then both API processes restarted one after the
 * other. After an API process is healthy again, the next step waits until nginx has sent it a
 * request it answered (nginx's timing log) and it has served its share for `WARM_MS`, as the
 * upgrade procedure says (docs/operations.md).
 */
class Faults {
  readonly done: Fault[] = [];
  private running: Promise<void> | undefined;
  private stage = 0;

  constructor(
    private readonly layout: Layout,
    private readonly watch: LayoutWatch,
    private readonly startedAt: number,
  ) {}

  private async restart(member: StackProcess, signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const at = performance.now();
    await this.watch.around(member, async () => {
      if (signal === 'SIGKILL') await member.kill('SIGKILL');
      else await member.stop();
      await member.start();
    });
    const healthyAt = Date.now();
    const taken = member.name.startsWith('api')
      ? await this.takenBackBy(member, healthyAt)
      : undefined;
    this.done.push({
      what: `${member.name} ${signal === 'SIGKILL' ? 'killed (SIGKILL)' : 'stopped (SIGTERM)'} and started again${
        taken === undefined
          ? ''
          : taken === null
            ? ', not taken back by nginx within 30 s'
            : `, taken back by nginx ${(taken / 1000).toFixed(1)} s after its health answered`
      }`,
      atSeconds: (at - this.startedAt) / 1000,
      tookSeconds: (performance.now() - at) / 1000,
    });
  }

  /**
   * How long after `sinceMs` nginx took `member` back (null: not within 30 s), once it has served
   * its share for `WARM_MS` more.
   */
  private takenBackBy(member: StackProcess, sinceMs: number): Promise<number | null> {
    const timingLog = this.layout.nginx.timingLog;
    if (!timingLog) throw new Error('nginx was started without its timing log');
    return untilNginxServesWarm(timingLog, `127.0.0.1:${member.port}`, sinceMs, WARM_MS);
  }

  /** Starts the next step once the send has reached its share; one step at a time. */
  onProgress(share: number): void {
    if (this.running) return;
    const [api1, api2] = this.layout.apis;
    const [worker1] = this.layout.workers;
    if (!api1 || !api2 || !worker1) throw new Error('two API processes and a worker expected');
    if (this.stage === 0 && share >= KILL_WORKER_AT) {
      this.stage = 1;
      this.running = this.restart(worker1, 'SIGKILL').finally(() => (this.running = undefined));
    } else if (this.stage === 1 && share >= KILL_API_AT) {
      this.stage = 2;
      this.running = (async () => {
        await this.restart(api2, 'SIGKILL');
        await this.restart(api1, 'SIGTERM');
        await this.restart(api2, 'SIGTERM');
      })().finally(() => (this.running = undefined));
    }
  }

  /** Waits for a step still going on; answers whether every step was done. */
  async settle(): Promise<boolean> {
    await this.running;
    return this.stage === 2;
  }
}

interface SendResult {
  record: BroadcastRecord;
  snapshotSeconds: number;
  sendingSeconds: number;
  /** The approval's answer, in `Date.now()` time: the faults' times count from it. */
  answeredAtMs: number;
}

/** The redirects' p99 is also given for each window of this length, to see where it is made. */
const REDIRECT_WINDOW_MS = 10_000;

/**
 * What nginx measured, from its timing log, of the requests that ended after `fromMs`: the
 * tracking redirects' p99 and the API's requests' p95 (the progress streams left out). A load
 * generator on this busy two-core machine measures its own waits for a core as well.
 */
function servedTimes(
  timingLog: string | undefined,
  fromMs: number,
): { redirects: number; redirectP99Ms: number; redirectP99ByWindow: string; consoleP95Ms: number } {
  if (!timingLog) throw new Error('nginx was started without its timing log');
  const during = readTimingLog(timingLog).filter((request) => request.atMs >= fromMs);
  const isRedirect = (uri: string) => uri.startsWith(API_PATHS.trackingRedirect(''));
  const sortedTimes = (requests: readonly TimedRequest[]) =>
    requests.map((request) => request.ms).sort((a, b) => a - b);
  const byWindow = new Map<number, TimedRequest[]>();
  for (const request of during) {
    if (!isRedirect(request.uri)) continue;
    const window = Math.floor((request.atMs - fromMs) / REDIRECT_WINDOW_MS);
    const requests = byWindow.get(window);
    if (requests) requests.push(request);
    else byWindow.set(window, [request]);
  }
  const redirectP99ByWindow = [...byWindow.entries()]
    .sort(([a], [b]) => a - b)
    .map(
      ([window, requests]) =>
        `${(window * REDIRECT_WINDOW_MS) / 1000} s ${percentile(sortedTimes(requests), 99)}`,
    )
    .join(', ');
  const redirects = sortedTimes(during.filter((request) => isRedirect(request.uri)));
  const api = sortedTimes(
    during.filter(
      (request) => request.uri.startsWith('/api/') && !request.uri.endsWith('/progress'),
    ),
  );
  return {
    redirects: redirects.length,
    redirectP99Ms: percentile(redirects, 99),
    redirectP99ByWindow,
    consoleP95Ms: percentile(api, 95),
  };
}

/** Clicks and bot visits stored for the link, read until two readings a few seconds apart agree. */
async function storedVisits(databaseUrl: string, trackingUrlId: number): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const read = async () => {
      const { rows } = await client.query<{ n: string }>(
        `select (select count(*) from click where tracking_url_id = $1)
              + (select count(*) from bot_visit where tracking_url_id = $1) as n`,
        [trackingUrlId],
      );
      return Number(rows[0]?.n ?? 0);
    };
    let visits = -1;
    for (let now = await read(); now !== visits; now = await read()) {
      visits = now;
      await sleep(3_000);
    }
    return visits;
  } finally {
    await client.end();
  }
}

/** When the clicks with no answer failed, in seconds after the send call answered, and how. */
function noAnswerTimes(report: ClickReport, fromMs: number): string {
  if (report.noAnswers.length === 0) return '';
  const times = report.noAnswers.map(
    ({ at, error }) => `${((at - fromMs) / 1000).toFixed(1)} s ${error}`,
  );
  return `; at ${times.join(', ')}`;
}

function describeUse(use: MemberUse, seconds: number): string {
  const restarts = use.lives > 1 ? `, ${use.lives} lives` : '';
  return `${use.name} ${(use.cpuSeconds / seconds).toFixed(2)} cores, peak ${count(use.peakKiB / 1024)} MiB${restarts}`;
}

/** Answers a POST through nginx: the body's `data`. */
type Post = <T>(path: string, token: string, body?: unknown) => Promise<T>;

/**
 * The send as staff make it (the maker's send, the Super Admin's approval, which snapshots), then
 * its progress until it ends, with the faults made on the way.
 */
async function sendWithFaults(
  layout: Layout,
  watch: LayoutWatch,
  base: string,
  tokens: { maker: string; superAdmin: string },
  id: number,
  api: Post,
): Promise<{ faults: Faults; result: SendResult }> {
  const started = await sendApproved(
    () => api<BroadcastRecord>(API_PATHS.broadcastSend(id), tokens.maker, {}),
    (approved) => api<BroadcastRecord>(API_PATHS.broadcastApprove(approved), tokens.superAdmin, {}),
  );
  const answeredAt = started.startedAt + started.answeredMs;
  console.error(
    `   the approval snapshotted ${count(started.record.recipientCount)} recipients in ${(started.answeredMs / 1000).toFixed(1)} s`,
  );
  const faults = new Faults(layout, watch, answeredAt);
  const { record, endedAt } = await untilEnded({
    apiUrl: base,
    token: tokens.maker,
    id,
    ratesFrom: answeredAt,
    onProgress: (share) => faults.onProgress(share),
    tolerateFailedReadings: true,
    pollMs: 500,
  });
  return {
    faults,
    result: {
      record,
      snapshotSeconds: started.answeredMs / 1000,
      sendingSeconds: (endedAt - answeredAt) / 1000,
      answeredAtMs: Date.now() - (performance.now() - answeredAt),
    },
  };
}

/** The whole run on a started layout; answers the rows. */
async function run(
  layout: Layout,
  dir: string,
  databaseUrl: string,
  settings: string,
): Promise<BenchRow[]> {
  const base = layout.nginx.loopbackUrl;
  const sandboxUrl = `http://localhost:${layout.sandbox.port}`;
  const direct = `http://localhost:${layout.apis[0]?.port ?? 0}`;
  // A national account's plan: the month's quota holds the send (the sandbox's default, 5,000,000,
  // would refuse it, as LINE would).
  await sandboxRequest(sandboxUrl, 'PUT', '/sandbox/messaging/quota', { value: MONTHLY_QUOTA });
  // Straight to an API process: Node's fetch cannot be told to trust nginx's certificate, and the
  // plain-HTTP port is not the console's origin.
  const origin = layout.nginx.url;
  const tokens = {
    maker: await signIn(direct, MAKER, origin),
    superAdmin: await signIn(direct, APPROVER, origin),
  };
  const api = async <T>(path: string, token: string, body?: unknown) =>
    (
      await call<{ data: T }>(`${base}${path}`, {
        method: 'POST',
        token,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    ).data;

  const link = await api<TrackingUrlRecord>(API_PATHS.trackingUrl, tokens.maker, {
    name: LINK_NAME,
    targetUrl: 'https://example.org/vaccine?from=line',
  });
  const marker = `production-send ${Date.now()}`;
  const created = await api<BroadcastRecord>(API_PATHS.broadcast, tokens.maker, {
    title: `${TITLE} ${new Date().toISOString()}`,
    messages: [
      { type: 'text', text: `ข่าวสารถึงผู้ติดตามทุกคน (${marker})` },
      { type: 'text', text: `นัดฉีดวัคซีนได้ที่ ${link.shortUrl}` },
      { type: 'text', text: 'สอบถามเพิ่มเติมได้ที่หน่วยบริการใกล้บ้าน' },
    ],
    target: 'UNIT',
  });
  const sizeBefore = await databaseSize(databaseUrl);

  const members = [layout.sandbox, ...layout.apis, ...layout.workers];
  const watch = new LayoutWatch(members);
  const machineAtStart = machineTicks();
  const waits = await DatabaseWaitSampler.start(databaseUrl, 200);
  const clicks = new ClickLoad(
    new URL(new URL(link.shortUrl).pathname, base).toString(),
    CLICKS_PER_SECOND,
  );
  const consoleRequests = consoleLoad(base, tokens, created.id, CONSOLE_PER_SECOND);
  const progress = new ProgressFollower(
    new URL(API_PATHS.broadcastProgress(created.id), base),
    tokens.maker,
  );
  let sent: { faults: Faults; result: SendResult };
  try {
    sent = await sendWithFaults(layout, watch, base, tokens, created.id, api);
  } catch (error) {
    // Nothing left running: the click load is a process of its own.
    await Promise.allSettled([
      consoleRequests.stop(),
      clicks.stop(),
      progress.stop(),
      waits.stop(),
    ]);
    watch.stop();
    throw error;
  }
  const { faults, result } = sent;
  const { record } = result;
  if (!(await faults.settle())) {
    console.error('   the send ended before every fault was made (see the note)');
  }
  const consoleReport = await consoleRequests.stop();
  const clickReport = await clicks.stop();
  const progressReport = await progress.stop();
  const use = watch.stop();
  const machineAtEnd = machineTicks();
  const database = await waits.stop();
  const machineCores =
    (machineAtEnd.busy - machineAtStart.busy) / clockTicksPerSecond() / use.seconds;

  const receipts = await sandboxReceipts(sandboxUrl, marker);
  const stats = await sandboxStats(sandboxUrl);
  const visits = await storedVisits(databaseUrl, link.id);
  const sizeAfter = await databaseSize(databaseUrl);

  const cpu = use.members.map((m) => describeUse(m, use.seconds)).join('; ');
  const sessionCores = database.cpuSeconds / use.seconds;
  const faultsNote = faults.done
    .map((f) => `${f.what} at ${f.atSeconds.toFixed(0)} s (${f.tookSeconds.toFixed(1)} s)`)
    .join('; ');
  console.error(
    `   ${record.status}: ${count(record.sentCount)} sent, ${count(record.failedCount)} failed`,
  );
  console.error(`   faults: ${faultsNote}`);
  console.error(
    `   processes: ${cpu}; PostgreSQL sessions ${sessionCores.toFixed(2)} cores; machine ${machineCores.toFixed(2)} cores busy`,
  );
  console.error(`   database: ${describeWaits(database.profile)}`);
  console.error(
    `   sandbox: peak ${count(stats.peakRequestsPerSecond)} requests/s, ${count(stats.rateLimited)} answered 429`,
  );
  const served = servedTimes(layout.nginx.timingLog, sent.result.answeredAtMs);
  const consoleByRequest = Object.entries(consoleReport.p95MsByName)
    .map(([name, ms]) => `${name} ${count(ms)} ms`)
    .join(', ');
  console.error(
    `   console: ${count(consoleReport.requests)} requests ${JSON.stringify(consoleReport.statuses)}, p95 ${consoleByRequest}; progress stream ${progressReport.events} events, opened ${progressReport.opened} times (${progressReport.refused} refused)`,
  );
  console.error(
    `   clicks: ${count(clickReport.requests)} ${JSON.stringify(clickReport.statuses)}, ${count(visits)} stored`,
  );
  const nginxLog = nginxErrors(join(dir, 'nginx', 'error.log'), sent.result.answeredAtMs);
  const warnings = processWarnings(dir);
  console.error(`   nginx's errors: ${nginxLog}`);
  console.error(`   the processes' warnings and errors: ${warnings}`);
  console.error(`   ${settings}`);

  const bench = 'production-send';
  const label = `${count(FOLLOWERS)} followers, nginx, 2 API + 2 workers`;
  const memoryRows: BenchRow[] = use.members
    .filter((m) => m.name !== 'sandbox')
    .map((m) => ({
      bench,
      metric: `peak memory (VmHWM) of ${m.name} during the send`,
      unit: 'MiB',
      summary: one(m.peakKiB / 1024),
      goal: GOAL_MEMORY_MIB,
      goalOn: 'max' as const,
      note: describeUse(m, use.seconds),
    }));
  return [
    {
      bench,
      metric: `snapshot of ${count(record.recipientCount)} recipients into batches, the approval call (${label})`,
      unit: 's',
      summary: one(result.snapshotSeconds),
      goal: GOAL_SNAPSHOT_S,
      goalOn: 'max',
      note: settings,
    },
    {
      bench,
      metric: `send rate, first batch to last, kills and restarts included (${record.status}, ${count(record.sentCount)} sent, ${count(record.failedCount)} failed)`,
      unit: '/s',
      summary: one(record.status === 'SENT' ? record.sentCount / result.sendingSeconds : 0),
      goal: GOAL_RATE,
      goalOn: 'max',
      goalKind: 'atLeast',
      note: `${faultsNote}; ${cpu}; PostgreSQL sessions ${sessionCores.toFixed(2)} cores; machine ${machineCores.toFixed(2)} cores busy; sandbox peak ${count(stats.peakRequestsPerSecond)} requests/s, ${count(stats.rateLimited)} answered 429; ${describeWaits(database.profile)}`,
    },
    {
      bench,
      metric: 'recipients the sandbox received more than once',
      unit: '',
      summary: one(receipts.repeatedUsers),
      goal: 1,
      goalOn: 'max',
      note: `${count(receipts.recipients)} deliveries to ${count(receipts.users)} users; e.g. ${receipts.repeatedSample.join(', ') || 'none'}`,
    },
    {
      bench,
      metric: 'followers the sandbox never received',
      unit: '',
      summary: one(FOLLOWERS - receipts.users),
      goal: 1,
      goalOn: 'max',
    },
    {
      bench,
      metric: `console requests through nginx during the send (${count(consoleReport.requests)}: detail, list, dashboard), p95`,
      unit: 'ms',
      summary: one(consoleReport.p95Ms),
      goal: GOAL_CONSOLE_P95_MS,
      goalOn: 'max',
      note: `answers ${JSON.stringify(consoleReport.statuses)}; p95 ${consoleByRequest}; as nginx timed the API's requests (the progress readings among them): p95 ${count(served.consoleP95Ms)} ms; progress stream ${progressReport.events} events, opened ${progressReport.opened} times`,
    },
    {
      bench,
      metric: 'console answers other than 200 (5xx, none) during the kills and the rolling restart',
      unit: '',
      summary: one(consoleReport.unexpected),
      goal: 1,
      goalOn: 'max',
      note: `${consoleReport.unexpectedSample.join('; ') || 'none'}; nginx's errors: ${nginxLog}; the processes' warnings and errors: ${warnings}`,
    },
    {
      bench,
      metric: `tracking redirects through nginx during the send (${count(served.redirects)} at ${CLICKS_PER_SECOND}/s), p99 as nginx timed them`,
      unit: 'ms',
      summary: one(served.redirectP99Ms),
      goal: GOAL_REDIRECT_P99_MS,
      goalOn: 'max',
      note: `p99 in ms of each 10 s after the send call answered: ${served.redirectP99ByWindow}; the load's own p99 ${count(clickReport.p99Ms)} ms (its waits for the busy machine's cores included); answers ${JSON.stringify(clickReport.statuses)}, ${clickReport.errors} with no answer (${clickReport.timeouts} of them timed out${noAnswerTimes(clickReport, sent.result.answeredAtMs)})`,
    },
    {
      bench,
      metric: 'tracking redirects answered but not stored, and answers other than 302',
      unit: '',
      summary: one(Math.max(0, clickReport.redirects - visits) + clickReport.unexpected),
      goal: 1,
      goalOn: 'max',
      note: `${count(clickReport.redirects)} redirects, ${count(visits)} clicks and bot visits stored${
        visits > clickReport.redirects
          ? ` (${count(visits - clickReport.redirects)} more than the load counted: the last answer of each of its connections, which it closes after 500 requests and leaves uncounted, and a visit written by a process killed before it answered, which nginx then sent to the other)`
          : ''
      }`,
    },
    ...memoryRows,
    {
      bench,
      metric: 'PostgreSQL database growth for the send',
      unit: 'MiB',
      summary: one((sizeAfter - sizeBefore) / 1024 / 1024),
      goalNote: '— (reported)',
    },
  ];
}

/**
 * A broadcast of three messages to 10,000,000 followers of one unit in the production layout:
 * nginx with the recommended site in front of two web-only API processes, two workers, the
 * PostgreSQL of BENCH_DATABASE_URL (or DATABASE_URL; the followers are seeded once into
 * `hbc_bench_followers_10000000` and kept) and the sandbox at LINE's 200 multicasts a second. A
 * worker is killed at 30 %, an API process at 60 %, then both API processes are restarted in turn;
 * staff use the console and citizens click a tracking link through nginx the whole time.
 */
export async function benchProductionSend(): Promise<BenchRow[]> {
  const serverUrl = process.env['BENCH_DATABASE_URL'] || process.env['DATABASE_URL'];
  if (!serverUrl) {
    console.error('  skipped: set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server');
    return [
      {
        bench: 'production-send',
        metric: `send to ${count(FOLLOWERS)} followers in the production layout`,
        unit: '',
        summary: summarize([]),
        goalNote: 'SKIPPED: no DATABASE_URL (or BENCH_DATABASE_URL)',
      },
    ];
  }
  const start = performance.now();
  const databaseUrl = await followersDataset(serverUrl, FOLLOWERS);
  const settings = await prepareDatabase(databaseUrl);
  const dir = mkdtempSync(join(tmpdir(), 'hbc-bench-production-send-'));
  let layout: Layout | undefined;
  try {
    layout = await startLayout({
      databaseUrl,
      nginxPort: NGINX_PORT,
      sandboxPort: SANDBOX_PORT,
      dir,
      apiProcesses: 2,
      workerProcesses: 2,
      nginxTimingLog: true,
      env: {
        SEED_DEMO_DATA: 'true',
        SEED_DEMO_CITIZENS: '0',
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      },
    });
    const rows = await run(layout, dir, databaseUrl, settings);
    await layout.stop();
    // BENCH_KEEP_DIR=1 keeps the processes' logs and nginx's timing log for a closer look.
    if (process.env['BENCH_KEEP_DIR']) console.error(`   kept: ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
    return rows;
  } catch (error) {
    console.error(`  the processes' logs are kept in ${dir}`);
    throw error;
  } finally {
    await layout?.stop();
    console.error(`  production-send took ${((performance.now() - start) / 1000).toFixed(0)} s`);
  }
}
