import { performance } from 'node:perf_hooks';
import { DEMO_HOSPITAL } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
/* eslint-disable @nx/enforce-module-boundaries -- the bench fills a database migrated and seeded
   by the API's own code, so the API meets exactly its schema. */
import type { DatabaseHandle } from '../../apps/api/src/db/database';
import { seedDemoData } from '../../apps/api/src/db/seed/demo-data';
import { seedReferenceData } from '../../apps/api/src/db/seed/reference-data';
/* eslint-enable @nx/enforce-module-boundaries */

/** Rows a statement: PGlite builds each statement's rows in its WebAssembly memory. */
const STEP = 250_000;

/**
 * Migrates the database, adds the demo units and staff, and `count` citizens of the demo
 * hospital, every one following the account with a LINE userId (`U` + 32 hex digits), a CID hash
 * (none excluded), a birth date, a sex and a follow date, by SQL; then vacuums and analyses the
 * table as autovacuum would. Answers the seconds the citizens took.
 */
export async function addNationalFollowers(
  handle: DatabaseHandle,
  count: number,
  log: (line: string) => void,
): Promise<number> {
  await handle.migrate();
  await seedReferenceData(handle.db);
  await seedDemoData(handle.db);
  const { rows } = await handle.db.execute<{ id: number; provinceId: number }>(
    sql`select id, province_id as "provinceId" from unit where hcode = ${DEMO_HOSPITAL.hcode}`,
  );
  const unit = rows[0];
  if (!unit) throw new Error(`the demo hospital ${DEMO_HOSPITAL.hcode} is missing`);
  const start = performance.now();
  for (let from = 1; from <= count; from += STEP) {
    const to = Math.min(count, from + STEP - 1);
    await handle.db.execute(sql`
      insert into citizen (line_user_id, cid_hash, unit_id, province_id, birth_date, sex,
                           follow_status, followed_at)
      select 'U' || lpad(to_hex(g), 32, '0'), encode(sha256(('send-national:' || g)::bytea), 'hex'),
             ${unit.id}, ${unit.provinceId}, date '1940-01-01' + ((g::bigint * 7919) % 29000)::int,
             case when g % 2 = 0 then 'FEMALE' else 'MALE' end,
             'FOLLOWING', now() - interval '1 hour' * (g % 20000)
      from generate_series(${from}::int, ${to}::int) g`);
    const seconds = (performance.now() - start) / 1000;
    log(
      `  followers: ${to.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} (${seconds.toFixed(1)} s)`,
    );
  }
  await handle.sql.executeSql('vacuum analyze citizen');
  return (performance.now() - start) / 1000;
}
