import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
/* eslint-disable @nx/enforce-module-boundaries -- the seeder opens, migrates and fills the
   database with the API's own code, so it meets exactly the schema and data the API would. */
import type { DatabaseHandle } from '../../apps/api/src/db/database';
import { connectEmbedded } from '../../apps/api/src/db/embedded/open-embedded';
import { startEmbeddedServer } from '../../apps/api/src/db/embedded/server';
import { openPostgres } from '../../apps/api/src/db/postgres';
import { demoUnits } from '../../apps/api/src/db/seed/demo-units';
import { seedReferenceData } from '../../apps/api/src/db/seed/reference-data';
/* eslint-enable @nx/enforce-module-boundaries */
import {
  insertUnitsStatement,
  insertUsersStatement,
  parseStaffSizes,
  type Statement,
  type StaffSizes,
} from './seed-staff-data';
import { workspaceRoot } from './stack';

/** Where the seeder writes, as the API would choose it from the same environment. */
export interface StaffDatabase {
  handle: DatabaseHandle;
  /** Said in the seeder's output: the embedded directory, or the PostgreSQL database's name. */
  label: string;
}

/**
 * PostgreSQL when `databaseUrl` is set; otherwise the embedded database in `dataDir`/pglite,
 * opened in this process (it refuses while the API has the directory open).
 */
export async function openStaffDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<StaffDatabase> {
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    return {
      handle: openPostgres(options.databaseUrl),
      label: `PostgreSQL ${url.host}${url.pathname}`,
    };
  }
  const directory = join(resolve(options.dataDir ?? join(workspaceRoot, '.data')), 'pglite');
  const handle = await connectEmbedded(await startEmbeddedServer(directory));
  return { handle, label: `embedded ${directory}` };
}

async function count(handle: DatabaseHandle, table: 'unit' | 'app_user'): Promise<number> {
  const { rows } = await handle.sql.executeSql(`select count(*)::int as n from ${table}`);
  return (rows[0] as { n: number }).n;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return (performance.now() - start) / 1000;
}

/** The hcodes the demo data gives its units, with the provinces this database has. */
async function demoHcodes(handle: DatabaseHandle): Promise<string[]> {
  const { rows } = await handle.sql.executeSql('select id, name_th as "nameTh" from province');
  return demoUnits(rows as { id: number; nameTh: string }[]).map((unit) => unit.hcode);
}

export interface SeedReport {
  table: 'unit' | 'app_user';
  before: number;
  after: number;
  seconds: number;
}

async function fill(
  handle: DatabaseHandle,
  table: SeedReport['table'],
  target: number,
  statement: Statement,
): Promise<SeedReport> {
  const before = await count(handle, table);
  const seconds =
    before >= target
      ? 0
      : await timed(() => handle.sql.executeSql(statement.text, statement.values));
  return { table, before, after: await count(handle, table), seconds };
}

/**
 * Migrates the database as the API does at start (with the reference data), then adds synthetic
 * units and users until the tables hold `sizes` rows, set-based, and refreshes the planner's
 * statistics. Tables that already hold enough are left alone, so it can run again.
 */
export async function seedStaff(
  handle: DatabaseHandle,
  sizes: StaffSizes,
  log: (line: string) => void = (line) => console.error(line),
): Promise<SeedReport[]> {
  const migrating = await timed(async () => {
    await handle.migrate();
    await seedReferenceData(handle.db);
  });
  log(`  migrations and reference data: ${migrating.toFixed(1)} s`);
  const reports: SeedReport[] = [];
  for (const [table, target, statement] of [
    ['unit', sizes.units, insertUnitsStatement(sizes.units, await demoHcodes(handle))],
    ['app_user', sizes.users, insertUsersStatement(sizes.users)],
  ] as const) {
    const report = await fill(handle, table, target, statement);
    reports.push(report);
    const added = report.after - report.before;
    log(
      added > 0
        ? `  ${table}: ${report.before} → ${report.after} rows (+${added} in ${report.seconds.toFixed(1)} s)`
        : `  ${table}: ${report.before} rows already, nothing added`,
    );
    if (report.after < target) log(`  ${table}: only ${report.after} of ${target} could be made`);
  }
  if (reports.some((report) => report.after > report.before)) {
    const analyzing = await timed(() => handle.sql.executeSql('analyze unit, app_user'));
    log(`  statistics refreshed: ${analyzing.toFixed(1)} s`);
  }
  return reports;
}

/** `npm run seed:staff -- --units 20000 --users 100000`, on DATABASE_URL or DATA_DIR. */
async function main(): Promise<void> {
  let sizes: StaffSizes;
  try {
    sizes = parseStaffSizes(process.argv.slice(2));
  } catch (error) {
    throw new Error(
      `${(error as Error).message}\nUsage: npm run seed:staff -- [--units N] [--users N]`,
    );
  }
  const start = performance.now();
  const { handle, label } = await openStaffDatabase({
    databaseUrl: process.env['DATABASE_URL'] || undefined,
    dataDir: process.env['DATA_DIR'] || undefined,
  });
  try {
    console.error(`Seeding ${sizes.units} units and ${sizes.users} users into ${label}`);
    await seedStaff(handle, sizes);
  } finally {
    await handle.close();
  }
  console.error(`Done in ${((performance.now() - start) / 1000).toFixed(1)} s.`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
