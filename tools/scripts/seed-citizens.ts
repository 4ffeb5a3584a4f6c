import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
/* eslint-disable @nx/enforce-module-boundaries -- the seeder fills the database with the API's
   own code and keys, so it meets exactly the schema and hashes the API would. */
import { CidProtection } from '../../apps/api/src/cid/cid-protection';
import { seedSyntheticCitizens } from '../../apps/api/src/areas/citizen/seed-citizens';
import { loadConfig } from '../../apps/api/src/config';
import type { DatabaseHandle } from '../../apps/api/src/db/database';
import { seedReferenceData } from '../../apps/api/src/db/seed/reference-data';
/* eslint-enable @nx/enforce-module-boundaries */
import {
  CITIZEN_SEED_USAGE,
  parseCitizenSeedArgs,
  type CitizenSeedRequest,
} from './seed-citizens-args';
import { openStaffDatabase } from './seed-staff';

async function one(handle: DatabaseHandle, text: string, values?: unknown[]): Promise<number> {
  const { rows } = await handle.sql.executeSql(text, values);
  return Number((rows[0] as { n: number | string }).n);
}

export interface CitizenSeedReport {
  before: number;
  added: number;
  seconds: number;
}

/**
 * Adds synthetic citizens until `citizen` holds `request.count` (none when it already does), the
 * focus unit up to its share and the rest evenly over every other unit, printing progress and
 * rows per second. The database must be migrated and hold its units.
 */
export async function seedCitizenPopulation(
  handle: DatabaseHandle,
  request: CitizenSeedRequest,
  protection: CidProtection,
  log: (line: string) => void = (line) => console.error(line),
): Promise<CitizenSeedReport> {
  const before = await one(handle, 'select count(*)::bigint as n from citizen');
  const missing = request.count - before;
  if (missing <= 0) {
    log(`  citizen: ${before.toLocaleString('en-US')} rows already, nothing added`);
    return { before, added: 0, seconds: 0 };
  }
  const units = await handle.db.execute<{ id: number; hcode: string }>(
    sql`select id, hcode from unit order by id`,
  );
  let largest: { unitId: number; count: number } | undefined;
  const focus = request.focus;
  if (focus) {
    const found = units.rows.find((row) => row.hcode === focus.hcode);
    if (!found) throw new Error(`no unit has hcode ${focus.hcode}`);
    const want = 'share' in focus ? Math.round(focus.share * request.count) : focus.count;
    const has = await one(handle, 'select count(*)::bigint as n from citizen where unit_id = $1', [
      found.id,
    ]);
    largest = { unitId: found.id, count: Math.min(missing, Math.max(0, want - has)) };
  }
  const others = units.rows.map((row) => row.id).filter((id) => id !== largest?.unitId);
  if (others.length === 0 && !largest)
    throw new Error('the database has no unit: seed units first');

  log(
    `  citizen: ${before.toLocaleString('en-US')} rows, adding ${missing.toLocaleString('en-US')}`,
  );
  const start = performance.now();
  let reported = 0;
  const step = Math.max(10_000, Math.ceil(missing / 20 / 10_000) * 10_000);
  await seedSyntheticCitizens(handle, {
    count: missing,
    units: others,
    ...(largest ? { largest } : {}),
    protection,
    ...(request.seed === undefined ? {} : { seed: request.seed }),
    onProgress: (done) => {
      if (done - reported < step && done < missing) return;
      reported = done;
      const seconds = (performance.now() - start) / 1000;
      log(
        `  ${done.toLocaleString('en-US')} / ${missing.toLocaleString('en-US')} made (${Math.round(done / seconds).toLocaleString('en-US')} rows/s)`,
      );
    },
  });
  const seconds = (performance.now() - start) / 1000;
  log(
    `  citizen: +${missing.toLocaleString('en-US')} in ${seconds.toFixed(1)} s (${Math.round(missing / seconds).toLocaleString('en-US')} rows/s, statistics refreshed)`,
  );
  return { before, added: missing, seconds };
}

/** `npm run seed:citizens -- --count N …`, on DATABASE_URL or the embedded database in DATA_DIR. */
async function main(): Promise<void> {
  let request: CitizenSeedRequest;
  try {
    request = parseCitizenSeedArgs(process.argv.slice(2));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${CITIZEN_SEED_USAGE}`);
  }
  // The keys and database the API would use in this environment (development keys by default).
  const config = loadConfig({ ...process.env, NODE_ENV: process.env['NODE_ENV'] || 'development' });
  const { handle, label } = await openStaffDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  try {
    console.error(`Seeding citizens into ${label}`);
    await handle.migrate();
    await seedReferenceData(handle.db);
    await seedCitizenPopulation(handle, request, new CidProtection(config.cidKeys));
  } finally {
    await handle.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
