import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, THROWAWAY_DEMO_ENV, type RunningStack } from '../scripts/stack';

declare global {
  // Shared between Jest's global set-up and tear-down, which run in the same process.
  var __E2E_STACK__: RunningStack | undefined;
}

/** Starts the built product on a fresh embedded database for the end-to-end tests. */
export default async function globalSetup(): Promise<void> {
  const apiPort = Number(process.env['E2E_API_PORT'] ?? 3900);
  const sandboxPort = Number(process.env['E2E_SANDBOX_PORT'] ?? 3910);
  const logDir = mkdtempSync(join(tmpdir(), 'hbc-e2e-logs-'));
  const stack = await startStack({
    apiPort,
    sandboxPort,
    dataDir: mkdtempSync(join(tmpdir(), 'hbc-e2e-')),
    // A few multicast calls a second: a broadcast's batches go one after another, so a test can
    // watch its progress and cancel it halfway.
    env: { ...THROWAWAY_DEMO_ENV, LINE_MULTICAST_PER_SECOND: '2' },
    inheritLogs: process.env['E2E_LOGS'] === '1',
    logDir,
  });
  globalThis.__E2E_STACK__ = stack;
  process.env['E2E_API_URL'] = stack.apiUrl;
  process.env['E2E_SANDBOX_URL'] = stack.sandboxUrl;
  process.env['E2E_LOG_DIR'] = logDir;
}
