import { join } from 'node:path';
import type { Config } from '../config';
import { paths } from '../paths';
import type { DatabaseHandle } from './database';
import { connectEmbedded } from './embedded/open-embedded';
import { spawnEmbeddedServer, type SpawnOptions } from './embedded/spawn';
import { openPostgres, type PostgresOptions } from './postgres';

export interface OpenDatabaseOptions extends Pick<PostgresOptions, 'onPoolError'> {
  /** The embedded database's process ended while the API was running. */
  onEmbeddedExit?: SpawnOptions['onUnexpectedExit'];
}

/**
 * PostgreSQL when DATABASE_URL is set; otherwise embedded PGlite under DATA_DIR/pglite, run in a
 * process of its own (`embedded-db.mjs` beside the API's bundle) that the API reaches over the
 * same wire protocol.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const { onEmbeddedExit, ...postgresOptions } = options;
  if (config.databaseUrl) return openPostgres(config.databaseUrl, postgresOptions);
  const server = await spawnEmbeddedServer(join(config.dataDir, 'pglite'), {
    entry: paths.embeddedDatabaseEntry,
    onUnexpectedExit: onEmbeddedExit,
  });
  return connectEmbedded(server, postgresOptions);
}
