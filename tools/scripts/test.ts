import { runNx, type NxRun } from './nx-run';
import {
  postgresBinaries,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from './throwaway-postgres';

/**
 * `npm test`: every check, each an Nx target whose result Nx caches (a target runs again only when
 * its inputs changed): lint, type-check and unit tests of every project together with the
 * production builds and Storybook (one Nx run, so that a build starts while unit tests still run);
 * then the end-to-end suites against the builds, one at a time (the sending engine's fault, crash
 * and multi-process tests, then the Chromium tests).
 *
 * The API's database tests and the sending engine's run on PostgreSQL too: on DATABASE_URL's
 * server, or else on a throw-away cluster started here from Debian's binaries. Without either,
 * they are skipped, and the summary says how many and why.
 *
 * `npm test -- --affected` runs the same targets of only the projects a change affects (since
 * NX_BASE, default main); other arguments pick steps by name (`npm test -- builds`).
 */
const steps: [name: string, args: string[]][] = [
  [
    'lint, typecheck, unit tests, builds and Storybook',
    ['run-many', '-t', 'lint', 'typecheck', 'test', 'build', 'build-storybook'],
  ],
  ['end-to-end: sending engine, then Chromium', ['run-many', '-t', 'e2e', '--parallel=1']],
];

async function postgresForTests(): Promise<{ server?: ThrowawayPostgres; skipReason?: string }> {
  if (process.env['DATABASE_URL']) {
    console.log('PostgreSQL: DATABASE_URL');
    return {};
  }
  const bin = postgresBinaries();
  if (!bin) {
    return {
      skipReason:
        'DATABASE_URL is not set and no PostgreSQL server binaries are installed (Debian: apt-get install -y postgresql)',
    };
  }
  const server = await startThrowawayPostgres(bin);
  process.env['DATABASE_URL'] = server.url;
  console.log(`PostgreSQL ${server.version}: a throw-away cluster at ${server.url}`);
  return { server };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const affected = args.includes('--affected');
  const only = args.filter((a) => a !== '--affected');
  const { server, skipReason } = await postgresForTests();
  const stopServer = () => server?.stop();
  process.on('exit', stopServer);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => process.exit(130));
  }

  const runs: NxRun[] = [];
  for (const [name, nxArgs] of steps) {
    if (only.length > 0 && !only.some((o) => name.includes(o))) continue;
    console.log(`\n=== ${name} ===`);
    const started = performance.now();
    const result = await runNx(affected ? ['affected', ...nxArgs.slice(1)] : nxArgs);
    console.log(`=== ${name}: ${Math.round((performance.now() - started) / 1000)} s ===`);
    runs.push(result);
    if (result.status !== 0) {
      console.error(`\n✖ ${name} failed (exit ${result.status})`);
      process.exit(result.status);
    }
  }

  const skipped = runs.reduce((sum, r) => sum + r.skippedTests, 0);
  const cached = runs.reduce((sum, r) => sum + r.cachedTasks, 0);
  const tasks = runs.reduce((sum, r) => sum + r.tasks, 0);
  console.log(
    `\ntest steps: ${runs.length} passed, 0 failed (${tasks} tasks, ${cached} of them unchanged since a cached run)`,
  );
  if (skipped > 0) {
    console.log(
      `${skipped} tests skipped${skipReason ? `, among them every PostgreSQL test: ${skipReason}` : ' (each names its reason in the output above)'}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
