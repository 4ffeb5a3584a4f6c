import { eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import { appUser, fullNameOf } from './schema';

const creator = alias(appUser, 'creator');
const updater = alias(appUser, 'updater');

/** Who created the row, by name: null once that user is deleted. `withCreator` joins it. */
export const createdByName = sql<string | null>`${fullNameOf(creator)}`;

/** Who last changed the row, by name: null once that user is deleted. `withEditors` joins it. */
export const updatedByName = sql<string | null>`${fullNameOf(updater)}`;

interface Created {
  createdBy: AnyPgColumn;
}

/** A table with the columns of `editedBy()`. */
interface Edited<
  CreatedAt extends AnyPgColumn = AnyPgColumn,
  UpdatedAt extends AnyPgColumn = AnyPgColumn,
> extends Created {
  updatedBy: AnyPgColumn;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** The columns to select of an `editedBy()` record: who created and last changed it, and when. */
export function editedByColumns<CreatedAt extends AnyPgColumn, UpdatedAt extends AnyPgColumn>(
  table: Edited<CreatedAt, UpdatedAt>,
) {
  return {
    createdByName,
    updatedByName,
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
  };
}

// The rows keep their type: the names are read through `createdByName` and `updatedByName`
// only (Drizzle's join type cannot be followed through `Query`).

/** `query` with the creator of `table`'s row left-joined, for `createdByName`. */
export function withCreator<Query extends PgSelect>(query: Query, table: Created): Query {
  return query.leftJoin(creator, eq(creator.id, table.createdBy)) as unknown as Query;
}

/** `query` with the creator and the last editor of `table`'s row left-joined, for their names. */
export function withEditors<Query extends PgSelect>(query: Query, table: Edited): Query {
  return withCreator(query, table).leftJoin(
    updater,
    eq(updater.id, table.updatedBy),
  ) as unknown as Query;
}
