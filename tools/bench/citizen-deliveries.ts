import { performance } from 'node:perf_hooks';
import { DEMO_HOSPITAL, type Role } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
/* eslint-disable @nx/enforce-module-boundaries -- the bench times the API's own lookup on a
   database filled and migrated by the API's own code. */
import { CidProtection } from '../../apps/api/src/cid/cid-protection';
import { DEVELOPMENT_CID_KEYS } from '../../apps/api/src/cid/cid-keys';
import { syntheticCid } from '../../apps/api/src/areas/citizen/synthetic-citizens';
import { DEFAULT_CITIZEN_SEED } from '../../apps/api/src/areas/citizen/seed-citizens';
import { lookUpDeliveries } from '../../apps/api/src/areas/citizen-deliveries/citizen-deliveries';
import type { Database, DatabaseHandle } from '../../apps/api/src/db/database';
import { seedDemoData } from '../../apps/api/src/db/seed/demo-data';
import { seedReferenceData } from '../../apps/api/src/db/seed/reference-data';
import {
  ensureMonthPartitions,
  MONTHLY_TABLES,
  monthIndexOf,
} from '../../apps/api/src/db/monthly-partitions';
import { batchCitizenRange, broadcastBatch } from '../../apps/api/src/db/schema';
/* eslint-enable @nx/enforce-module-boundaries */
import { seedCitizenPopulation } from '../scripts/seed-citizens';
import { openStaffDatabase } from '../scripts/seed-staff';
import { benchDeliveryReads } from './delivery-reads';
import { keptDatabaseUrl } from './kept-database';
import type { BenchRow } from './report';
import { summarize } from './stats';

const WARM_UP = 5;
const RUNS = 200;
const GOAL_MS = 100;
/** The national data set of the goal: citizens, broadcasts, recipients of each. */
const FULL = { citizens: 10_000_000, broadcasts: 100, recipients: 1_000_000 };
/** Citizens left out of each broadcast because their CID was excluded. */
const EXCLUDED_PER_BROADCAST = 1_000;
const BATCH_SIZE = 500;
/** The bench's broadcasts are titled so, numbered from 1. */
const TITLE = 'บรอดแคสต์ทดสอบการค้นหา';

interface Scale {
  citizens: number;
  broadcasts: number;
  recipients: number;
}

/**
 * `CITIZEN_DELIVERIES_SCALE` (a fraction, 1 unless set) shrinks the citizens and the recipients
 * of each broadcast alike, keeping the 100 broadcasts: 0.01 is 100,000 citizens and broadcasts
 * of 10,000. The goal applies at the full scale only.
 */
function scaleOf(text: string | undefined): Scale {
  const fraction = text === undefined || text === '' ? 1 : Number(text);
  if (!(fraction > 0 && fraction <= 1)) {
    throw new Error(`CITIZEN_DELIVERIES_SCALE must be a fraction in (0, 1], not ${text}`);
  }
  return {
    citizens: Math.round(FULL.citizens * fraction),
    broadcasts: FULL.broadcasts,
    recipients: Math.max(BATCH_SIZE, Math.round(FULL.recipients * fraction)),
  };
}

const count = (n: number) => n.toLocaleString('en-US');

/** The dataset's database on the server (made the first time and kept for later runs). */
async function openDataset(serverUrl: string, scale: Scale): Promise<DatabaseHandle> {
  const name = `hbc_bench_deliveries_${scale.citizens}_${scale.broadcasts}x${scale.recipients}`;
  const databaseUrl = await keptDatabaseUrl(serverUrl, name);
  return (await openStaffDatabase({ databaseUrl })).handle;
}

async function scalar(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await db.execute<{ n: string | number }>(query);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Broadcast `k` of the demo hospital, sent to `recipients` citizens with a LINE userId from a
 * window of the citizens that slides with `k`, so each citizen is in about
 * broadcasts × recipients / citizens of them; batches of 500 as the sending makes them, and
 * `EXCLUDED_PER_BROADCAST` citizens past the window recorded as excluded.
 */
/** Broadcast `k` started so: one every three days from January 2026, ten months' batches. */
const FIRST_START = Date.UTC(2026, 0, 1);
const DAYS_APART = 3;
const startOf = (k: number) => new Date(FIRST_START + k * DAYS_APART * 86_400_000);

/**
 * Each broadcast's batches go into the month it started in, as its sending would have put them
 * then: the months from the first broadcast's to the last's are made, once the empty tables of
 * the rows before partitioning (which hold every id below the current month's) are gone.
 */
async function prepareMonths(db: Database, scale: Scale): Promise<void> {
  for (const { name: table } of MONTHLY_TABLES) {
    const legacy = `${table}_before_partitioning`;
    const { rows } = await db.execute<{ present: boolean }>(
      sql`select to_regclass(${legacy}) is not null as present`,
    );
    if (!rows[0]?.present) continue;
    if ((await scalar(db, sql.raw(`select count(*) as n from ${legacy}`))) > 0) {
      throw new Error(`${legacy} holds rows: use a fresh database`);
    }
    await db.execute(sql.raw(`alter table ${table} detach partition ${legacy}`));
    await db.execute(sql.raw(`drop table ${legacy}`));
  }
  const first = startOf(0);
  const months = monthIndexOf(startOf(scale.broadcasts - 1)) - monthIndexOf(first);
  await ensureMonthPartitions(db, first, months);
}

async function addBroadcast(tx: Database, unitId: number, scale: Scale, k: number): Promise<void> {
  const slide = Math.floor((scale.citizens - scale.recipients) / Math.max(1, scale.broadcasts - 1));
  const from = k * slide;
  const startedAt = startOf(k).toISOString();
  const id = await scalar(
    tx,
    sql`insert into broadcast (unit_id, title, status, messages, started_at, finished_at,
          target_count, sent_count)
        values (${unitId}, ${`${TITLE} ${k + 1}`}, 'SENT',
          ${JSON.stringify([{ type: 'text', text: 'ทดสอบ' }])}::jsonb, ${startedAt}, ${startedAt},
          ${scale.recipients}, ${scale.recipients})
        returning id as n`,
  );
  const size = sql.raw(String(BATCH_SIZE));
  await tx.execute(sql`
    insert into broadcast_batch (id, broadcast_id, seq, recipients, size, state, attempts, retry_key,
      sent_at, first_citizen_id, last_citizen_id)
    select month_id_base(${startedAt}::timestamptz) + nextval('broadcast_batch_id_seq'),
      ${id}, seq, array_agg(line_user_id order by n), count(*), 'SENT', 1,
      md5(${`${id}:`} || seq::text)::uuid, ${startedAt}, min(id), max(id)
    from (
      select id, line_user_id, row_number() over (order by id) as n,
        (row_number() over (order by id) - 1) / ${size} as seq
      from citizen where id > ${from} and line_user_id is not null order by id limit ${scale.recipients}
    ) picked
    group by seq`);
  await tx.execute(sql`
    insert into broadcast_exclusion (citizen_id, broadcast_id)
    select id, ${id} from citizen
    where id > ${from + Math.round(scale.recipients * 1.1)} order by id limit ${EXCLUDED_PER_BROADCAST}
    on conflict do nothing`);
}

/** Migrates, adds the units, the citizens and the broadcasts the dataset lacks. */
async function prepare(handle: DatabaseHandle, scale: Scale): Promise<number> {
  await handle.migrate();
  await seedReferenceData(handle.db);
  await seedDemoData(handle.db);
  await seedCitizenPopulation(
    handle,
    { count: scale.citizens },
    new CidProtection(DEVELOPMENT_CID_KEYS),
  );
  const { db } = handle;
  const unitId = await scalar(
    db,
    sql`select id as n from unit where hcode = ${DEMO_HOSPITAL.hcode}`,
  );
  const have = await scalar(
    db,
    sql`select count(*) as n from broadcast where title like ${`${TITLE} %`}`,
  );
  if (have < scale.broadcasts) {
    const start = performance.now();
    console.error(`  adding ${scale.broadcasts - have} broadcasts of ${count(scale.recipients)}`);
    if (have === 0) await prepareMonths(db, scale);
    for (let k = have; k < scale.broadcasts; k++) {
      await db.transaction((tx) => addBroadcast(tx, unitId, scale, k));
    }
    await db.execute(sql`analyze broadcast_batch`);
    await db.execute(sql`analyze broadcast_exclusion`);
    console.error(`  broadcasts added in ${((performance.now() - start) / 1000).toFixed(0)} s`);
  }
  return unitId;
}

/**
 * Citizens to ask about, spread over the whole table, with the CIDs they were made with: the
 * synthetic population's index is the citizen's id less one in a database it filled alone.
 */
async function sampleCids(db: Database, citizens: number, how: number): Promise<string[]> {
  const protection = new CidProtection(DEVELOPMENT_CID_KEYS);
  const cids: string[] = [];
  for (let i = 0; i < how; i++) {
    const id = 1 + Math.floor(((i + 0.5) * citizens) / how);
    const cid = syntheticCid(DEFAULT_CITIZEN_SEED, id - 1);
    const { rows } = await db.execute<{ hash: string | null }>(
      sql`select cid_hash as hash from citizen where id = ${id}`,
    );
    if (rows[0]?.hash !== protection.hashCid(cid)) {
      throw new Error(`citizen ${id} was not made from index ${id - 1}: use a fresh database`);
    }
    cids.push(cid);
  }
  return cids;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/**
 * The call centre's lookup (`POST /api/citizen/deliveries`' handler, its activity-log entry
 * included) of citizens spread over 10,000,000, each in about 10 of 100 broadcasts of 1,000,000
 * recipients (100,000,000 delivery rows over ten months' tables), on PostgreSQL
 * (BENCH_DATABASE_URL or DATABASE_URL; goal p95 < 100 ms), as Super Admin and as the unit's Admin
 * LV1; then one broadcast's report, delivery list, export and month's dashboard among them
 * (`benchDeliveryReads`). `CITIZEN_DELIVERIES_SCALE=0.01` runs it smaller (no goal).
 * The dataset is made once (database `hbc_bench_deliveries_<citizens>_<broadcasts>x<recipients>`)
 * and kept for later runs.
 */
export async function benchCitizenDeliveries(): Promise<BenchRow[]> {
  const serverUrl = process.env['BENCH_DATABASE_URL'] || process.env['DATABASE_URL'];
  if (!serverUrl) {
    console.error('  skipped: set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server');
    return [];
  }
  const scale = scaleOf(process.env['CITIZEN_DELIVERIES_SCALE']);
  const full = scale.citizens === FULL.citizens && scale.recipients === FULL.recipients;
  const label = `${count(scale.citizens)} citizens, ${scale.broadcasts} broadcasts of ${count(scale.recipients)}`;
  console.error(` PostgreSQL, ${label}:`);
  const handle = await openDataset(serverUrl, scale);
  try {
    const unitId = await prepare(handle, scale);
    const protection = new CidProtection(DEVELOPMENT_CID_KEYS);
    // Each viewer asks about citizens of its own, so that neither finds the other's pages cached.
    const cids = await sampleCids(handle.db, scale.citizens, 2 * (WARM_UP + RUNS));
    const [first] = cids;
    if (first === undefined) throw new Error('no citizen to ask about');
    const { rows: firstCitizen } = await handle.db.execute<{
      id: number;
      lineUserId: string | null;
    }>(
      sql`select id, line_user_id as "lineUserId" from citizen where cid_hash = ${protection.hashCid(first)}`,
    );
    const { rows } = await handle.db.execute<{ 'QUERY PLAN': string }>(sql`
      explain (analyze, buffers) select broadcast_id, state from broadcast_batch
      where ${batchCitizenRange(broadcastBatch.firstCitizenId, broadcastBatch.lastCitizenId)}
          @> ${firstCitizen[0]?.id ?? 0}::bigint
        and recipients @> array[${firstCitizen[0]?.lineUserId ?? ''}]::text[]`);
    console.error('  EXPLAIN (ANALYZE, BUFFERS) of the batches of one citizen:');
    for (const row of rows) console.error(`    ${row['QUERY PLAN']}`);

    const viewers: { role: Role; unitId: number | null; name: string }[] = [
      { role: 'SUPER_ADMIN', unitId: null, name: 'Super Admin' },
      { role: 'ADMIN_LV1', unitId, name: 'Admin LV1 of the unit' },
    ];
    const out: BenchRow[] = [];
    for (const [place, viewer] of viewers.entries()) {
      const asked = cids.filter((_cid, index) => index % viewers.length === place);
      const staff = { userId: null, role: viewer.role, unitId: viewer.unitId, ip: '127.0.0.1' };
      const lookUp = (cid: string) => lookUpDeliveries(handle.db, protection, staff, cid);
      let found = 0;
      for (const cid of asked.slice(0, WARM_UP)) await lookUp(cid);
      const samples: number[] = [];
      for (const cid of asked.slice(WARM_UP)) {
        samples.push(await timed(async () => (found += (await lookUp(cid)).length)));
      }
      console.error(
        `  ${viewer.name}: ${(found / RUNS).toFixed(1)} broadcasts a citizen on average`,
      );
      out.push({
        bench: 'citizen-deliveries',
        metric: `lookup by CID as ${viewer.name} (PostgreSQL, ${label})`,
        unit: 'ms',
        summary: summarize(samples),
        ...(full
          ? { goal: GOAL_MS, goalOn: 'p95' as const }
          : { goalNote: '— (goal at full scale)' }),
      });
    }
    const middle = Math.floor(scale.broadcasts / 2);
    const reported = await scalar(
      handle.db,
      sql`select id as n from broadcast where title = ${`${TITLE} ${middle + 1}`}`,
    );
    const deliveries = await scalar(handle.db, sql`select sum(size) as n from broadcast_batch`);
    console.error(
      `  ${count(deliveries)} delivery rows in ${await scalar(
        handle.db,
        sql`select count(*) as n from pg_inherits where inhparent = 'broadcast_batch'::regclass`,
      )} tables (indexes included)`,
    );
    out.push(...(await benchDeliveryReads(handle.db, reported, startOf(middle), label, full)));
    return out;
  } finally {
    await handle.close();
  }
}
