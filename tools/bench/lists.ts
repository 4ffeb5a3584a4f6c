import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { API_PATHS, LIST_PAGE_SIZE_DEFAULT, type ListAnswer } from '@hbc/contracts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the same database the tests make
import { createDatabaseSql } from '../../apps/api/src/db/create-database';
import { openStaffDatabase, seedStaff } from '../scripts/seed-staff';
import type { StaffSizes } from '../scripts/seed-staff-data';
import { startStack, THROWAWAY_DEMO_ENV, type StackOptions } from '../scripts/stack';
import type { BenchRow } from './report';
import { call, signIn } from './sign-in';
import { summarize, timedRuns } from './stats';

const API_PORT = 3940;
const SANDBOX_PORT = 3950;
const SIZES: StaffSizes = { units: 20_000, users: 100_000 };
const WARM_UP = 5;
const RUNS = 60;
const GOAL_MS = 50;
const SIGNED_IN_AS = 'super-admin';

/** One list call as a staff member's screen makes it. */
interface ListCall {
  name: string;
  path: string;
  body: object;
}

const firstPage = { page: 1, pageSize: LIST_PAGE_SIZE_DEFAULT };

/** The calls timed: each list's first page, a search and a sort. */
const CALLS: readonly ListCall[] = [
  { name: 'unit list: first page', path: API_PATHS.healthUnitList, body: firstPage },
  {
    name: 'unit list: search "หนอง" (part of a name)',
    path: API_PATHS.healthUnitList,
    body: { ...firstPage, search: 'หนอง' },
  },
  {
    name: 'unit list: search "105" (digits of an hcode)',
    path: API_PATHS.healthUnitList,
    body: { ...firstPage, search: '105' },
  },
  {
    name: 'unit list: sorted by name, descending',
    path: API_PATHS.healthUnitList,
    body: { ...firstPage, sort: { field: 'name', direction: 'desc' } },
  },
  { name: 'user list: first page', path: API_PATHS.userList, body: firstPage },
  {
    name: 'user list: search "สมชาย" (a first name)',
    path: API_PATHS.userList,
    body: { ...firstPage, search: 'สมชาย' },
  },
  {
    name: 'user list: sorted by last sign-in, latest first',
    path: API_PATHS.userList,
    body: { ...firstPage, sort: { field: 'lastLoginAt', direction: 'desc' } },
  },
];

/** Where the lists are timed: the embedded database, or a PostgreSQL database of the bench's own. */
interface Target {
  label: string;
  /** Unset: embedded PGlite in the stack's data directory. */
  databaseUrl?: string;
  goal: boolean;
}

/** Times `RUNS` sequential calls after `WARM_UP` untimed ones; answers milliseconds per call. */
async function timeCall(apiUrl: string, token: string, listCall: ListCall): Promise<number[]> {
  const send = () =>
    call<ListAnswer<unknown>>(`${apiUrl}${listCall.path}`, {
      method: 'POST',
      body: JSON.stringify(listCall.body),
      token,
    });
  let answer = await send();
  for (let i = 1; i < WARM_UP; i++) answer = await send();
  console.error(`  ${listCall.name}: ${answer.data.length} rows of ${answer.total}`);
  return timedRuns(send, RUNS, 0);
}

/**
 * The stack on `target` with the demo data and SIZES units and users: started once so that the
 * API migrates and seeds the demo data, stopped (the embedded database takes one process at a
 * time), seeded, and started again.
 */
async function seededStack(target: Target, dataDir: string) {
  const options: StackOptions = {
    apiPort: API_PORT,
    sandboxPort: SANDBOX_PORT,
    dataDir,
    env: { ...THROWAWAY_DEMO_ENV, DATABASE_URL: target.databaseUrl ?? '' },
  };
  await (await startStack(options)).stop();
  const { handle } = await openStaffDatabase({ databaseUrl: target.databaseUrl, dataDir });
  try {
    await seedStaff(handle, SIZES, (line) => console.error(line));
  } finally {
    await handle.close();
  }
  return startStack(options);
}

async function benchTarget(target: Target): Promise<BenchRow[]> {
  console.error(` ${target.label}:`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hbc-bench-lists-'));
  try {
    const stack = await seededStack(target, dataDir);
    try {
      const token = await signIn(stack.apiUrl, SIGNED_IN_AS);
      const rows: BenchRow[] = [];
      for (const listCall of CALLS) {
        rows.push({
          bench: 'lists',
          metric: `${listCall.name} (${target.label})`,
          unit: 'ms',
          summary: summarize(await timeCall(stack.apiUrl, token, listCall)),
          ...(target.goal ? { goal: GOAL_MS, goalOn: 'p95' as const } : {}),
        });
      }
      return rows;
    } finally {
      await stack.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs `use` on a fresh database made on the server of `serverUrl`, dropped afterwards. */
export async function withFreshDatabase<T>(
  serverUrl: string,
  use: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `hbc_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(createDatabaseSql(name));
    const databaseUrl = new URL(serverUrl);
    databaseUrl.pathname = `/${name}`;
    try {
      return await use(databaseUrl.toString());
    } finally {
      await admin.query(`drop database ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

/**
 * The unit list and the user list with 20,000 units and 100,000 users, as Super Admin: first
 * page, searches and sorts, on the embedded database and, when BENCH_DATABASE_URL or DATABASE_URL
 * names a PostgreSQL server, on a fresh database there (where the goal applies).
 */
export async function benchLists(): Promise<BenchRow[]> {
  const start = performance.now();
  const rows = await benchTarget({ label: 'embedded', goal: false });
  const serverUrl = process.env['BENCH_DATABASE_URL'] || process.env['DATABASE_URL'];
  if (serverUrl) {
    rows.push(
      ...(await withFreshDatabase(serverUrl, (databaseUrl) =>
        benchTarget({ label: 'PostgreSQL', databaseUrl, goal: true }),
      )),
    );
  } else {
    console.error('  PostgreSQL skipped: set BENCH_DATABASE_URL (or DATABASE_URL) to a server');
  }
  console.error(`  lists took ${((performance.now() - start) / 1000).toFixed(0)} s`);
  return rows;
}
