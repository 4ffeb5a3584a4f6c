import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, THROWAWAY_DEMO_ENV, type RunningStack } from '../scripts/stack';

declare global {
  // Shared between Jest's global set-up and tear-down, which run in the same process.
  var __E2E_STACKS__: RunningStack[] | undefined;
}

/** What each Jest worker reads from E2E_STACKS to find its own stack. */
interface E2eStack {
  apiUrl: string;
  sandboxUrl: string;
  logDir: string;
}

/**
 * Starts the built product once for each Jest worker, each on a fresh embedded database and ports
 * of its own (E2E_API_PORT + 20 per worker), so test files running side by side never share data.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const basePort = Number(process.env['E2E_API_PORT'] ?? 3900);
  const count = Math.max(1, globalConfig.maxWorkers);
  const settled = await Promise.allSettled(
    Array.from({ length: count }, async (_, worker) => {
      const logDir = mkdtempSync(join(tmpdir(), 'hbc-e2e-logs-'));
      const stack = await startStack({
        apiPort: basePort + 20 * worker,
        sandboxPort: basePort + 20 * worker + 10,
        dataDir: mkdtempSync(join(tmpdir(), 'hbc-e2e-')),
        // A few multicast calls a second: a broadcast's batches go one after another, so a test can
        // watch its progress and cancel it halfway.
        env: { ...THROWAWAY_DEMO_ENV, LINE_MULTICAST_PER_SECOND: '2' },
        inheritLogs: process.env['E2E_LOGS'] === '1',
        logDir,
      });
      return { stack, logDir };
    }),
  );
  const started = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failure = settled.find((s) => s.status === 'rejected');
  if (failure) {
    await Promise.all(started.map(({ stack }) => stack.stop()));
    throw failure.reason;
  }
  globalThis.__E2E_STACKS__ = started.map(({ stack }) => stack);
  const stacks: E2eStack[] = started.map(({ stack, logDir }) => ({
    apiUrl: stack.apiUrl,
    sandboxUrl: stack.sandboxUrl,
    logDir,
  }));
  process.env['E2E_STACKS'] = JSON.stringify(stacks);
}
