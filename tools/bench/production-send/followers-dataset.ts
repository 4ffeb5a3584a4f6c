import { DEMO_HOSPITAL } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import { openStaffDatabase } from '../../scripts/seed-staff';
import { keptDatabaseUrl } from '../kept-database';
import { addNationalFollowers } from '../national-followers';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The database `hbc_bench_followers_<followers>` on the server: the demo data and `followers`
 * citizens of the demo hospital following the account, seeded the first time and kept (ten
 * million take minutes). Answers its connection string.
 */
export async function followersDataset(serverUrl: string, followers: number): Promise<string> {
  const databaseUrl = await keptDatabaseUrl(serverUrl, `hbc_bench_followers_${followers}`);
  const { handle } = await openStaffDatabase({ databaseUrl });
  try {
    await handle.migrate();
    const { rows } = await handle.db.execute<{ n: number }>(sql`
      select count(*)::int as n from citizen c join unit u on u.id = c.unit_id
      where u.hcode = ${DEMO_HOSPITAL.hcode} and c.follow_status = 'FOLLOWING'`);
    const present = rows[0]?.n ?? 0;
    if (present === followers) {
      console.error(`  ${count(followers)} followers already in the kept database`);
      return databaseUrl;
    }
    if (present !== 0) {
      throw new Error(
        `the kept database holds ${count(present)} followers, not ${count(followers)}: drop hbc_bench_followers_${followers} and run again`,
      );
    }
    console.error(`  seeding ${count(followers)} followers (once; the database is kept)`);
    const seconds = await addNationalFollowers(handle, followers, (line) => console.error(line));
    console.error(`  followers added and analysed in ${seconds.toFixed(0)} s`);
    return databaseUrl;
  } finally {
    await handle.close();
  }
}
