import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEMO_HOSPITAL, type SegmentRules } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
/* eslint-disable @nx/enforce-module-boundaries -- the bench times the API's own count on a
   database filled and migrated by the API's own code. */
import { CidProtection } from '../../apps/api/src/cid/cid-protection';
import { DEVELOPMENT_CID_KEYS } from '../../apps/api/src/cid/cid-keys';
import { SYNTHETIC_TAGS } from '../../apps/api/src/areas/citizen/synthetic-citizens';
import type { DatabaseHandle } from '../../apps/api/src/db/database';
import { seedDemoData } from '../../apps/api/src/db/seed/demo-data';
import { seedReferenceData } from '../../apps/api/src/db/seed/reference-data';
import { bangkokDay } from '../../apps/api/src/areas/segment/bangkok-day';
import { countSegment, countStatement } from '../../apps/api/src/areas/segment/count-segment';
/* eslint-enable @nx/enforce-module-boundaries */
import { seedCitizenPopulation } from '../scripts/seed-citizens';
import { openStaffDatabase } from '../scripts/seed-staff';
import { keptDatabaseUrl } from './kept-database';
import type { BenchRow } from './report';
import { summarize } from './stats';

const WARM_UP = 3;
const RUNS = 30;
const GOAL_MS = 300;
const LARGEST_UNIT = 1_000_000;

/**
 * Women aged 35–70 with diabetes or high blood pressure: three conditions, each reading a
 * column of the covering index (birth date, sex, tags).
 */
const RULES: SegmentRules = {
  match: 'ALL',
  conditions: [
    { kind: 'AGE', min: 35, max: 70 },
    { kind: 'SEX', sexes: ['FEMALE'] },
    { kind: 'TAGS', match: 'ANY', tags: [SYNTHETIC_TAGS.diabetes, SYNTHETIC_TAGS.hypertension] },
  ],
};

interface Dataset {
  label: string;
  /** Citizens in all; the demo hospital holds LARGEST_UNIT of them. */
  citizens: number;
  /** PostgreSQL: the server; the database of the dataset is made there once and kept. */
  serverUrl?: string;
  goal: boolean;
}

/** The dataset's database (made the first time): PostgreSQL `hbc_bench_citizens_<n>`, or an embedded directory. */
async function openDataset(dataset: Dataset): Promise<DatabaseHandle> {
  const name = `hbc_bench_citizens_${dataset.citizens}`;
  if (!dataset.serverUrl) {
    const dataDir = join(tmpdir(), name);
    return (await openStaffDatabase({ dataDir })).handle;
  }
  const databaseUrl = await keptDatabaseUrl(dataset.serverUrl, name);
  return (await openStaffDatabase({ databaseUrl })).handle;
}

/** Migrates, adds the demo units and fills the citizens up to the dataset's size (kept for later runs). */
async function prepare(handle: DatabaseHandle, dataset: Dataset): Promise<number> {
  await handle.migrate();
  await seedReferenceData(handle.db);
  await seedDemoData(handle.db);
  await seedCitizenPopulation(
    handle,
    {
      count: dataset.citizens,
      focus: { hcode: DEMO_HOSPITAL.hcode, count: Math.min(LARGEST_UNIT, dataset.citizens) },
    },
    new CidProtection(DEVELOPMENT_CID_KEYS),
  );
  const { rows } = await handle.db.execute<{ id: number; n: number }>(
    sql`select u.id, (select count(*)::int from citizen c where c.unit_id = u.id) as n from unit u where u.hcode = ${DEMO_HOSPITAL.hcode}`,
  );
  const unit = rows[0];
  if (!unit) throw new Error('the demo hospital is missing');
  console.error(`  unit ${DEMO_HOSPITAL.hcode}: ${unit.n.toLocaleString('en-US')} citizens`);
  return unit.id;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function benchDataset(dataset: Dataset): Promise<BenchRow[]> {
  console.error(` ${dataset.label}:`);
  const handle = await openDataset(dataset);
  try {
    const unitId = await prepare(handle, dataset);
    const input = { unitId, rules: RULES, today: bangkokDay(), breakdown: false };
    const { rows } = await handle.db.execute<{ 'QUERY PLAN': string }>(
      sql`explain (analyze, buffers) ${countStatement(input)}`,
    );
    console.error(`  EXPLAIN (ANALYZE, BUFFERS) of the count:`);
    for (const row of rows) console.error(`    ${row['QUERY PLAN']}`);

    const rowsOut: BenchRow[] = [];
    for (const breakdown of [false, true]) {
      const call = () => countSegment(handle.db, { ...input, breakdown });
      const { count } = await call();
      for (let i = 1; i < WARM_UP; i++) await call();
      const samples: number[] = [];
      for (let run = 0; run < RUNS; run++) samples.push(await timed(call));
      console.error(
        `  ${breakdown ? 'with breakdown' : 'count'}: ${count.toLocaleString('en-US')} citizens match`,
      );
      rowsOut.push({
        bench: 'segment-count',
        metric: `3 conditions, unit of ${LARGEST_UNIT.toLocaleString('en-US')}${breakdown ? ' + breakdown' : ''} (${dataset.label})`,
        unit: 'ms',
        summary: summarize(samples),
        ...(dataset.goal && !breakdown ? { goal: GOAL_MS, goalOn: 'p95' as const } : {}),
      });
    }
    return rowsOut;
  } finally {
    await handle.close();
  }
}

/**
 * A three-condition segment's count (and its breakdown) in the largest unit, a million
 * citizens, through the API's `countSegment`: among 10,000,000 citizens on PostgreSQL
 * (BENCH_DATABASE_URL or DATABASE_URL; goal p95 < 300 ms) and among 1,000,000 on the embedded
 * database. Each dataset is made once (PostgreSQL database `hbc_bench_citizens_10000000`,
 * embedded directory in the system's temporary folder) and kept for later runs.
 */
export async function benchSegmentCount(): Promise<BenchRow[]> {
  const start = performance.now();
  const rows = await benchDataset({
    label: 'embedded, 1,000,000 citizens',
    citizens: 1_000_000,
    goal: false,
  });
  const serverUrl = process.env['BENCH_DATABASE_URL'] || process.env['DATABASE_URL'];
  if (serverUrl) {
    rows.push(
      ...(await benchDataset({
        label: 'PostgreSQL, 10,000,000 citizens',
        citizens: 10_000_000,
        serverUrl,
        goal: true,
      })),
    );
  } else {
    console.error('  PostgreSQL skipped: set BENCH_DATABASE_URL (or DATABASE_URL) to a server');
  }
  console.error(`  segment-count took ${((performance.now() - start) / 1000).toFixed(0)} s`);
  return rows;
}
