import type { AnyPgColumn, IndexColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/**
 * Inserts `values` into `table` and answers the new row's id; throws `taken()` instead when
 * another row already holds the unique `key`.
 */
export async function insertUnlessTaken<
  Table extends PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> },
>(
  db: Database,
  table: Table,
  values: PgInsertValue<Table>,
  key: IndexColumn | IndexColumn[],
  taken: () => Error,
): Promise<number> {
  const [row] = await db
    .insert(table)
    .values(values)
    .onConflictDoNothing({ target: key })
    .returning({ id: table.id });
  if (!row) throw taken();
  return row.id;
}
