import { openPostgres } from '../../db/postgres';
import { openTestDatabase, testDrivers } from '../../test/test-database';
import { createQueue, ensureQueue } from './queue';

const onPostgres = testDrivers().includes('postgres') ? describe : describe.skip;

onPostgres('creating a queue from several processes at once', () => {
  it('creates each queue once, without the deadlock pg-boss alone runs into', async () => {
    const testDatabase = await openTestDatabase('postgres');
    const handles = [
      testDatabase.handle,
      openPostgres(testDatabase.url ?? ''),
      openPostgres(testDatabase.url ?? ''),
    ];
    const bosses = handles.map((handle) => createQueue(handle.sql));
    try {
      for (const [index, boss] of bosses.entries())
        await handles[index]?.withSchemaLock(() => boss.start());
      const refusals: string[] = [];
      for (let round = 0; round < 5; round += 1) {
        const created = await Promise.allSettled(
          bosses.map((boss, index) =>
            ensureQueue(handles[index] ?? testDatabase.handle, boss, `together-${round}`),
          ),
        );
        for (const result of created)
          if (result.status === 'rejected') refusals.push(String(result.reason));
      }
      expect(refusals).toEqual([]);
      expect(
        (await bosses[0]?.getQueues())?.filter((q) => q.name.startsWith('together-')),
      ).toHaveLength(5);
    } finally {
      for (const boss of bosses) await boss.stop({ graceful: false, wait: true });
      await Promise.all(handles.slice(1).map((handle) => handle.close()));
      await testDatabase.dispose();
    }
  }, 60_000);
});
