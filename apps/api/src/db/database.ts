import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { MigrationProgress } from './migrate';
import type * as schema from './schema';

/** What `db.execute()` resolves to on both drivers: at least the rows. */
export interface QueryResult<TRow> {
  rows: TRow[];
}
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryResult<this['row']>;
}

/** Drizzle over either driver; both speak the PostgreSQL dialect. */
export type Database = PgDatabase<QueryResultHKT, typeof schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

/** Raw SQL on the same database as `db` (what pg-boss needs). `values` only with one statement. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Waiting for the schema lock held by another process (PostgreSQL). */
export interface LockWait {
  /** Called once, before waiting. */
  onWait?: () => void;
  /** Gives up the wait (the call then rejects). */
  signal?: AbortSignal;
}

/** An open database: the Drizzle instance plus what the app needs around it. */
export interface DatabaseHandle {
  readonly driver: DatabaseDriver;
  readonly db: Database;
  readonly sql: SqlExecutor;
  /**
   * Applies pending migrations, each in its own transaction; safe to call on every start and from
   * several processes (one migrates, the others wait for it and then find nothing to do).
   */
  migrate(progress?: MigrationProgress): Promise<void>;
  /**
   * Runs `run` while no other process changes the schema of this database (PostgreSQL advisory
   * lock; PGlite has a single process anyway). Used around seeding and installing the queue.
   */
  withSchemaLock<T>(run: () => Promise<T>, wait?: LockWait): Promise<T>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Idempotent. */
  close(): Promise<void>;
}
