import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database, DatabaseHandle } from '../../db/database';

/** A value of a COPY text-format line: `\N` for null, backslash and control characters escaped. */
export function copyField(value: string | number | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return /[\\\t\n\r]/.test(value)
    ? value.replace(
        /[\\\t\n\r]/g,
        (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c] ?? c,
      )
    : value;
}

/** A `text[]` as a COPY field: an array literal, each element quoted. */
export function copyTextArray(values: readonly string[]): string {
  return copyField(`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
}

/** One COPY text-format line (fields already made by `copyField`). */
export const copyLine = (fields: readonly string[]) => `${fields.join('\t')}\n`;

/**
 * The node-postgres pool under Drizzle (Drizzle keeps it as `$client`): COPY FROM STDIN needs one
 * connection of its own for the whole stream, which neither Drizzle nor `executeSql` hands out.
 */
function poolOf(db: Database): Pool {
  const client = (db as unknown as { $client?: Partial<Pool> }).$client;
  if (typeof client?.connect !== 'function') throw new Error('COPY needs a node-postgres pool');
  return client as Pool;
}

/**
 * Where the embedded database reads a chunk from: a file of PGlite's own in-memory file system
 * (never the host's), written by `lo_export` from a large object made of the chunk. PGlite's
 * `/dev/blob` COPY is out of reach here: the API talks to PGlite over the wire protocol, where a
 * COPY FROM STDIN would abort PGlite for good.
 */
const EMBEDDED_COPY_FILE = '/tmp/hbc-copy-rows.tsv';

/** `statement` FROM STDIN on `client`, streamed from the chunks as they are made. */
async function copyThrough(
  client: PoolClient,
  statement: string,
  chunks: AsyncIterable<string> | Iterable<string>,
): Promise<void> {
  await pipeline(Readable.from(chunks), client.query(copyFrom(`${statement} from stdin`)));
}

async function copyIntoPostgres(
  db: Database,
  statement: string,
  chunks: AsyncIterable<string> | Iterable<string>,
): Promise<void> {
  const client = await poolOf(db).connect();
  let failure: Error | undefined;
  try {
    await copyThrough(client, statement, chunks);
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    client.release(failure);
  }
}

/**
 * A COPY FROM STDIN on the connection of the transaction `tx` (PostgreSQL only), so its rows are
 * part of that transaction. Drizzle keeps a transaction's node-postgres client as `session.client`.
 */
export async function copyIntoTransaction(
  tx: Database,
  statement: string,
  chunks: AsyncIterable<string> | Iterable<string>,
): Promise<void> {
  const client = (tx as unknown as { session?: { client?: Partial<PoolClient> } }).session?.client;
  if (typeof client?.query !== 'function') throw new Error('COPY needs a node-postgres client');
  await copyThrough(client as PoolClient, statement, chunks);
}

async function copyIntoEmbedded(
  db: Database,
  statement: string,
  chunks: AsyncIterable<string> | Iterable<string>,
): Promise<void> {
  const load = async (data: Buffer, copy: boolean) =>
    db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ oid: number }>(
        sql`select lo_from_bytea(0, ${data}) as oid`,
      );
      const oid = rows[0]?.oid;
      await tx.execute(
        sql`select lo_export(${oid}::oid, ${EMBEDDED_COPY_FILE}), lo_unlink(${oid}::oid)`,
      );
      if (copy) await tx.execute(sql.raw(`${statement} from '${EMBEDDED_COPY_FILE}'`));
    });
  try {
    for await (const chunk of chunks) await load(Buffer.from(chunk), true);
  } finally {
    // Leaves the file empty: it lives in the embedded database's memory until it stops.
    await load(Buffer.alloc(0), false);
  }
}

/**
 * Bulk-loads `chunks` (COPY text-format lines, many per chunk) into `table (columns)`, with COPY:
 * on PostgreSQL one `COPY … FROM STDIN` streamed from the chunks as they are made; on the
 * embedded database one server-side `COPY … FROM '<file>'` per chunk, each chunk committed.
 */
export async function copyRows(
  handle: DatabaseHandle,
  table: string,
  columns: readonly string[],
  chunks: AsyncIterable<string> | Iterable<string>,
): Promise<void> {
  const statement = `copy ${table} (${columns.join(', ')})`;
  if (handle.driver === 'postgres') await copyIntoPostgres(handle.db, statement, chunks);
  else await copyIntoEmbedded(handle.db, statement, chunks);
}
