import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool, type PoolClient, type QueryConfig, type QueryResult } from 'pg';
import { paths } from '../paths';
import type { DatabaseDriver, DatabaseHandle, LockWait } from './database';
import { applyMigrations } from './migrate';
import { ensureMonthPartitions } from './monthly-partitions';
import * as schema from './schema';

/**
 * Advisory lock held while a process changes the schema (migrations, pg-boss's install), so
 * processes starting together do it one at a time.
 */
export const SCHEMA_LOCK_KEY = 7_270_014;

export interface PostgresOptions {
  /** Called when an idle pooled connection fails (for example when the server restarts). */
  onPoolError?: (error: Error) => void;
  /**
   * One connection, kept open: the embedded database is a single session. Queries then run one
   * at a time, so a query made inside a transaction callback on `db` (not on the transaction)
   * waits for ever; nothing in the product does that, and the tests run on this mode.
   */
  singleConnection?: boolean;
  /** What `driver` reports (the embedded database speaks PostgreSQL but is PGlite). */
  driver?: DatabaseDriver;
  /** Runs after the pool has ended (stopping the embedded database). */
  afterClose?: () => Promise<void>;
}

/**
 * Makes `pool.query` keep its connection after a statement fails. node-postgres closes it after
 * any error, yet a statement's own failure (a constraint, a value the database refuses) leaves the
 * connection as good as before; on the embedded database every new connection also resets the one
 * session. A connection that broke, or that the failure left inside a transaction, still goes.
 * Only promise calls are supported: Drizzle and `executeSql` make no others.
 */
function keepConnectionAfterStatementErrors(pool: Pool): void {
  const query = async (config: string | QueryConfig, values?: unknown[]): Promise<QueryResult> => {
    const client = await pool.connect();
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      return await client.query(config, values);
    } catch (error) {
      // The error arrives before the server's transaction status: an empty query waits for it.
      if (!broken) await client.query('').catch((failure: Error) => (broken = failure));
      throw error;
    } finally {
      client.removeListener('error', onError);
      const leftOpen = client.getTransactionStatus() !== 'I';
      client.release(broken ?? (leftOpen ? new Error('left inside a transaction') : undefined));
    }
  };
  pool.query = query as Pool['query'];
}

/** Connects to a PostgreSQL server (or the embedded one) through a node-postgres pool. */
export function openPostgres(
  connectionString: string,
  options: PostgresOptions = {},
): DatabaseHandle {
  const pool = new Pool({
    connectionString,
    application_name: 'hbc-api',
    ...(options.singleConnection ? { max: 1, idleTimeoutMillis: 0 } : {}),
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  keepConnectionAfterStatementErrors(pool);
  const db = drizzle(pool, { schema });
  let closing: Promise<void> | undefined;

  /**
   * Runs `run` on a dedicated connection holding the schema lock. Told once when another process
   * holds it; a stop while waiting drops the connection (and with it the wait).
   */
  async function locked<T>(
    run: (client: PoolClient) => Promise<T>,
    wait: LockWait = {},
  ): Promise<T> {
    wait.signal?.throwIfAborted();
    const client = await pool.connect();
    let dropped: Error | undefined;
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [SCHEMA_LOCK_KEY],
      );
      if (!rows[0]?.locked) {
        wait.onWait?.();
        const drop = () => {
          dropped = new Error('stopped while waiting for the schema lock');
          void client.end().catch(() => undefined);
        };
        wait.signal?.addEventListener('abort', drop, { once: true });
        try {
          await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
        } catch (error) {
          throw dropped ?? error;
        } finally {
          wait.signal?.removeEventListener('abort', drop);
        }
      }
      try {
        return await run(client);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]);
      }
    } finally {
      client.release(dropped);
    }
  }

  return {
    driver: options.driver ?? 'postgres',
    db,
    sql: {
      executeSql: (text, values) => pool.query(text, values),
    },
    // A single session has no other process to wait for, and its one connection is needed by `run`.
    withSchemaLock: (run, wait) => (options.singleConnection ? run() : locked(() => run(), wait)),
    async migrate(progress = {}) {
      await locked((client) => applyMigrations(client, paths.migrations, progress), {
        onWait: progress.onWait,
        signal: progress.signal,
      });
      // Rows of this month and the next have their tables before anything is written.
      await ensureMonthPartitions(db);
    },
    async ping() {
      await pool.query('select 1');
    },
    close() {
      closing ??= (async () => {
        try {
          await pool.end();
        } finally {
          await options.afterClose?.();
        }
      })();
      return closing;
    },
  };
}
