import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS, type TrackingUrlRecord } from '@hbc/contracts';
import { count } from 'drizzle-orm';
/* eslint-disable @nx/enforce-module-boundaries -- the API itself, listening in this process */
import { buildApp, type App } from '../../apps/api/src/app';
import { benchApiConfig } from './bench-api-config';
import type { DatabaseHandle } from '../../apps/api/src/db/database';
import { connectEmbedded } from '../../apps/api/src/db/embedded/open-embedded';
import { spawnEmbeddedServer } from '../../apps/api/src/db/embedded/spawn';
import { openPostgres } from '../../apps/api/src/db/postgres';
import { botVisit, click } from '../../apps/api/src/db/schema';
import { bearer } from '../../apps/api/src/test/sign-in';
import { insertUnit, insertUser } from '../../apps/api/src/test/staff-fixtures';
import { accessTokenOf } from '../../apps/api/src/areas/users/testing/user-calls';
/* eslint-enable @nx/enforce-module-boundaries */
import { workspaceRoot } from '../scripts/stack';
import { withFreshDatabase } from './lists';
import type { BenchRow } from './report';
import { summarize } from './stats';

const API_PORT = 3990;
/** Requests of each timed run (about 4 s each at the goal, 12 s in all), after an untimed warm-up. */
const WARM_UP_REQUESTS = 10_000;
const RUN_REQUESTS = 50_000;
const RUNS = 3;
/** Clients clicking at once, each on a kept-alive connection (as behind a load balancer). */
const CONNECTIONS = 50;
const GOAL_PER_SECOND = 10_000;
const GOAL_P99_MS = 20;
/** LINE's in-app browser on an Android phone, as citizens tapping a broadcast's link send it. */
const MOBILE_LINE =
  'Mozilla/5.0 (Linux; Android 13; SM-A536E Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 Line/13.23.1/IAB';
const AUTOCANNON = join(workspaceRoot, 'node_modules', 'autocannon', 'autocannon.js');

/** What the bench reads of autocannon's JSON result. */
interface CannonResult {
  duration: number;
  requests: { total: number };
  latency: { p99: number };
  '3xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** `amount` requests to `url` by autocannon in a process of its own (not competing with the API's). */
function cannon(url: string, amount: number): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        AUTOCANNON,
        '-j',
        '-c',
        String(CONNECTIONS),
        '-a',
        String(amount),
        // Ends within 10 ms of the last answer (it checks every sample interval): the duration is exact.
        '-L',
        '10',
        '-H',
        `user-agent=${MOBILE_LINE}`,
        url,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      try {
        resolve(JSON.parse(output.trim().split('\n').pop() ?? '') as CannonResult);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** Where the clicks are written: embedded PGlite (its own process, on disk) or PostgreSQL. */
interface Target {
  label: string;
  open(dataDir: string): Promise<DatabaseHandle>;
  goal: boolean;
}

const EMBEDDED: Target = {
  label: 'embedded PGlite',
  goal: false,
  async open(dataDir) {
    const server = await spawnEmbeddedServer(join(dataDir, 'pglite'), {
      entry: join(__dirname, '..', '..', 'apps', 'api', 'src', 'embedded-db.ts'),
      execArgv: ['--import', 'tsx'],
    });
    // Closing the handle stops the database process.
    return connectEmbedded(server);
  },
};

const postgresTarget = (databaseUrl: string): Target => ({
  label: 'PostgreSQL',
  goal: true,
  open: async () => openPostgres(databaseUrl),
});

/** A tracking link of a new unit, created through the API by an LV3 of it; answers its code. */
async function seedLink(app: App): Promise<string> {
  const unit = await insertUnit(app.db, { name: 'โรงพยาบาลวัดความเร็ว' });
  const user = await insertUser(app.db, { role: 'ADMIN_LV3', unitId: unit.id });
  const response = await app.inject({
    method: 'POST',
    url: API_PATHS.trackingUrl,
    headers: bearer(await accessTokenOf(app, user.id)),
    payload: { name: 'วัดความเร็ว', targetUrl: 'https://example.org/vaccine?from=line' },
  });
  if (response.statusCode !== 200) throw new Error(`create link: ${response.body}`);
  return (response.json() as { data: TrackingUrlRecord }).data.code;
}

/**
 * The visits stored: clicks, and the repeats kept apart as bot visits (every request comes from
 * one address, whose clicks on the link count once a minute).
 */
async function visitsStored(app: App): Promise<number> {
  await app.tracking.visits.flush();
  const [clicks] = await app.db.select({ n: count() }).from(click);
  const [others] = await app.db.select({ n: count() }).from(botVisit);
  return (clicks?.n ?? 0) + (others?.n ?? 0);
}

async function benchTarget(target: Target): Promise<BenchRow[]> {
  console.error(`  clicks written to ${target.label}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hbc-bench-redirect-'));
  const database = await target.open(dataDir);
  try {
    const config = benchApiConfig(dataDir, {
      LOG_LEVEL: 'warn',
      PORT: String(API_PORT),
      PUBLIC_BASE_URL: `http://127.0.0.1:${API_PORT}`,
    });
    const app = await buildApp({ config, database });
    try {
      const code = await seedLink(app);
      await app.listen({ port: API_PORT, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${API_PORT}${API_PATHS.trackingRedirect(code)}`;

      let answered = 0;
      const runs: CannonResult[] = [];
      for (let run = 0; run <= RUNS; run++) {
        const result = await cannon(url, run === 0 ? WARM_UP_REQUESTS : RUN_REQUESTS);
        const failed = result.requests.total - result['3xx'];
        if (failed !== 0 || result.errors !== 0 || result.timeouts !== 0) {
          throw new Error(
            `${failed} answers were not 302, ${result.errors} errors, ${result.timeouts} timeouts`,
          );
        }
        answered += result['3xx'];
        if (run === 0) continue;
        runs.push(result);
        console.error(
          `   run ${run}: ${result['3xx'].toLocaleString('en-US')} redirects in ${result.duration} s, p99 ${result.latency.p99} ms`,
        );
      }
      const stored = await visitsStored(app);
      console.error(
        `   ${stored.toLocaleString('en-US')} visits stored for ${answered.toLocaleString('en-US')} redirects answered`,
      );

      const label = `${CONNECTIONS} connections, one API process, ${target.label}`;
      const goal = <T extends object>(row: T) => (target.goal ? row : {});
      return [
        {
          bench: 'redirect',
          metric: `/t/{code} redirects a second, clicks recorded (${label})`,
          unit: '/s',
          summary: summarize(runs.map((r) => r['3xx'] / r.duration)),
          ...goal({
            goal: GOAL_PER_SECOND,
            goalOn: 'median' as const,
            goalKind: 'atLeast' as const,
          }),
        },
        {
          bench: 'redirect',
          metric: `/t/{code} 99th-percentile latency of each run (${label})`,
          unit: 'ms',
          summary: summarize(runs.map((r) => r.latency.p99)),
          ...goal({ goal: GOAL_P99_MS, goalOn: 'median' as const }),
        },
        {
          bench: 'redirect',
          metric: `visits stored minus redirects answered, after the flush (${label})`,
          unit: 'visits',
          summary: summarize([Math.abs(stored - answered)]),
          goal: 1,
          goalOn: 'max',
        },
      ];
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The public redirect `/t/{code}` on one API process (built in this process, listening on
 * 127.0.0.1) with its clicks recorded, hit by autocannon (a process of its own) with LINE's
 * mobile user agent: a warm-up, then three timed runs. On PostgreSQL when BENCH_DATABASE_URL or
 * DATABASE_URL names a server (a fresh database there, where the goals apply: over 10,000
 * redirects a second, p99 under 20 ms), else on embedded PGlite. Every redirect answered must be
 * one visit stored (a click, or a repeat kept apart) once the writer has flushed.
 */
export async function benchRedirect(): Promise<BenchRow[]> {
  const serverUrl = process.env['BENCH_DATABASE_URL'] || process.env['DATABASE_URL'];
  if (serverUrl) {
    return withFreshDatabase(serverUrl, (databaseUrl) => benchTarget(postgresTarget(databaseUrl)));
  }
  console.error('  PostgreSQL not set (BENCH_DATABASE_URL or DATABASE_URL): on embedded PGlite');
  return benchTarget(EMBEDDED);
}
