import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_HOSPITAL } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { buildApp } from '../app';
import { CidProtection } from '../cid/cid-protection';
import { demoUnitIds, seedDemoCitizens } from '../areas/citizen/seed-citizens';
import type { DatabaseHandle } from '../db/database';
import { applyMigrations } from '../db/migrate';
import { seedDemoData } from '../db/seed/demo-data';
import { openSeededTestDatabase } from '../test/seeded-test-database';
import { unitIdOf } from '../test/staff-fixtures';
import { testConfig } from '../test/test-app';
import {
  describeEachDriver,
  migrationCount,
  openTestDatabase,
  type TestDatabase,
} from '../test/test-database';

/** Two chunks of the seeding's COPY (10,000 citizens each). */
const TARGET = 20_000;

async function one(handle: DatabaseHandle, text: string): Promise<Record<string, number>> {
  const { rows } = await handle.sql.executeSql(text);
  return rows[0] as Record<string, number>;
}

describeEachDriver('a first start stopped part-way [%s]', (driver) => {
  let testDatabase: TestDatabase | undefined;
  afterEach(async () => {
    await testDatabase?.dispose();
    testDatabase = undefined;
  }, 60_000);

  it('is completed by the next start: the demo citizens reach the target in the same shares, none twice', async () => {
    testDatabase = await openSeededTestDatabase(driver);
    const { handle } = testDatabase;
    await seedDemoData(handle.db);
    const stop = new AbortController();

    // Stopped once the first chunk is handed to the database.
    await expect(
      seedDemoCitizens(handle, {
        target: TARGET,
        protection: new CidProtection(testConfig().cidKeys),
        signal: stop.signal,
        onProgress: () => stop.abort(),
      }),
    ).rejects.toThrow();
    const left = await one(handle, 'select count(*)::int as n from citizen');
    const app = await buildApp({
      config: testConfig({ SEED_DEMO_DATA: 'true', SEED_DEMO_CITIZENS: String(TARGET) }),
      database: handle,
    });
    await app.close();

    // The embedded database commits each chunk; PostgreSQL's one COPY is undone whole.
    expect(left.n).toBe(driver === 'pglite' ? 10_000 : 0);
    const units = await demoUnitIds(handle.db);
    const hospital = await unitIdOf(handle.db, DEMO_HOSPITAL.hcode);
    const { rows } = await handle.db.execute<{ unit_id: number; n: number }>(
      sql`select unit_id, count(*)::int as n from citizen group by unit_id order by unit_id`,
    );
    const others = rows.filter((row) => row.unit_id !== hospital).map((row) => row.n);
    const even = (TARGET * 0.4) / (units.length - 1);
    expect(rows.find((row) => row.unit_id === hospital)?.n).toBe(TARGET * 0.6);
    expect(others).toHaveLength(units.length - 1);
    for (const n of others) expect(Math.abs(n - even)).toBeLessThan(1);
    expect(
      await one(
        handle,
        `select count(*)::int as n, count(distinct cid_hash)::int as cids,
                count(line_user_id)::int - count(distinct line_user_id)::int as repeated_line_ids
           from citizen`,
      ),
    ).toEqual({ n: TARGET, cids: TARGET, repeated_line_ids: 0 });
  }, 120_000);

  it('is completed by the next start when it stopped between migrations, each applied once', async () => {
    testDatabase = await openTestDatabase(driver);
    const { handle } = testDatabase;
    const stop = new AbortController();

    await expect(
      handle.migrate({
        signal: stop.signal,
        onMigration: ({ number }) => {
          if (number === 3) stop.abort();
        },
      }),
    ).rejects.toThrow();
    const left = await one(handle, 'select count(*)::int as n from drizzle.__drizzle_migrations');
    await handle.migrate();

    expect(left.n).toBe(3);
    expect(
      await one(
        handle,
        'select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
      ),
    ).toEqual({ n: migrationCount(), hashes: migrationCount() });
  }, 60_000);

  it('leaves nothing of a migration that failed part-way, and the next start applies it whole', async () => {
    testDatabase = await openTestDatabase(driver);
    const folder = mkdtempSync(join(tmpdir(), 'hbc-migrations-'));
    const write = (name: string, text: string) => writeFileSync(join(folder, name), text);
    mkdirSync(join(folder, 'meta'));
    write(
      'meta/_journal.json',
      JSON.stringify({
        entries: [
          { idx: 0, when: 1, tag: '0000_first', breakpoints: true },
          { idx: 1, when: 2, tag: '0001_second', breakpoints: true },
        ],
      }),
    );
    write('0000_first.sql', 'create table probe_first (n int);');
    const second = 'create table probe_second (n int);\n--> statement-breakpoint\n';
    write('0001_second.sql', `${second}select no_such_function();`);
    const pool = (testDatabase.handle.db as unknown as { $client: Pool }).$client;
    const client = await pool.connect();
    const tables = async () =>
      (
        await client.query<{ name: string }>(
          `select table_name as name from information_schema.tables
            where table_name like 'probe_%' order by table_name`,
        )
      ).rows.map((row) => row.name);
    try {
      await expect(applyMigrations(client, folder)).rejects.toThrow('no_such_function');
      const afterFailure = await tables();
      write('0001_second.sql', second);
      const applied = await applyMigrations(client, folder);

      expect(afterFailure).toEqual(['probe_first']);
      expect(applied).toBe(1);
      expect(await tables()).toEqual(['probe_first', 'probe_second']);
    } finally {
      client.release();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
