import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEMO_HOSPITAL, type CitizenImportRow } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
/* eslint-disable @nx/enforce-module-boundaries -- the bench times the API's own merge on a
   database migrated by the API's own code. */
import { CidProtection } from '../../apps/api/src/cid/cid-protection';
import { DEVELOPMENT_CID_KEYS } from '../../apps/api/src/cid/cid-keys';
import { mergeCitizens } from '../../apps/api/src/areas/citizen/merge-citizens';
import { demoUnitIds } from '../../apps/api/src/areas/citizen/seed-citizens';
import { syntheticPopulation } from '../../apps/api/src/areas/citizen/synthetic-citizens';
import type { DatabaseHandle } from '../../apps/api/src/db/database';
import { seedDemoData } from '../../apps/api/src/db/seed/demo-data';
import { seedReferenceData } from '../../apps/api/src/db/seed/reference-data';
import { bangkokDay } from '../../apps/api/src/areas/segment/bangkok-day';
/* eslint-enable @nx/enforce-module-boundaries */
import { openStaffDatabase } from '../scripts/seed-staff';
import { withFreshDatabase } from './lists';
import type { BenchRow } from './report';
import { serverSettings } from './server-settings';
import { commitFlushMs, writePoint, writtenBetween } from './write-costs';
import { summarize } from './stats';

const BATCH = 10_000;
const GOAL_ROWS_PER_SECOND = 50_000;
/**
 * Batches in flight when the goal is measured: a registry loading a million citizens sends its
 * requests side by side, and the API serves them side by side. One at a time, the API's work on a
 * batch (checks, hashes) and the database's alternate, each leaving its core idle half the time.
 * Two suffice; four gain nothing on two cores and vary more (their sessions contend for the same
 * index pages).
 */
const GOAL_AT_ONCE = 2;
/** Batches in flight in the last way measured, beside the goal's. */
const MOST_AT_ONCE = 4;
/** The registry's population: another seed than the demo's, so every row is a new citizen. */
const SEED = 11;

interface Unit {
  hcode: string;
  provinceId: number;
}

/** Batch `b` of the registry's rows as it sends them: every field, the units in turn, the demo hospital most. */
function batchOf(
  b: number,
  units: readonly Unit[],
  provinceIds: readonly number[],
): CitizenImportRow[] {
  const population = syntheticPopulation(SEED, bangkokDay());
  return Array.from({ length: BATCH }, (_, k) => {
    const index = b * BATCH + k;
    // A tenth with the demo hospital (units[0]), the rest in turn over the others.
    const unit =
      (index % 10 === 0 ? units[0] : units[1 + (index % (units.length - 1))]) ?? units[0];
    if (!unit) throw new Error('no demo unit');
    const person = population.citizenOf(index, { provinceId: unit.provinceId, provinceIds });
    return {
      cid: person.cid,
      unitHcode: unit.hcode,
      provinceCode: person.provinceId,
      birthDate: person.birthDate,
      sex: person.sex,
      tags: person.tags,
      ...(person.lineUserId ? { lineUserId: person.lineUserId } : {}),
      followStatus: person.followStatus,
      ...(person.followedAt ? { followedAt: person.followedAt } : {}),
    };
  });
}

interface Pass {
  /** Rows a second over each BATCHES_PER_SAMPLE batches, by the wall clock. */
  rates: number[];
  seconds: number;
  inserted: number;
  unchanged: number;
  rejected: number;
}

/** Batches per throughput sample (100,000 rows). */
const BATCHES_PER_SAMPLE = 10;

/**
 * Merges `rows` citizens in batches of BATCH, `atOnce` batches at a time (a registry sending
 * requests side by side), the batches all made (as JSON) before the clock starts.
 */
async function importAll(
  handle: DatabaseHandle,
  rows: number,
  atOnce: number,
  label: string,
): Promise<Pass> {
  const protection = new CidProtection(DEVELOPMENT_CID_KEYS);
  const ids = await demoUnitIds(handle.db);
  const { rows: units } = await handle.db.execute<{
    id: number;
    hcode: string;
    provinceId: number;
  }>(
    sql`select id, hcode, province_id as "provinceId" from unit where id = any(${sql.param(ids)}::int[])
        order by hcode = ${DEMO_HOSPITAL.hcode} desc, id`,
  );
  const { rows: provinces } = await handle.db.execute<{ id: number }>(
    sql`select id from province order by id`,
  );
  const provinceIds = provinces.map((row) => row.id);
  const pass: Pass = { rates: [], seconds: 0, inserted: 0, unchanged: 0, rejected: 0 };
  const batches = rows / BATCH;
  // Made before the clock starts, as the JSON the registry sends: the rows come from elsewhere,
  // not from this CPU, and each batch is read from its JSON as the API reads a request's body.
  const sent = Array.from({ length: batches }, (_, b) =>
    JSON.stringify(batchOf(b, units, provinceIds)),
  );
  let next = 0;
  let done = 0;
  const start = performance.now();
  let sampleStart = start;
  const worker = async () => {
    for (let b = next++; b < batches; b = next++) {
      const batch = JSON.parse(sent[b] ?? '[]') as CitizenImportRow[];
      const result = await mergeCitizens(handle, protection, batch);
      pass.inserted += result.inserted;
      pass.unchanged += result.unchanged;
      pass.rejected += result.rejected;
      done += 1;
      if (done % BATCHES_PER_SAMPLE === 0) {
        const now = performance.now();
        pass.rates.push((BATCHES_PER_SAMPLE * BATCH * 1000) / (now - sampleStart));
        sampleStart = now;
        const seconds = (now - start) / 1000;
        console.error(
          `   ${label}: ${(done * BATCH).toLocaleString('en-US')} rows, ${Math.round((done * BATCH) / seconds).toLocaleString('en-US')} rows/s`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  pass.seconds = (performance.now() - start) / 1000;
  return pass;
}

/** The database's work: migrated, the demo units there to register citizens with. */
async function prepare(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await seedReferenceData(handle.db);
  await seedDemoData(handle.db);
}

/**
 * `rows` new citizens imported `atOnce` batches at a time, then the same rows again (every one
 * unchanged); the goal applies to the new ones on PostgreSQL.
 */
async function benchTarget(
  handle: DatabaseHandle,
  target: { label: string; rows: number; atOnce: number; goal: boolean; server?: string },
): Promise<BenchRow[]> {
  const { label, rows, atOnce } = target;
  const how = atOnce === 1 ? 'one batch at a time' : `${atOnce} batches at a time`;
  const before = target.server ? await writePoint(handle.db) : undefined;
  const first = await importAll(handle, rows, atOnce, `import, ${how}`);
  let writes = '';
  if (before) {
    const { walBytes, checkpoints } = await writtenBetween(
      handle.db,
      before,
      await writePoint(handle.db),
    );
    writes = `; the import wrote ${(walBytes / rows / 1024).toFixed(1)} KB of WAL a row (${(walBytes / 2 ** 30).toFixed(2)} GiB) and began ${checkpoints} checkpoints`;
    console.error(`  ${label}, ${how}${writes.slice(1)}`);
  }
  if (first.inserted !== rows) {
    throw new Error(`import: ${first.inserted} of ${rows} inserted, ${first.rejected} rejected`);
  }
  const again = await importAll(handle, rows, atOnce, `re-import, ${how}`);
  if (again.unchanged !== rows)
    throw new Error(`re-import: ${again.unchanged} of ${rows} unchanged`);
  const overall = (pass: Pass) => Math.round(rows / pass.seconds).toLocaleString('en-US');
  console.error(
    `  ${label}, ${how}: import ${first.seconds.toFixed(1)} s (${overall(first)} rows/s), re-import all unchanged ${again.seconds.toFixed(1)} s (${overall(again)} rows/s)`,
  );
  const metric = (what: string) =>
    `${rows.toLocaleString('en-US')} citizens in batches of ${BATCH.toLocaleString('en-US')}, ${how}: ${what} (${label})`;
  return [
    {
      bench: 'citizen-import',
      metric: metric('new'),
      unit: 'rows/s',
      summary: summarize(first.rates),
      ...(target.goal
        ? { goal: GOAL_ROWS_PER_SECOND, goalOn: 'median' as const, goalKind: 'atLeast' as const }
        : {}),
      ...(target.server ? { note: `${target.server}${writes}` } : {}),
    },
    {
      bench: 'citizen-import',
      metric: metric('again, all unchanged'),
      unit: 'rows/s',
      summary: summarize(again.rates),
    },
  ];
}

/**
 * The registry's import through the API's merge (`mergeCitizens`: checks, CID hashes, one
 * statement per batch), throughput in rows a second over each 100,000 rows: 200,000 citizens on
 * the embedded database (one connection: one batch at a time), and 1,000,000 on PostgreSQL
 * (BENCH_DATABASE_URL or DATABASE_URL, a fresh database for each way) one, GOAL_AT_ONCE and
 * MOST_AT_ONCE batches at a time (goal over 50,000 rows a second with GOAL_AT_ONCE); each then
 * imported again, every row unchanged.
 */
export async function benchCitizenImport(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hbc-bench-citizen-import-'));
  const rows: BenchRow[] = [];
  try {
    console.error(' embedded:');
    const { handle } = await openStaffDatabase({ dataDir });
    try {
      await prepare(handle);
      rows.push(
        ...(await benchTarget(handle, {
          label: 'embedded',
          rows: 200_000,
          atOnce: 1,
          goal: false,
        })),
      );
    } finally {
      await handle.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const serverUrl = process.env['BENCH_DATABASE_URL'] || process.env['DATABASE_URL'];
  if (!serverUrl) {
    console.error('  PostgreSQL skipped: set BENCH_DATABASE_URL (or DATABASE_URL) to a server');
    return rows;
  }
  for (const atOnce of [1, GOAL_AT_ONCE, MOST_AT_ONCE]) {
    console.error(' PostgreSQL:');
    rows.push(
      ...(await withFreshDatabase(serverUrl, async (databaseUrl) => {
        const { handle } = await openStaffDatabase({ databaseUrl });
        try {
          await prepare(handle);
          const flushMs = await commitFlushMs(handle.db);
          const server = `${await serverSettings(handle.db)}; a commit that waits for the disk takes ${flushMs.toFixed(2)} ms (median of 50)`;
          console.error(`  ${server}`);
          return await benchTarget(handle, {
            label: 'PostgreSQL',
            rows: 1_000_000,
            atOnce,
            goal: atOnce === GOAL_AT_ONCE,
            server,
          });
        } finally {
          await handle.close();
        }
      })),
    );
  }
  return rows;
}
