import type { ActivityLogEntry } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { loggedChange } from './logged-change';
import type { Actor } from './record-activity';

/** How a logged deletion reads, checks and describes its row. */
export interface Deletion<Row> {
  /** The row as the log describes it, locked until the transaction ends (throws 404 when none). */
  lock: (tx: Database) => Promise<Row>;
  /** Throws the 409 while something still uses the row (nothing refuses without it). */
  refuse?: (tx: Database, row: Row) => Promise<void>;
  /** The entry of the deletion, once the row is gone. */
  entry: (tx: Database, row: Row) => ActivityLogEntry | Promise<ActivityLogEntry>;
  /** The 409 of a row that came into use after the check (a foreign key still points at it). */
  inUse?: () => Error;
}

/** Deletes `table`'s row `id` once nothing uses it, logging it in the same transaction. */
export async function loggedDeletion<Row>(
  db: Database,
  actor: Actor,
  table: PgTable & { id: AnyPgColumn },
  id: number,
  deletion: Deletion<Row>,
): Promise<void> {
  await loggedChange(
    db,
    actor,
    async (tx) => {
      const row = await deletion.lock(tx);
      await deletion.refuse?.(tx, row);
      await tx.delete(table).where(eq(table.id, id));
      return { result: undefined, entry: await deletion.entry(tx, row) };
    },
    deletion.inUse ? { foreignKey: deletion.inUse } : {},
  );
}
