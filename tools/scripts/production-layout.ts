import { join } from 'node:path';
import { startLayout, type Layout } from './layout';
import { run } from './run';
import { missingBundles, workspaceRoot } from './stack';
import {
  postgresBinaries,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from './throwaway-postgres';

/** The layout's ports on loopback: nginx, the sandbox, then the processes after it. */
const NGINX_PORT = Number(process.env['LAYOUT_PORT'] ?? 8443);
const SANDBOX_PORT = Number(process.env['SANDBOX_PORT'] ?? 3100);

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
  let postgres: ThrowawayPostgres | undefined;
  let layout: Layout;
  try {
    let databaseUrl = process.env['DATABASE_URL'];
    if (!databaseUrl) {
      const bin = postgresBinaries();
      if (!bin) throw new Error('No PostgreSQL: set DATABASE_URL or install Debian postgresql');
      postgres = await startThrowawayPostgres(bin, { durable: true });
      databaseUrl = postgres.url;
    }
    console.log(`Starting the layout (logs in ${layoutDir}):`);
    layout = await startLayout({
      databaseUrl,
      nginxPort: NGINX_PORT,
      sandboxPort: SANDBOX_PORT,
      dir: layoutDir,
      apiProcesses: 2,
      workerProcesses: 2,
      env: { SEED_DEMO_DATA: 'true', LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'info' },
      started: (member) => console.log(`  ${member.name.padEnd(9)} ${member.spec.healthUrl}`),
    });
  } catch (error) {
    postgres?.stop();
    throw error;
  }

  const { nginx } = layout;
  console.log(`\nคอนโซลพร้อมใช้งาน: ${nginx.url} (ใบรับรองทดสอบ: ยอมรับในเบราว์เซอร์)`);
  console.log(`HTTP on loopback:  ${nginx.loopbackUrl}`);
  console.log(`nginx config:      ${nginx.configFile}`);
  const shutdown = () => {
    void layout
      .stop()
      .then(() => postgres?.stop())
      .then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
