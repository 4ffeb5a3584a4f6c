import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDirectory } from './directory-lock';
import { SessionServer, type SessionServerOptions } from './session-server';

/** An embedded PGlite database answering the PostgreSQL wire protocol on 127.0.0.1. */
export interface EmbeddedServer {
  /** Connection string for node-postgres (no password: PGlite trusts every client). */
  readonly url: string;
  /** Closes the socket, then the database (flushing it to disk), then releases the directory. */
  stop(): Promise<void>;
}

/**
 * Starts PGlite in `dataDir` (created if needed, one process at a time) or, without a directory,
 * in memory, behind a socket server on a free port.
 *
 * PGlite is a single PostgreSQL session, so the server serves one client connection at a time
 * (later ones wait): its clients must use a pool of one connection (see `openPostgres`'s
 * `singleConnection`).
 */
export async function startEmbeddedServer(
  dataDir?: string,
  options: SessionServerOptions = {},
): Promise<EmbeddedServer> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDirectory(dataDir) : () => undefined;
  let db: PGlite | undefined;
  try {
    // The migrations create pg_trgm (the lists' search indexes); PGlite can only create the
    // extensions it was opened with.
    db = new PGlite({ dataDir, extensions: { pg_trgm } });
    await db.waitReady;
    const server = new SessionServer(db, options);
    const { address, port } = await server.listen('127.0.0.1');
    const database = db;
    let stopping: Promise<void> | undefined;
    return {
      url: `postgres://postgres@${address}:${port}/postgres`,
      stop() {
        stopping ??= (async () => {
          try {
            await server.close();
            await database.close();
          } finally {
            unlock();
          }
        })();
        return stopping;
      },
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    unlock();
    throw error;
  }
}
