import type { DatabaseHandle } from '../database';
import { openPostgres, type PostgresOptions } from '../postgres';
import type { EmbeddedServer } from './server';

/** The API's handle on an embedded database server: one connection, stopped on close. */
export async function connectEmbedded(
  server: EmbeddedServer,
  options: Pick<PostgresOptions, 'onPoolError'> = {},
): Promise<DatabaseHandle> {
  const handle = openPostgres(server.url, {
    ...options,
    singleConnection: true,
    driver: 'pglite',
    afterClose: () => server.stop(),
  });
  try {
    await handle.ping();
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** A fresh in-memory embedded database in this process (tests, quick trials). */
export async function openInMemoryDatabase(): Promise<DatabaseHandle> {
  const { startEmbeddedServer } = await import('./server');
  return connectEmbedded(await startEmbeddedServer());
}
