import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { BUNDLES as PROCESS_BUNDLES, untilHealthy, workspaceRoot } from '@hbc/production-layout';
import { formatLogLine } from './log-lines';

export { workspaceRoot };

export interface StackOptions {
  apiPort: number;
  sandboxPort: number;
  dataDir: string;
  /** Extra environment for both processes. */
  env?: NodeJS.ProcessEnv;
  /** Pipe the processes' logs to this process's output. */
  inheritLogs?: boolean;
  /** With inheritLogs: their JSON log lines shortened for a terminal. */
  prettyLogs?: boolean;
  /** Without inheritLogs: a folder where each process writes its log (`api.log`, `sandbox.log`). */
  logDir?: string;
}

export interface RunningStack {
  apiUrl: string;
  sandboxUrl: string;
  /** The processes' ids (benches read their memory and CPU time in /proc). */
  apiPid: number;
  sandboxPid: number;
  stop(): Promise<void>;
}

/** The processes' bundles and the console the API serves. */
const BUILT = { ...PROCESS_BUNDLES, console: join(workspaceRoot, 'dist/apps/console/index.html') };

export function missingBundles(): string[] {
  return Object.entries(BUILT)
    .filter(([, path]) => !existsSync(path))
    .map(([name]) => name);
}

/**
 * A throw-away stack for tests and benches: the demo data (with 5,000 citizens) on a fresh embedded database (a
 * DATABASE_URL set in the shell is blanked), quiet logs, sign-in unthrottled for scripted browsers.
 */
export const THROWAWAY_DEMO_ENV: NodeJS.ProcessEnv = {
  SEED_DEMO_DATA: 'true',
  // Enough citizens for the segment screens' counts and charts, loaded in well under a second.
  SEED_DEMO_CITIZENS: '5000',
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
};

/** Environment shared by the API and the sandbox so that they point at each other. */
export function stackEnvironment(options: StackOptions): NodeJS.ProcessEnv {
  const apiUrl = `http://localhost:${options.apiPort}`;
  const sandboxUrl = `http://localhost:${options.sandboxPort}`;
  return {
    ...process.env,
    // Said explicitly: without it the API refuses to sign tokens with its development secret.
    NODE_ENV: process.env['NODE_ENV'] || 'development',
    PORT: String(options.apiPort),
    DATA_DIR: options.dataDir,
    PUBLIC_BASE_URL: apiUrl,
    SANDBOX_PORT: String(options.sandboxPort),
    SANDBOX_PUBLIC_URL: sandboxUrl,
    LINE_LOGIN_BASE_URL: `${sandboxUrl}/line`,
    HEALTH_ID_BASE_URL: `${sandboxUrl}/health-id`,
    PROVIDER_ID_BASE_URL: `${sandboxUrl}/provider-id`,
    LINE_MESSAGING_BASE_URL: `${sandboxUrl}/messaging`,
    // glibc keeps freed image buffers in per-thread arenas; two arenas keep the API's memory
    // during uploads about 50 MB lower at no cost in speed (npm run bench uploads).
    MALLOC_ARENA_MAX: process.env['MALLOC_ARENA_MAX'] ?? '2',
    ...options.env,
  };
}

/** Waits until `url` answers 2xx (see `untilHealthy`) while `child` runs. */
export function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  return untilHealthy(
    url,
    () =>
      child.exitCode !== null
        ? `${url}: the process exited with code ${child.exitCode}`
        : undefined,
    timeoutMs,
  );
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Copies a stream's lines to `out`, each through `format`. */
function copyLines(
  from: Readable,
  out: NodeJS.WriteStream,
  format: (line: string) => string,
): void {
  createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
    out.write(`${format(line)}\n`);
  });
}

/**
 * Starts a built bundle: its log to `<logDir>/<logName>.log`, to this process's output, or
 * nowhere, as `options` says.
 */
export function startBundle(
  name: keyof typeof PROCESS_BUNDLES,
  env: NodeJS.ProcessEnv,
  options: Pick<StackOptions, 'inheritLogs' | 'prettyLogs' | 'logDir'>,
  extra: { args?: string[]; logName?: string } = {},
): ChildProcess {
  const argv = [PROCESS_BUNDLES[name], ...(extra.args ?? [])];
  if (!options.inheritLogs) {
    const file = `${extra.logName ?? name}.log`;
    const log = options.logDir ? openSync(join(options.logDir, file), 'a') : 'ignore';
    return spawn(process.execPath, argv, { env, stdio: ['ignore', log, log] });
  }
  if (!options.prettyLogs) return spawn(process.execPath, argv, { env, stdio: 'inherit' });
  const child = spawn(process.execPath, argv, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.stdout) copyLines(child.stdout, process.stdout, formatLogLine);
  if (child.stderr) copyLines(child.stderr, process.stderr, formatLogLine);
  return child;
}

/** Starts the built sandbox and API (which serves the built console) and waits until both answer. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const missing = missingBundles();
  if (missing.length > 0) {
    throw new Error(
      `Not built yet: ${missing.join(', ')}. Run: npx nx run-many -t build -p console api sandbox`,
    );
  }
  const env = stackEnvironment(options);
  const sandbox = startBundle('sandbox', env, options);
  const api = startBundle('api', env, options);
  const apiUrl = `http://localhost:${options.apiPort}`;
  const sandboxUrl = `http://localhost:${options.sandboxPort}`;
  const stop = async () => {
    await Promise.all([stopChild(api), stopChild(sandbox)]);
  };
  try {
    await Promise.all([
      waitForHttp(`${sandboxUrl}/health`, sandbox, 30_000),
      waitForHttp(`${apiUrl}/api/health`, api, 60_000),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl, sandboxUrl, apiPid: api.pid ?? 0, sandboxPid: sandbox.pid ?? 0, stop };
}
