import { sql } from 'drizzle-orm';
import type { Database, DatabaseDriver } from '../../db/database';
import type { CheckedCitizen } from './check-citizen-row';
import { copyField, copyIntoTransaction, copyLine } from './copy-rows';

/** A checked row with its CID's keyed hash: what a batch stages. */
export interface HashedCitizen extends CheckedCitizen {
  hash: string;
}

/**
 * The batch being merged, one row per accepted import row: a temporary table of the connection,
 * emptied at every commit, so a batch never sees another's rows. Its rows reach the database in
 * one COPY on PostgreSQL (the cheapest way in: a COPY line costs the server a third of what a row
 * of `unnest` arrays or JSON does); the embedded database cannot take COPY FROM STDIN over its
 * socket, so there they come as `unnest` arrays.
 */
export const CITIZEN_STAGE = 'citizen_stage';

/** The stage's columns: name, type, the row's value (null: the row leaves the field out). */
const COLUMNS: readonly [string, string, (row: HashedCitizen) => string | number | null][] = [
  ['row_number', 'int', (row) => row.row],
  ['cid_hash', 'text', (row) => row.hash],
  ['unit_id', 'int', (row) => row.unitId],
  ['province_id', 'smallint', (row) => row.provinceId],
  ['birth_date', 'date', (row) => row.birthDate],
  ['sex', 'text', (row) => row.sex],
  // A tag never holds '|' (CITIZEN_TAG_PATTERN): the merge splits them back into an array.
  ['tags', 'text', (row) => (row.tags === null ? null : row.tags.join('|'))],
  ['line_user_id', 'text', (row) => row.lineUserId],
  ['follow_status', 'text', (row) => row.followStatus],
  ['followed_at', 'timestamptz', (row) => row.followedAt],
];

const NAMES = COLUMNS.map(([name]) => name).join(', ');

/** COPY lines per chunk written to the server. */
const COPY_CHUNK_ROWS = 2_000;

/** The rows' COPY lines (fields in COLUMNS' order), COPY_CHUNK_ROWS to a chunk. */
function* copyChunks(rows: readonly HashedCitizen[]): Generator<string> {
  for (let start = 0; start < rows.length; start += COPY_CHUNK_ROWS) {
    yield rows
      .slice(start, start + COPY_CHUNK_ROWS)
      .map((row) => copyLine(COLUMNS.map(([, , value]) => copyField(value(row)))))
      .join('');
  }
}

/**
 * Puts `rows` in the stage of `tx`'s connection (made on its first use), for the merge's
 * statements to read as `citizen_stage`. Runs inside the merge's transaction: the rows are gone
 * at its commit or rollback.
 */
export async function stageCitizens(
  tx: Database,
  driver: DatabaseDriver,
  rows: readonly HashedCitizen[],
): Promise<void> {
  await tx.execute(
    sql.raw(
      `create temporary table if not exists ${CITIZEN_STAGE} (${COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ')}) on commit delete rows`,
    ),
  );
  if (rows.length === 0) return;
  if (driver === 'postgres') {
    await copyIntoTransaction(tx, `copy ${CITIZEN_STAGE} (${NAMES})`, copyChunks(rows));
    return;
  }
  const arrays = COLUMNS.map(
    ([, type, value]) => sql`${sql.param(rows.map(value))}::${sql.raw(type)}[]`,
  );
  await tx.execute(
    sql`insert into ${sql.raw(CITIZEN_STAGE)} (${sql.raw(NAMES)})
        select * from unnest(${sql.join(arrays, sql`, `)})`,
  );
}
