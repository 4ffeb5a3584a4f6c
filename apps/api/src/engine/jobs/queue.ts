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
 * Creates the queue `name` unless it exists, with an index in the order pg-boss takes its jobs.
 * pg-boss creates a queue's partition table and its foreign key in one transaction; two processes
 * doing it at once deadlock (each holds what the other needs), so the creation takes the schema
 * lock.
 */
export function ensureQueue(
  database: Pick<DatabaseHandle, 'withSchemaLock' | 'sql'>,
  boss: PgBoss,
  name: string,
): Promise<void> {
  return database.withSchemaLock(async () => {
    await boss.createQueue(name);
    await indexFetchOrder(database.sql, name);
  });
}

/**
 * pg-boss fetches a queue's jobs by priority, then age, and none of its indexes is in that order:
 * each fetch read and sorted every queued job (54 ms with a national send's 20,000 batches,
 * several fetches a second; docs/benchmarks.md, production-send). With this index a fetch reads
 * only the jobs it takes. Each start creates it when it is missing, so a queue created before it
 * gets it too. Only then: `create index if not exists` locks the table against writes before it
 * looks for the index, and a process started during a send stopped every fetch and completion
 * behind the writes in flight.
 */
async function indexFetchOrder(sql: SqlExecutor, name: string): Promise<void> {
  const partition = await queuePartition(sql, name);
  const { rows } = await sql.executeSql('select to_regclass($1) is not null as present', [
    `${QUEUE_SCHEMA}.${fetchOrderIndex(partition)}`,
  ]);
  if ((rows[0] as { present: boolean } | undefined)?.present) return;
  await sql.executeSql(
    `create index if not exists ${fetchOrderIndex(partition)}
       on ${QUEUE_SCHEMA}.${partition} (name, priority desc, created_on, id) include (start_after)
       where state < 'active'`,
  );
}

/**
 * Brings the planner's statistics of queue `name` up to date once many jobs were queued at once.
 * Gathered while it was empty, they made pg-boss's fetch take pg-boss's own index of start times
 * and sort every queued job (35 ms with 20,000) instead of reading the first ones in the
 * fetch-order index (0.1 ms), until autovacuum analysed the table, up to a minute later.
 */
export async function analyseQueue(sql: SqlExecutor, name: string): Promise<void> {
  await sql.executeSql(`analyze ${QUEUE_SCHEMA}.${await queuePartition(sql, name)}`);
}

/** The table pg-boss keeps queue `name`'s jobs in (a partition of its `job` table). */
export async function queuePartition(sql: SqlExecutor, name: string): Promise<string> {
  const { rows } = await sql.executeSql(
    `select partition_name as partition from ${QUEUE_SCHEMA}.queue where name = $1`,
    [name],
  );
  const partition = (rows[0] as { partition: string } | undefined)?.partition;
  if (!partition) throw new Error(`The queue ${name} has no table`);
  return partition;
}

/** The fetch-order index of a queue's partition table (pg-boss names it `j` and a hash). */
export function fetchOrderIndex(partition: string): string {
  return `${partition}_next`;
}
