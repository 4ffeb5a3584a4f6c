import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startNginx, type RunningNginx } from '@hbc/production-layout';
import { run } from './run';
import {
  missingBundles,
  stackEnvironment,
  startBundle,
  stopChild,
  waitForHttp,
  workspaceRoot,
} from './stack';
import {
  postgresBinaries,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from './throwaway-postgres';

/** The layout's ports on loopback: nginx, the sandbox, then the processes after it. */
const NGINX_PORT = Number(process.env['LAYOUT_PORT'] ?? 8443);
const SANDBOX_PORT = Number(process.env['SANDBOX_PORT'] ?? 3100);
const FIRST_PROCESS_PORT = SANDBOX_PORT + 1;
const API_PROCESSES = 2;
const WORKER_PROCESSES = 2;

interface Member {
  name: string;
  child: ChildProcess;
  healthUrl: string;
}

/**
 * `npm run layout`: the production layout on this machine, on loopback ports. nginx with the
 * recommended site (HTTPS and HTTP/2, a self-signed certificate) in front of two web-only API
 * processes, two workers that send, one PostgreSQL (DATABASE_URL, or a throwaway server with a
 * stock server's durability) and the sandbox standing in for LINE at its 200 multicasts a second.
 * Demo data on a fresh database. Each process logs to `.data/layout/<name>.log` and keeps its own
 * visit journal there; Ctrl-C stops everything.
 */
async function main(): Promise<void> {
  run('npx', [
    'nx',
    'run-many',
    '-t',
    'build',
    '-p',
    'console',
    'api',
    'sandbox',
    '--output-style=stream',
  ]);
  const missing = missingBundles();
  if (missing.length > 0) throw new Error(`Not built: ${missing.join(', ')}`);

  const layoutDir = join(workspaceRoot, '.data', 'layout');
  mkdirSync(layoutDir, { recursive: true });
  let postgres: ThrowawayPostgres | undefined;
  const members: Member[] = [];
  let nginx: RunningNginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(members.map((member) => stopChild(member.child)));
    postgres?.stop();
  };

  try {
    let databaseUrl = process.env['DATABASE_URL'];
    if (!databaseUrl) {
      const bin = postgresBinaries();
      if (!bin) throw new Error('No PostgreSQL: set DATABASE_URL or install Debian postgresql');
      postgres = await startThrowawayPostgres(bin, { durable: true });
      databaseUrl = postgres.url;
    }
    const publicUrl = `https://localhost:${NGINX_PORT}`;
    const shared = stackEnvironment({
      apiPort: FIRST_PROCESS_PORT,
      sandboxPort: SANDBOX_PORT,
      dataDir: layoutDir,
      env: {
        DATABASE_URL: databaseUrl,
        PUBLIC_BASE_URL: publicUrl,
        UPLOAD_DIR: join(layoutDir, 'uploads'),
        TRUST_PROXY: 'loopback',
        SEED_DEMO_DATA: 'true',
        LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'info',
      },
    });
    const logs = { logDir: layoutDir };
    const start = async (
      name: string,
      bundle: 'api' | 'sandbox',
      env: NodeJS.ProcessEnv,
      healthUrl: string,
      args: string[] = [],
    ) => {
      const child = startBundle(bundle, { ...shared, ...env }, logs, { args, logName: name });
      members.push({ name, child, healthUrl });
      await waitForHttp(healthUrl, child, 90_000);
      console.log(`  ${name.padEnd(9)} ${healthUrl}`);
    };

    console.log(`Starting the layout (logs in ${layoutDir}):`);
    await start('sandbox', 'sandbox', {}, `http://localhost:${SANDBOX_PORT}/health`);
    const apiPorts: number[] = [];
    let port = FIRST_PROCESS_PORT;
    for (let i = 1; i <= API_PROCESSES; i++, port++) {
      apiPorts.push(port);
      // The first migrates and seeds; the others start on the migrated database.
      await start(
        `api-${i}`,
        'api',
        {
          PORT: String(port),
          SENDING_ENABLED: 'false',
          VISIT_JOURNAL_DIR: join(layoutDir, `api-${i}-visits`),
        },
        `http://localhost:${port}/api/health`,
      );
    }
    for (let i = 1; i <= WORKER_PROCESSES; i++, port++) {
      await start(
        `worker-${i}`,
        'api',
        { METRICS_PORT: String(port) },
        `http://localhost:${port}/health`,
        ['--worker'],
      );
    }
    nginx = await startNginx({
      port: NGINX_PORT,
      apiServers: apiPorts.map((apiPort) => `127.0.0.1:${apiPort}`),
      runDir: join(layoutDir, 'nginx'),
      workerProcesses: 2,
    });
  } catch (error) {
    await stop();
    throw error;
  }

  console.log(`\nคอนโซลพร้อมใช้งาน: ${nginx.url} (ใบรับรองทดสอบ: ยอมรับในเบราว์เซอร์)`);
  console.log(`HTTP on loopback:  ${nginx.loopbackUrl}`);
  console.log(`nginx config:      ${nginx.configFile}`);
  const shutdown = () => {
    void stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
