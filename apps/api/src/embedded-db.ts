import type { EmbeddedServerMessage } from './db/embedded/messages';
import { startEmbeddedServer } from './db/embedded/server';

/**
 * The embedded database process (`embedded-db.mjs`), started by the API when DATABASE_URL is
 * unset: PGlite in the directory given as the first argument, behind a PostgreSQL socket. It
 * reports its URL over IPC and stops on SIGTERM or when the API goes away.
 */
async function main(): Promise<void> {
  const send = (message: EmbeddedServerMessage) => process.send?.(message);
  const dataDir = process.argv[2];
  if (!process.send || !dataDir) {
    process.stderr.write('embedded-db is started by the API (an IPC channel and a directory).\n');
    process.exit(2);
  }

  let server;
  try {
    // A PGlite that failed for good cannot serve again: exit, so the API stops with it (and a
    // supervisor restarts both) rather than running on with its database refusing every query.
    server = await startEmbeddedServer(dataDir, {
      onFailure: (error) => {
        process.stderr.write(`The embedded database failed: ${error.message}\n`);
        process.exit(1);
      },
    });
  } catch (error) {
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }

  const running = server;
  const stop = () => {
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`The embedded database did not close cleanly: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
  send({ type: 'ready', url: running.url });
}

void main();
