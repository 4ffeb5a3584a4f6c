import PgBoss from 'pg-boss';
import type { DatabaseHandle, SqlExecutor } from '../../db/database';

/** Schema pg-boss keeps its tables in, beside the product's tables. */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * A pg-boss instance on the product's own connection pool. pg-boss creates and migrates its
 * schema on start.
 *
 * The embedded database has one connection: a queue call made inside a `db.transaction()`
 * callback waits for that transaction to end, so send jobs after the transaction commits (or
 * pass pg-boss a `db` option that runs on the transaction).
 */
export function createQueue(sql: SqlExecutor): PgBoss {
  return new PgBoss({ db: sql, schema: QUEUE_SCHEMA });
}

/**
 * Creates the queue `name` unless it exists. pg-boss creates a queue's partition table and its
 * foreign key in one transaction; two processes doing it at once deadlock (each holds what the
 * other needs), so the creation takes the schema lock.
 */
export function ensureQueue(
  database: Pick<DatabaseHandle, 'withSchemaLock'>,
  boss: PgBoss,
  name: string,
): Promise<void> {
  return database.withSchemaLock(() => boss.createQueue(name));
}
