import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root, where the built bundles are. */
export const workspaceRoot = join(__dirname, '..', '..', '..');

/** The built bundles the suites start (`npx nx run-many -t build -p api sandbox`). */
export const BUNDLES = {
  api: join(workspaceRoot, 'dist/apps/api/main.mjs'),
  sandbox: join(workspaceRoot, 'dist/apps/sandbox/main.mjs'),
} as const;

export interface StackProcessSpec {
  /** Short name, also its log file's (`<name>.log`). */
  name: string;
  bundle: keyof typeof BUNDLES;
  args?: string[];
  /** Where it listens (a worker: its metrics and health listener). */
  port: number;
  env: NodeJS.ProcessEnv;
  /** Answers 2xx once the process is ready. */
  healthUrl: string;
  logDir: string;
}

const STOP_GRACE_MS = 15_000;

/**
 * What an API process answering its health check 503 is busy with while it starts (migrating,
 * seeding), or undefined when it is not starting.
 */
export async function startingPhase(response: Response): Promise<string | undefined> {
  if (response.status !== 503) return undefined;
  const body = (await response.json().catch(() => null)) as {
    data?: { status?: unknown; startup?: unknown };
  } | null;
  return body?.data?.status === 'starting' ? String(body.data.startup) : undefined;
}

/**
 * Waits until `url` answers 2xx. A process answering that it is starting (the API's health while
 * it migrates or seeds) is making progress: it is waited for however long that takes; the time
 * limit runs only while it answers nothing, or something else. `exited` names why waiting is
 * pointless (the process has exited), else answers undefined.
 */
export async function untilHealthy(
  url: string,
  exited: () => string | undefined,
  timeoutMs: number,
): Promise<void> {
  let deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    const gone = exited();
    if (gone) throw new Error(gone);
    try {
      const response = await fetch(url);
      if (response.ok) return;
      const phase = await startingPhase(response);
      if (phase) deadline = Date.now() + timeoutMs;
      lastError = phase ? `still starting (${phase})` : `HTTP ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastError})`);
}

/**
 * One built process of the stack (sandbox, API or worker) with its log in a file: started and
 * waited for, killed with any signal, started again with the same environment and port.
 */
export class StackProcess {
  private child: ChildProcess | null = null;
  readonly logFile: string;

  constructor(readonly spec: StackProcessSpec) {
    this.logFile = join(spec.logDir, `${spec.name}.log`);
  }

  get name(): string {
    return this.spec.name;
  }

  get port(): number {
    return this.spec.port;
  }

  /** The running process's id (0 when it never started). */
  get pid(): number {
    return this.child?.pid ?? 0;
  }

  get url(): string {
    return `http://localhost:${this.spec.port}`;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(timeoutMs = 60_000): Promise<void> {
    if (this.running) throw new Error(`${this.name} is already running`);
    const bundle = BUNDLES[this.spec.bundle];
    if (!existsSync(bundle)) {
      throw new Error(`${bundle} is not built: npx nx run-many -t build -p api sandbox`);
    }
    const log = openSync(this.logFile, 'a');
    try {
      this.child = spawn(process.execPath, [bundle, ...(this.spec.args ?? [])], {
        cwd: workspaceRoot,
        env: this.spec.env,
        stdio: ['ignore', log, log],
      });
    } finally {
      closeSync(log);
    }
    await this.waitForHealth(timeoutMs);
  }

  /** Sends `signal` and waits until the process has exited. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await exited;
  }

  /** SIGTERM (a graceful stop), SIGKILL if it takes longer than the grace time. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(killer);
  }

  logTail(lines = 30): string {
    if (!existsSync(this.logFile)) return '(no log)';
    return readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  }

  /** Waits for its health; an API answering that it is starting (migrating, seeding) is waited for. */
  private async waitForHealth(timeoutMs: number): Promise<void> {
    try {
      await untilHealthy(
        this.spec.healthUrl,
        () => (this.running ? undefined : `${this.name} exited while starting`),
        timeoutMs,
      );
    } catch (error) {
      throw new Error(`${(error as Error).message} (${this.name}):\n${this.logTail()}`);
    }
  }
}
