import { Client } from 'pg';
/* eslint-disable-next-line @nx/enforce-module-boundaries -- the API's own statement, so that a
   bench's database has exactly the encoding and collation the API requires. */
import { createDatabaseSql } from '../../apps/api/src/db/create-database';

/**
 * The connection string of database `name` on the server `serverUrl` names, made there the first
 * time and kept for later runs (a large dataset is seeded once).
 */
export async function keptDatabaseUrl(serverUrl: string, name: string): Promise<string> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(createDatabaseSql(name));
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
