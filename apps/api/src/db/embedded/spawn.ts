import { fork, type ChildProcess } from 'node:child_process';
import type { EmbeddedServer } from './server';
import { isEmbeddedServerMessage } from './messages';

export interface SpawnOptions {
  /** The built `embedded-db.mjs` (or its source, with `execArgv` able to run TypeScript). */
  entry: string;
  execArgv?: string[];
  /** Called when the process ends without having been asked to. */
  onUnexpectedExit?: (detail: { code: number | null; signal: NodeJS.Signals | null }) => void;
}

const STOP_TIMEOUT_MS = 15_000;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the embedded database in a process of its own, so that PGlite's memory (several
 * hundred MB of WebAssembly) is not the API's, and answers once it accepts connections. No time
 * limit: a first start (creating the database files) on a slow disk takes what it takes; the
 * process reports a failure, or exits.
 */
export function spawnEmbeddedServer(
  dataDir: string,
  options: SpawnOptions,
): Promise<EmbeddedServer> {
  // Detached: a Ctrl-C in the terminal reaches the API, which stops the database after its jobs.
  const child = fork(options.entry, [dataDir], {
    detached: true,
    execArgv: options.execArgv ?? [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let stopRequested = false;
  let ready = false;

  const stop = async () => {
    stopRequested = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.kill('SIGTERM');
    await exited(child);
    clearTimeout(killer);
  };

  return new Promise<EmbeddedServer>((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    child.once('error', fail);
    child.on('message', (message) => {
      if (!isEmbeddedServerMessage(message)) return;
      if (message.type === 'failed') {
        fail(new Error(message.message));
        return;
      }
      child.removeListener('error', fail);
      ready = true;
      resolve({ url: message.url, stop });
    });
    child.once('exit', (code, signal) => {
      if (!ready) {
        fail(new Error(`The embedded database process exited (code ${code}, signal ${signal})`));
      } else if (!stopRequested) {
        options.onUnexpectedExit?.({ code, signal });
      }
    });
  });
}
