import { Client } from 'pg';
import { buildApp } from './app';
import { applyMigrations } from './db/migrate';
import { openPostgres, SCHEMA_LOCK_KEY } from './db/postgres';
import { paths } from './paths';
import { health, LogMessages } from './startup/testing/starting-app';
import { testConfig } from './test/test-app';
import { migrationCount, openTestDatabase, testDrivers } from './test/test-database';

const onPostgres = testDrivers().includes('postgres') ? describe : describe.skip;

onPostgres('several API processes starting together on one PostgreSQL', () => {
  it('all start: migrations and the queue schema are installed once', async () => {
    const testDatabase = await openTestDatabase('postgres');
    const handles = [
      testDatabase.handle,
      openPostgres(testDatabase.url ?? ''),
      openPostgres(testDatabase.url ?? ''),
    ];
    const started = await Promise.allSettled(
      handles.map((database) => buildApp({ config: testConfig(), database })),
    );
    try {
      // A refusal shows its reason.
      expect(
        started.map((result) =>
          result.status === 'rejected' ? String(result.reason) : result.status,
        ),
      ).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      for (const result of started) {
        if (result.status !== 'fulfilled') continue;
        const health = await result.value.inject({ method: 'GET', url: '/api/health' });
        expect(health.json().data).toMatchObject({ database: 'ok', queue: 'ok' });
      }
      const installed = await testDatabase.handle.sql.executeSql(
        `select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
                (select count(*)::int from pgboss.version) as queue_versions`,
      );
      expect(installed.rows).toEqual([{ migrations: migrationCount(), queue_versions: 1 }]);
    } finally {
      for (const result of started) if (result.status === 'fulfilled') await result.value.close();
      await Promise.all(handles.slice(1).map((handle) => handle.close()));
      await testDatabase.dispose();
    }
  }, 60_000);

  it('one waits while another migrates, says so once, then starts without migrating again', async () => {
    const testDatabase = await openTestDatabase('postgres');
    // The other process: it holds the schema lock while it migrates.
    const other = new Client({ connectionString: testDatabase.url });
    await other.connect();
    await other.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    const log = new LogMessages();
    const app = await buildApp({
      config: testConfig(),
      database: testDatabase.handle,
      logger: log.logger,
      waitForStartup: false,
    });
    try {
      const started = app.startup.run();
      await log.written('waiting for another process to finish migrating');
      const waiting = await health(app);

      expect(await applyMigrations(other, paths.migrations)).toBe(migrationCount());
      await other.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]);
      await started;
      const ready = await health(app);

      expect(waiting.statusCode).toBe(503);
      expect(waiting.json().data).toMatchObject({ status: 'starting', startup: 'migrating' });
      expect(ready.statusCode).toBe(200);
      expect(log.matching('waiting for another process')).toEqual([
        'waiting for another process to finish migrating',
      ]);
      expect(log.matching(/^migrating /)).toEqual([]);
      expect(log.matching('database schema up to date')).toHaveLength(1);
      const recorded = await testDatabase.handle.sql.executeSql(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(recorded.rows).toEqual([{ n: migrationCount() }]);
    } finally {
      await app.close();
      await other.end();
      await testDatabase.dispose();
    }
  }, 60_000);
});
