import { buildApp } from './app';
import { openPostgres } from './db/postgres';
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
});
