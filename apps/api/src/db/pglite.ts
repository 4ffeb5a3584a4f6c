import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { paths } from '../paths';
import type { DatabaseHandle, SqlExecutor } from './database';
import { lockDirectory } from './directory-lock';
import * as schema from './schema';

/** True when `text` holds more than one statement (a `;` before the end). Errs towards true. */
export function hasSeveralStatements(text: string): boolean {
  return text.replace(/[\s;]+$/, '').includes(';');
}

/**
 * pg-boss sends multi-statement scripts (its schema) without values: those need PGlite's simple
 * query protocol (`exec`); everything else goes through `query`. PGlite serialises both.
 */
export function pgliteSqlExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if ((!values || values.length === 0) && hasSeveralStatements(text)) {
        const results = await client.exec(text);
        const last = results[results.length - 1];
        return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
      }
      const result = await client.query(text, values);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
  };
}

/**
 * Opens embedded PGlite: in `dataDir` (created if needed, one process at a time) or, without a
 * directory, in memory.
 */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDirectory(dataDir) : () => undefined;
  let client: PGlite;
  try {
    client = new PGlite(dataDir);
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzle(client, { schema });
  let closed = false;

  return {
    driver: 'pglite',
    db,
    sql: pgliteSqlExecutor(client),
    migrate: () => migrate(db, { migrationsFolder: paths.migrations }),
    withSchemaLock: (run) => run(),
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
