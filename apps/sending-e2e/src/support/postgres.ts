import { Client } from 'pg';

/** The PostgreSQL server the suites run on (CI sets it), or undefined. */
export const POSTGRES_URL = process.env['DATABASE_URL'] || undefined;

/** `describe` on PostgreSQL, or skipped with the reason in its name when DATABASE_URL is unset. */
export function describeOnPostgres(name: string, body: () => void): void {
  if (POSTGRES_URL) {
    describe(name, body);
    return;
  }
  const why = `${name}: skipped, DATABASE_URL names no PostgreSQL server`;
  // Jest lists nothing of a file whose tests are all skipped: say it on the terminal.
  process.stderr.write(`${why}\n`);
  describe.skip(why, body);
}

async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** `url` with another database name. */
function onDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A fresh database on the server `serverUrl` names, answered as its connection string. UTF-8
 * with a UTF-8 LC_CTYPE, as the API requires (README, DATABASE_URL).
 */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await withClient(serverUrl, async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(
      `create database "${name}" template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`,
    );
  });
  return onDatabase(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(serverUrl, (client) =>
    client.query(`drop database if exists "${name}" with (force)`),
  );
}

/** Runs one statement on `databaseUrl` and answers its rows. */
export function query<Row extends Record<string, unknown>>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  return withClient(databaseUrl, async (client) => (await client.query<Row>(text, values)).rows);
}

/**
 * Adds `count` citizens following the account, each with a LINE userId of its own (`U` and the
 * MD5 of `tag` and its number: 32 hex digits, as LINE's), to the unit `hcode`.
 */
export async function insertFollowers(
  databaseUrl: string,
  hcode: string,
  count: number,
  tag: string,
): Promise<void> {
  const rows = await query<{ inserted: number }>(
    databaseUrl,
    `with added as (
       insert into citizen (line_user_id, unit_id, follow_status, followed_at)
       select 'U' || md5($3 || ':' || n), (select id from unit where hcode = $1), 'FOLLOWING', now()
       from generate_series(1, $2::integer) as n
       returning 1)
     select count(*)::integer as inserted from added`,
    [hcode, count, tag],
  );
  if (rows[0]?.inserted !== count) throw new Error(`inserted ${rows[0]?.inserted} of ${count}`);
}

/**
 * The LINE userIds a broadcast of unit `hcode` to all its followers reaches, as the database holds
 * them: following, with a LINE userId, CID not excluded.
 */
export async function unitRecipients(databaseUrl: string, hcode: string): Promise<string[]> {
  const rows = await query<{ line_user_id: string }>(
    databaseUrl,
    `select c.line_user_id from citizen c join unit u on u.id = c.unit_id
     where u.hcode = $1 and c.follow_status = 'FOLLOWING' and c.line_user_id is not null
       and not exists (select 1 from excluded_cid e where e.cid_hash = c.cid_hash)`,
    [hcode],
  );
  return rows.map((row) => row.line_user_id);
}
