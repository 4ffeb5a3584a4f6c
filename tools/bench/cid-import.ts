import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { API_PATHS, cidCheckDigit } from '@hbc/contracts';
/* eslint-disable @nx/enforce-module-boundaries -- the API itself, called through app.inject */
import { buildApp, type App } from '../../apps/api/src/app';
import { benchApiConfig } from './bench-api-config';
import type { DatabaseHandle } from '../../apps/api/src/db/database';
import { connectEmbedded } from '../../apps/api/src/db/embedded/open-embedded';
import { spawnEmbeddedServer } from '../../apps/api/src/db/embedded/spawn';
import { openPostgres } from '../../apps/api/src/db/postgres';
import { bearer } from '../../apps/api/src/test/sign-in';
import { insertUser } from '../../apps/api/src/test/staff-fixtures';
import { accessTokenOf } from '../../apps/api/src/areas/users/testing/user-calls';
/* eslint-enable @nx/enforce-module-boundaries */
import { withFreshDatabase } from './lists';
import type { BenchRow } from './report';
import { summarize } from './stats';

const ROWS = 20_000;
const WARM_UP = 1;
const RUNS = 5;
const GOAL_ROWS_PER_SECOND = 20_000;

/** A valid CID per `n` (n below 10^11): 2 followed by `n`, then its check digit. */
function cidOf(n: number): string {
  const twelve = `2${String(n).padStart(11, '0')}`;
  return `${twelve}${cidCheckDigit(twelve)}`;
}

/** A CSV of ROWS new CIDs with a Thai header, as base64, different for each `run`. */
function csvOf(run: number): string {
  const lines = ['เลขประจำตัวประชาชน,เหตุผล'];
  for (let n = 0; n < ROWS; n++) lines.push(`${cidOf(run * ROWS + n)},ขอไม่รับข่าวสาร`);
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`).toString('base64');
}

interface Timing {
  previewMs: number;
  confirmMs: number;
}

/** One import through the routes, as the console makes it: preview, then confirm. */
async function importOnce(app: App, token: string, run: number): Promise<Timing> {
  const base64 = csvOf(run);
  const start = performance.now();
  const preview = await app.inject({
    method: 'POST',
    url: API_PATHS.cidImport,
    headers: bearer(token),
    payload: { fileName: `bench-${run}.csv`, reason: 'ทดสอบความเร็ว', base64 },
  });
  const previewed = performance.now();
  const { importId, validRows } = preview.json().data as { importId: string; validRows: number };
  if (preview.statusCode !== 200 || validRows !== ROWS) {
    throw new Error(`preview: ${preview.statusCode} ${preview.body.slice(0, 300)}`);
  }
  const confirm = await app.inject({
    method: 'POST',
    url: API_PATHS.cidImportById(importId),
    headers: bearer(token),
  });
  const confirmed = performance.now();
  if (confirm.statusCode !== 200 || confirm.json().data.added !== ROWS) {
    throw new Error(`confirm: ${confirm.statusCode} ${confirm.body.slice(0, 300)}`);
  }
  return { previewMs: previewed - start, confirmMs: confirmed - previewed };
}

/** Where the imports run: the embedded database (its own process, on disk, as `npm start` runs it) or PostgreSQL. */
interface Target {
  label: string;
  open(dataDir: string): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }>;
}

const EMBEDDED: Target = {
  label: 'embedded',
  async open(dataDir) {
    const server = await spawnEmbeddedServer(join(dataDir, 'pglite'), {
      entry: join(__dirname, '..', '..', 'apps', 'api', 'src', 'embedded-db.ts'),
      execArgv: ['--import', 'tsx'],
    });
    // Closing the handle stops the database process.
    const handle = await connectEmbedded(server);
    return { handle, dispose: () => handle.close() };
  },
};

/** PostgreSQL: a database of the bench's own (see `withFreshDatabase`). */
function postgresTarget(databaseUrl: string): Target {
  return {
    label: 'PostgreSQL',
    async open() {
      const handle = openPostgres(databaseUrl);
      return { handle, dispose: () => handle.close() };
    },
  };
}

async function benchTarget(target: Target): Promise<BenchRow[]> {
  console.error(` ${target.label}:`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hbc-bench-cid-import-'));
  const database = await target.open(dataDir);
  try {
    const config = benchApiConfig(dataDir);
    const app = await buildApp({ config, database: database.handle });
    try {
      const user = await insertUser(app.db, { role: 'SUPER_ADMIN', firstName: 'เบนช์' });
      const token = await accessTokenOf(app, user.id);
      for (let run = 0; run < WARM_UP; run++) await importOnce(app, token, run);
      const timings: Timing[] = [];
      for (let run = WARM_UP; run < WARM_UP + RUNS; run++) {
        const timing = await importOnce(app, token, run);
        console.error(
          `  run ${run}: preview ${timing.previewMs.toFixed(0)} ms, confirm ${timing.confirmMs.toFixed(0)} ms`,
        );
        timings.push(timing);
      }
      const metric = (what: string) =>
        `${ROWS.toLocaleString('en-US')}-row CSV: ${what} (${target.label})`;
      return [
        {
          bench: 'cid-import',
          metric: metric('preview + confirm'),
          unit: 'rows/s',
          summary: summarize(timings.map((t) => (ROWS * 1000) / (t.previewMs + t.confirmMs))),
          goal: GOAL_ROWS_PER_SECOND,
          goalOn: 'median',
          goalKind: 'atLeast',
        },
        {
          bench: 'cid-import',
          metric: metric('preview'),
          unit: 'ms',
          summary: summarize(timings.map((t) => t.previewMs)),
        },
        {
          bench: 'cid-import',
          metric: metric('confirm'),
          unit: 'ms',
          summary: summarize(timings.map((t) => t.confirmMs)),
        },
      ];
    } finally {
      await app.close();
    }
  } finally {
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Importing excluded CIDs: a 20,000-row CSV through `POST /api/setting/cid/import` (preview)
 * and `POST /api/setting/cid/import/{id}` (confirm), called in process (app.inject), on the
 * embedded database and, when BENCH_DATABASE_URL or DATABASE_URL names a PostgreSQL server, on a
 * fresh database there. Goal: more than 20,000 rows a second, preview and confirm together.
 */
export async function benchCidImport(): Promise<BenchRow[]> {
  const rows = await benchTarget(EMBEDDED);
  const serverUrl = process.env['BENCH_DATABASE_URL'] || process.env['DATABASE_URL'];
  if (serverUrl) {
    rows.push(
      ...(await withFreshDatabase(serverUrl, (databaseUrl) =>
        benchTarget(postgresTarget(databaseUrl)),
      )),
    );
  } else
    console.error('  PostgreSQL skipped: set BENCH_DATABASE_URL (or DATABASE_URL) to a server');
  return rows;
}
