import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { createDatabaseSql } from '../db/create-database';
import type { DatabaseDriver, DatabaseHandle } from '../db/database';
import { openInMemoryDatabase } from '../db/embedded/open-embedded';
import { openPostgres } from '../db/postgres';
import { paths } from '../paths';
import { seedReferenceData } from '../db/seed/reference-data';

/** How many migrations drizzle-kit has generated (entries of its journal). */
export function migrationCount(): number {
  const journal = JSON.parse(
    readFileSync(join(paths.migrations, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** The drivers tests run on: PGlite always, PostgreSQL too when DATABASE_URL is set. */
export function testDrivers(): DatabaseDriver[] {
  return process.env['DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * `describe.each` over both drivers (`%s` in the title names the driver). Without DATABASE_URL the
 * PostgreSQL block is declared skipped, so that the run's summary counts the tests it did not run.
 */
export function describeEachDriver(title: string, define: (driver: DatabaseDriver) => void): void {
  describe.each<DatabaseDriver>(['pglite'])(title, define);
  const onPostgres = process.env['DATABASE_URL'] ? describe.each : describe.skip.each;
  onPostgres<DatabaseDriver>(['postgres'])(title, define);
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The connection string of the fresh PostgreSQL database (postgres only). */
  url?: string;
  /** Closes the handle and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

async function onServer<T>(serverUrl: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for one test file: an in-memory PGlite, or a new database on the
 * DATABASE_URL server (named hbc_t_<random>, dropped on dispose) so parallel runs never meet,
 * with a UTF-8 LC_CTYPE as PGlite's whatever the server's default.
 */
export async function openTestDatabase(driver: DatabaseDriver): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const handle = await openInMemoryDatabase();
    return { handle, dispose: () => handle.close() };
  }

  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const name = `hbc_t_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(createDatabaseSql(name)));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());

  return {
    handle,
    url: url.toString(),
    async dispose() {
      await handle.close();
      await onServer(serverUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

/**
 * A database of `driver` for the enclosing `describe` block: opened and migrated before its tests
 * (its own `beforeAll`s find it ready), disposed after them.
 */
export function migratedTestDatabase(driver: DatabaseDriver): Pick<TestDatabase, 'handle'> {
  let testDatabase: TestDatabase | undefined;
  beforeAll(async () => {
    testDatabase = await openTestDatabase(driver);
    await testDatabase.handle.migrate();
  }, 60_000);
  afterAll(() => testDatabase?.dispose());
  return {
    get handle() {
      if (!testDatabase) throw new Error('the test database opens in beforeAll');
      return testDatabase.handle;
    },
  };
}

/**
 * Applies the migrations of `testDatabase` up to and including the one named `name` (its
 * drizzle-kit tag) and no further, so that a test can write data as it stood before the next one.
 */
export async function migrateThrough(testDatabase: TestDatabase, name: string): Promise<void> {
  const stop = new AbortController();
  try {
    await testDatabase.handle.migrate({
      signal: stop.signal,
      onMigration: (migration) => {
        if (migration.name === name) stop.abort();
      },
    });
  } catch (error) {
    if (!stop.signal.aborted) throw error;
  }
  if (!stop.signal.aborted) throw new Error(`no pending migration is named ${name}`);
}

/**
 * A test database as it stood after migration `name`, with the reference data: a migration's
 * spec writes its rows from before, then migrates on.
 */
export async function openDatabaseThrough(
  driver: DatabaseDriver,
  name: string,
): Promise<TestDatabase> {
  const testDatabase = await openTestDatabase(driver);
  await migrateThrough(testDatabase, name);
  await seedReferenceData(testDatabase.handle.db);
  return testDatabase;
}

/** The rows a statement on `testDatabase` answers. */
export async function rowsOf<Row>(
  testDatabase: TestDatabase,
  text: string,
  values?: unknown[],
): Promise<Row[]> {
  return (await testDatabase.handle.sql.executeSql(text, values)).rows as Row[];
}
