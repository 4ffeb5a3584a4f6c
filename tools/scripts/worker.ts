import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { workspaceRoot } from './stack';

const API_BUNDLE = join(workspaceRoot, 'dist/apps/api/main.mjs');

/**
 * A worker process (`node dist/apps/api/main.mjs --worker`: the API's code with HTTP off) in this
 * environment. `npm run worker` runs it as the API project's `worker` target, which depends on the
 * API's build, so the bundle is always the sources' own. It stops gracefully on Ctrl-C or SIGTERM.
 */
function main(): void {
  const worker = spawn(process.execPath, [API_BUNDLE, '--worker'], {
    cwd: workspaceRoot,
    stdio: 'inherit',
  });
  let stopping = false;
  // A Ctrl-C reaches the worker too: it is told SIGTERM (not the same signal again, which it
  // takes for "stop now without waiting").
  const stop = () => {
    if (stopping) return;
    stopping = true;
    worker.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  worker.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main();
