import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startNginx, type RunningNginx } from '@hbc/production-layout';
import { stackEnvironment, startBundle, stopChild, waitForHttp } from './stack';

/** How long a process may take to answer its health check once started. */
const START_TIMEOUT_MS = 90_000;

/**
 * One process of the layout (the sandbox, an API or a worker): started and waited for, killed
 * with any signal, started again with the same environment and port.
 */
export class LayoutMember {
  private child: ChildProcess | undefined;

  constructor(
    readonly name: string,
    private readonly bundle: 'api' | 'sandbox',
    readonly port: number,
    readonly healthUrl: string,
    private readonly env: NodeJS.ProcessEnv,
    private readonly logDir: string,
    private readonly args: string[] = [],
  ) {}

  /** The running process's id (0 when stopped). */
  get pid(): number {
    return this.child?.pid ?? 0;
  }

  async start(): Promise<void> {
    const child = startBundle(
      this.bundle,
      this.env,
      { logDir: this.logDir },
      { args: this.args, logName: this.name },
    );
    this.child = child;
    await waitForHttp(this.healthUrl, child, START_TIMEOUT_MS);
  }

  /** Sends `signal` and waits for the process to end. */
  async kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }

  /** Stops it gracefully (SIGTERM; SIGKILL after a grace period). */
  async stop(): Promise<void> {
    if (this.child) await stopChild(this.child);
  }
}

export interface LayoutOptions {
  databaseUrl: string;
  /** nginx's HTTPS port; the sandbox listens on `sandboxPort`, the processes on the ports after it. */
  nginxPort: number;
  sandboxPort: number;
  /** Logs, visit journals, uploads and the generated nginx config. */
  dir: string;
  apiProcesses: number;
  workerProcesses: number;
  /** Environment of every API and worker process, over the layout's own. */
  env?: NodeJS.ProcessEnv;
  /** Told each process's address once it answers. */
  started?: (member: LayoutMember) => void;
}

export interface Layout {
  sandbox: LayoutMember;
  apis: LayoutMember[];
  workers: LayoutMember[];
  nginx: RunningNginx;
  /** Every process and nginx, in the order they run. */
  stop(): Promise<void>;
}

/**
 * The production layout on loopback ports: the sandbox standing in for LINE, web-only API
 * processes (the first migrates and seeds), workers that send, and nginx with the recommended
 * site in front of the API processes. A failure stops what was started.
 */
export async function startLayout(options: LayoutOptions): Promise<Layout> {
  mkdirSync(options.dir, { recursive: true });
  const firstPort = options.sandboxPort + 1;
  const shared = stackEnvironment({
    apiPort: firstPort,
    sandboxPort: options.sandboxPort,
    dataDir: options.dir,
    env: {
      DATABASE_URL: options.databaseUrl,
      PUBLIC_BASE_URL: `https://localhost:${options.nginxPort}`,
      UPLOAD_DIR: join(options.dir, 'uploads'),
      TRUST_PROXY: 'loopback',
      ...options.env,
    },
  });
  const member = (name: string, port: number, healthPath: string, env: NodeJS.ProcessEnv = {}) =>
    new LayoutMember(
      name,
      name === 'sandbox' ? 'sandbox' : 'api',
      port,
      `http://localhost:${port}${healthPath}`,
      { ...shared, ...env },
      options.dir,
      name.startsWith('worker') ? ['--worker'] : [],
    );
  const sandbox = member('sandbox', options.sandboxPort, '/health');
  const apis = Array.from({ length: options.apiProcesses }, (_, i) => {
    const port = firstPort + i;
    return member(`api-${i + 1}`, port, '/api/health', {
      PORT: String(port),
      SENDING_ENABLED: 'false',
      VISIT_JOURNAL_DIR: join(options.dir, `api-${i + 1}-visits`),
    });
  });
  const workers = Array.from({ length: options.workerProcesses }, (_, i) => {
    const port = firstPort + options.apiProcesses + i;
    return member(`worker-${i + 1}`, port, '/health', { METRICS_PORT: String(port) });
  });
  let nginx: RunningNginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all([...apis, ...workers].map((m) => m.stop()));
    await sandbox.stop();
  };
  try {
    // In turn: the first API process migrates and seeds before the others start on its schema.
    for (const m of [sandbox, ...apis, ...workers]) {
      await m.start();
      options.started?.(m);
    }
    nginx = await startNginx({
      port: options.nginxPort,
      apiServers: apis.map((api) => `127.0.0.1:${api.port}`),
      runDir: join(options.dir, 'nginx'),
      workerProcesses: 2,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { sandbox, apis, workers, nginx, stop };
}
