import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rollupState } from '../../db/schema';

/**
 * Whether the process asking at `now` takes the turn of the periodic work `name`: when nobody took
 * it within `everyMs` before. The turn is kept on `name`'s `rollup_state` row, so that of
 * processes asking together, and of processes started again in a deploy, one takes it.
 */
export async function takeTurn(
  db: Database,
  name: string,
  now: Date,
  everyMs: number,
): Promise<boolean> {
  const takenBefore = new Date(now.getTime() - everyMs).toISOString();
  const { rows } = await db.execute(sql`
    insert into ${rollupState} as s (name, rolled_up_at) values (${name}, ${now.toISOString()})
    on conflict (name) do update set rolled_up_at = excluded.rolled_up_at
      where s.rolled_up_at is null or s.rolled_up_at <= ${takenBefore}
    returning s.name`);
  return rows.length > 0;
}
