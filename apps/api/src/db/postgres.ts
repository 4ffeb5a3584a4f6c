import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Pool, type PoolClient } from 'pg';
import { paths } from '../paths';
import type { DatabaseHandle } from './database';
import * as schema from './schema';

/**
 * Advisory lock held while a process changes the schema (migrations, pg-boss's install), so
 * processes starting together do it one at a time.
 */
export const SCHEMA_LOCK_KEY = 7_270_014;

export interface PostgresOptions {
  /** Called when an idle pooled connection fails (for example when the server restarts). */
  onPoolError?: (error: Error) => void;
}

/** Connects to a PostgreSQL server through a node-postgres pool. */
export function openPostgres(
  connectionString: string,
  options: PostgresOptions = {},
): DatabaseHandle {
  const pool = new Pool({ connectionString, application_name: 'hbc-api' });
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzle(pool, { schema });
  let closed = false;

  /** Runs `run` on a dedicated connection holding the schema lock. */
  async function locked<T>(run: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
      try {
        return await run(client);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  }

  return {
    driver: 'postgres',
    db,
    sql: {
      executeSql: (text, values) => pool.query(text, values),
    },
    withSchemaLock: (run) => locked(() => run()),
    migrate: () =>
      locked((client) =>
        migrate(drizzle(client, { schema }), { migrationsFolder: paths.migrations }),
      ),
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
