import { join } from 'node:path';
import { run } from './run';
import { startStack, workspaceRoot } from './stack';

/**
 * `npm start`: builds the console, the API and the sandbox, then runs them on the embedded
 * database under .data/ with demo data and 100,000 synthetic citizens (SEED_DEMO_CITIZENS).
 */
async function main(): Promise<void> {
  run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'console', 'api', 'sandbox', '--output-style=stream']);
  const apiPort = Number(process.env['PORT'] ?? 3000);
  const sandboxPort = Number(process.env['SANDBOX_PORT'] ?? 3100);
  const stack = await startStack({
    apiPort,
    sandboxPort,
    dataDir: process.env['DATA_DIR'] ?? join(workspaceRoot, '.data'),
    env: {
      SEED_DEMO_DATA: process.env['SEED_DEMO_DATA'] ?? 'true',
      // A population to build segments on: loaded once (seconds), kept in .data/ after.
      SEED_DEMO_CITIZENS: process.env['SEED_DEMO_CITIZENS'] ?? '100000',
    },
    inheritLogs: true,
    prettyLogs: process.env['LOG_FORMAT'] !== 'json',
  });
  console.log(`\nคอนโซลพร้อมใช้งาน: ${stack.apiUrl}`);
  console.log(`API docs:          ${stack.apiUrl}/api/docs`);
  console.log(`Sandbox:           ${stack.sandboxUrl}`);
  try {
    const res = await fetch(`${stack.sandboxUrl}/sandbox/identities`);
    if (res.ok) {
      const identities = (await res.json()) as { id: string; displayName?: string; role?: string | null }[];
      console.log('\nSandbox identities to sign in with:');
      for (const i of identities) console.log(`  ${i.id.padEnd(20)} ${i.role ?? '-'}  ${i.displayName ?? ''}`);
    }
  } catch {
    // The identity list is a convenience; the stack is up either way.
  }
  const shutdown = () => {
    void stack.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
