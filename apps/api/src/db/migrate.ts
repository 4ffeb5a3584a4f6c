import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { ClientBase } from 'pg';

/** What a start is told while it migrates (see `DatabaseHandle.migrate`). */
export interface MigrationProgress {
  /** Another process holds the schema lock: called once, before waiting for it. */
  onWait?: () => void;
  /** Before each pending migration: its place among the pending ones and its file's name. */
  onMigration?: (migration: { number: number; of: number; name: string }) => void;
  /** Stops between migrations (the one under way ends first) and while waiting for the lock. */
  signal?: AbortSignal;
}

/** drizzle-kit's record of the applied migrations, read and written as its own migrator does. */
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

interface PendingMigration {
  name: string;
  statements: string[];
  hash: string;
  createdAt: number;
}

/** The folder's migrations in journal order, each with its file's name (its drizzle-kit tag). */
function readMigrations(folder: string): PendingMigration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return readMigrationFiles({ migrationsFolder: folder }).map((migration, i) => ({
    name: journal.entries[i]?.tag ?? String(i),
    statements: migration.sql,
    hash: migration.hash,
    createdAt: migration.folderMillis,
  }));
}

/**
 * Applies the migrations of `folder` newer than the last one recorded, each in a transaction of
 * its own with its record, on `client` (which holds the schema lock): a start killed part-way
 * leaves every migration either applied and recorded or not at all, and the next start goes on
 * from there. Same records as drizzle-orm's migrator, which runs them all in one transaction.
 * Answers how many it applied.
 */
export async function applyMigrations(
  client: ClientBase,
  folder: string,
  progress: MigrationProgress = {},
): Promise<number> {
  await client.query('create schema if not exists drizzle');
  await client.query(
    `create table if not exists ${MIGRATIONS_TABLE} (id serial primary key, hash text not null, created_at bigint)`,
  );
  const { rows } = await client.query<{ created_at: string }>(
    `select created_at from ${MIGRATIONS_TABLE} order by created_at desc limit 1`,
  );
  const last = rows[0] ? Number(rows[0].created_at) : undefined;
  const pending = readMigrations(folder).filter(
    (migration) => last === undefined || migration.createdAt > last,
  );
  for (const [i, migration] of pending.entries()) {
    progress.signal?.throwIfAborted();
    progress.onMigration?.({ number: i + 1, of: pending.length, name: migration.name });
    await client.query('begin');
    try {
      for (const statement of migration.statements) await client.query(statement);
      await client.query(`insert into ${MIGRATIONS_TABLE} (hash, created_at) values ($1, $2)`, [
        migration.hash,
        migration.createdAt,
      ]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  }
  return pending.length;
}
