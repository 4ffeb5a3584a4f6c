import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, dropDatabase, POSTGRES_URL } from './postgres';
import { SandboxClient } from './sandbox-client';
import { StackProcess } from '@hbc/production-layout';

export type DatabaseKind = 'postgres' | 'embedded';

/** Bearer token of the citizen registry (`POST /api/citizen/import`) in every API process. */
export const REGISTRY_TOKEN = 'sending-e2e-registry-token-0123456789abcdef';

/**
 * The engine's settings for these suites: transient answers tried again quickly, and a call to
 * LINE given up after a few seconds (the sandbox's timeouts hold longer).
 */
export const ENGINE_TEST_ENV: NodeJS.ProcessEnv = {
  LINE_RETRY_BASE_MS: '50',
  LINE_RETRY_MAX_DELAY_MS: '1000',
  LINE_REQUEST_TIMEOUT_MS: '1500',
};

export interface ClusterOptions {
  /** Names the database and the log folder: lower-case letters, digits and `_`. */
  name: string;
  database: DatabaseKind;
  /** The sandbox listens here; the API and worker processes on the ports after it. */
  basePort: number;
  /** Environment of every API and worker process (over ENGINE_TEST_ENV). */
  apiEnv?: NodeJS.ProcessEnv;
  sandboxEnv?: NodeJS.ProcessEnv;
  /**
   * The sandbox keeps what it accepted in a journal file (SANDBOX_MESSAGING_JOURNAL), so that a
   * sandbox killed and started again still knows its retry keys and deliveries, as LINE would.
   */
  sandboxJournal?: boolean;
}

const localUrl = (port: number) => `http://localhost:${port}`;
/** Each run's own database on the server, so that runs never meet. */
const databaseNameOf = (options: ClusterOptions) => `hbc_e2e_${options.name}_${process.pid}`;

/**
 * A sandbox and any number of API and worker processes from dist on one database: a fresh
 * PostgreSQL database on the DATABASE_URL server (dropped at the end), or the embedded one in a
 * data folder of its own. Each process logs to a file; `explain` adds their last lines to a
 * failure. The first API process migrates and seeds the demo data, so it starts first.
 */
export class Cluster {
  readonly sandbox: StackProcess;
  readonly sandboxClient: SandboxClient;
  /** API processes, the first being the one that migrated and seeded the database. */
  readonly apis: StackProcess[] = [];
  readonly workers: StackProcess[] = [];
  private nextPort: number;

  private constructor(
    readonly options: ClusterOptions,
    readonly workDir: string,
    /** The database every process uses ('' = embedded). */
    readonly databaseUrl: string,
  ) {
    this.nextPort = options.basePort + 1;
    const sandboxUrl = localUrl(options.basePort);
    this.sandbox = new StackProcess({
      name: 'sandbox',
      bundle: 'sandbox',
      port: options.basePort,
      healthUrl: `${sandboxUrl}/health`,
      logDir: workDir,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        SANDBOX_PORT: String(options.basePort),
        SANDBOX_PUBLIC_URL: sandboxUrl,
        PUBLIC_BASE_URL: this.apiUrl,
        LOG_LEVEL: 'warn',
        ...(options.sandboxJournal
          ? { SANDBOX_MESSAGING_JOURNAL: join(workDir, 'messaging-journal.jsonl') }
          : {}),
        ...options.sandboxEnv,
      },
    });
    this.sandboxClient = new SandboxClient(sandboxUrl);
  }

  static async start(options: ClusterOptions): Promise<Cluster> {
    const workDir = mkdtempSync(join(tmpdir(), `hbc-sending-e2e-${options.name}-`));
    let databaseUrl = '';
    if (options.database === 'postgres') {
      if (!POSTGRES_URL) throw new Error('DATABASE_URL is not set');
      databaseUrl = await createDatabase(POSTGRES_URL, databaseNameOf(options));
    }
    const cluster = new Cluster(options, workDir, databaseUrl);
    try {
      await cluster.sandbox.start();
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  /** The public address of the API (its first process, as behind a load balancer). */
  get apiUrl(): string {
    return localUrl(this.options.basePort + 1);
  }

  /** The API and worker processes. */
  get members(): StackProcess[] {
    return [...this.apis, ...this.workers];
  }

  private memberEnv(port: number, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
    const dataDir = join(this.workDir, 'data');
    mkdirSync(dataDir, { recursive: true });
    return {
      ...process.env,
      // Said explicitly: Jest's NODE_ENV is `test`; development opens /metrics without a token.
      NODE_ENV: 'development',
      PORT: String(port),
      DATABASE_URL: this.databaseUrl,
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: this.apiUrl,
      SANDBOX_PUBLIC_URL: localUrl(this.options.basePort),
      SEED_DEMO_DATA: 'true',
      SEED_DEMO_CITIZENS: '0',
      LOG_LEVEL: process.env['SENDING_E2E_LOG_LEVEL'] ?? 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      CITIZEN_REGISTRY_TOKEN: REGISTRY_TOKEN,
      ...ENGINE_TEST_ENV,
      ...this.options.apiEnv,
      ...env,
    };
  }

  /** Starts one more API process (HTTP and, unless SENDING_ENABLED=false, sending). */
  async startApi(env: NodeJS.ProcessEnv = {}): Promise<StackProcess> {
    const port = this.nextPort++;
    const api = new StackProcess({
      name: `api-${this.apis.length + 1}`,
      bundle: 'api',
      port,
      healthUrl: `${localUrl(port)}/api/health`,
      logDir: this.workDir,
      env: this.memberEnv(port, env),
    });
    this.apis.push(api);
    await api.start(90_000);
    return api;
  }

  /**
   * Starts a worker (`main.mjs --worker`: sending without HTTP), whose METRICS_PORT listener
   * answers /health and /metrics.
   */
  async startWorker(env: NodeJS.ProcessEnv = {}): Promise<StackProcess> {
    const port = this.nextPort++;
    const worker = new StackProcess({
      name: `worker-${this.workers.length + 1}`,
      bundle: 'api',
      args: ['--worker'],
      port,
      healthUrl: `${localUrl(port)}/health`,
      logDir: this.workDir,
      env: { ...this.memberEnv(port, env), METRICS_PORT: String(port) },
    });
    this.workers.push(worker);
    await worker.start(90_000);
    return worker;
  }

  /** The last lines of every process's log. */
  logTails(lines = 25): string {
    return [this.sandbox, ...this.members]
      .map((member) => `--- ${member.name} (${member.logFile}) ---\n${member.logTail(lines)}`)
      .join('\n');
  }

  /** Runs `body`; a failure carries the processes' last log lines. */
  async explain(body: () => Promise<void>): Promise<void> {
    try {
      await body();
    } catch (error) {
      if (error instanceof Error) {
        error.message = `${error.message}\n\nLast log lines:\n${this.logTails()}`;
      }
      throw error;
    }
  }

  /** Stops every process (gracefully), drops the database and removes the work folder. */
  async stop(): Promise<void> {
    await Promise.all(this.members.map((member) => member.stop()));
    await this.sandbox.stop();
    if (this.options.database === 'postgres' && POSTGRES_URL) {
      await dropDatabase(POSTGRES_URL, databaseNameOf(this.options));
    }
    if (process.env['SENDING_E2E_KEEP_LOGS'] !== '1') {
      rmSync(this.workDir, { recursive: true, force: true });
    }
  }
}
