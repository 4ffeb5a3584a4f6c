import { sql } from 'drizzle-orm';
/* eslint-disable @nx/enforce-module-boundaries -- read over the API's own database handle. */
import type { Database } from '../../apps/api/src/db/database';
/* eslint-enable @nx/enforce-module-boundaries */

/** The server settings a write-heavy figure depends on, as a bench's note prints them. */
const SETTINGS = [
  'fsync',
  'synchronous_commit',
  'full_page_writes',
  'wal_compression',
  'shared_buffers',
  'max_wal_size',
  'checkpoint_timeout',
  'work_mem',
  'maintenance_work_mem',
  'max_parallel_workers_per_gather',
] as const;

/**
 * The PostgreSQL server a bench ran on, in one line: its version and the settings that move
 * write-heavy figures from one machine to another (durability, WAL, checkpoints, memory).
 */
export async function serverSettings(db: Database): Promise<string> {
  const { rows } = await db.execute<{ name: string; setting: string }>(sql`
    select name, current_setting(name) as setting from unnest(${sql.param([...SETTINGS])}::text[]) name
    union all select 'version', current_setting('server_version')`);
  const of = new Map(rows.map((row) => [row.name, row.setting]));
  return `PostgreSQL ${of.get('version') ?? '?'}: ${SETTINGS.map((name) => `${name} ${of.get(name) ?? '?'}`).join(', ')}`;
}
