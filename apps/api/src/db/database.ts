import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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

/** An open database: the Drizzle instance plus what the app needs around it. */
export interface DatabaseHandle {
  readonly driver: DatabaseDriver;
  readonly db: Database;
  readonly sql: SqlExecutor;
  /** Applies pending migrations; safe to call on every start and from several processes. */
  migrate(): Promise<void>;
  /**
   * Runs `run` while no other process changes the schema of this database (PostgreSQL advisory
   * lock; PGlite has a single process anyway). Used around installing the queue's schema.
   */
  withSchemaLock<T>(run: () => Promise<T>): Promise<T>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Idempotent. */
  close(): Promise<void>;
}
