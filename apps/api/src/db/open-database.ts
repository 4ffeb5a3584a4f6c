import { join } from 'node:path';
import type { Config } from '../config';
import type { DatabaseHandle } from './database';
import { openPglite } from './pglite';
import { openPostgres, type PostgresOptions } from './postgres';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR/pglite. */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: PostgresOptions = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return Promise.resolve(openPostgres(config.databaseUrl, options));
  return openPglite(join(config.dataDir, 'pglite'));
}
