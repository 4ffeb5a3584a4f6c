import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { StackProcess, startNginx, type RunningNginx } from '@hbc/production-layout';
import { stackEnvironment } from './stack';

/** How long a process may take to answer its health check once started. */
const START_TIMEOUT_MS = 90_000;

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
  /** nginx writes each request's time as it measured it (`RunningNginx.timingLog`). */
  nginxTimingLog?: boolean;
  /** Told each process's address once it answers. */
  started?: (member: StackProcess) => void;
}

export interface Layout {
  sandbox: StackProcess;
  apis: StackProcess[];
  workers: StackProcess[];
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
    new StackProcess({
      name,
      bundle: name === 'sandbox' ? 'sandbox' : 'api',
      args: name.startsWith('worker') ? ['--worker'] : [],
      port,
      env: { ...shared, ...env },
      healthUrl: `http://localhost:${port}${healthPath}`,
      logDir: options.dir,
    });
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
      await m.start(START_TIMEOUT_MS);
      options.started?.(m);
    }
    nginx = await startNginx({
      port: options.nginxPort,
      apiServers: apis.map((api) => `127.0.0.1:${api.port}`),
      runDir: join(options.dir, 'nginx'),
      workerProcesses: 2,
      ...(options.nginxTimingLog ? { timingLog: true } : {}),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { sandbox, apis, workers, nginx, stop };
}
