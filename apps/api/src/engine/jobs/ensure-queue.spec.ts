import { sql } from 'drizzle-orm';
import { openPostgres } from '../../db/postgres';
import { waitsForLock } from '../../test/lock-waits';
import { openTestDatabase, testDrivers } from '../../test/test-database';
import { createQueue, ensureQueue, QUEUE_SCHEMA, queuePartition } from './queue';

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

  it('takes no lock on the table of a queue that has its index: a process starting during a send stops no fetch', async () => {
    const testDatabase = await openTestDatabase('postgres');
    const other = openPostgres(testDatabase.url ?? '');
    const boss = createQueue(testDatabase.handle.sql);
    try {
      await testDatabase.handle.withSchemaLock(() => boss.start());
      await ensureQueue(testDatabase.handle, boss, 'busy');
      const partition = await queuePartition(testDatabase.handle.sql, 'busy');
      // What a job being fetched or completed holds until its transaction ends.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let writing!: () => void;
      const written = new Promise<void>((resolve) => (writing = resolve));
      const held = other.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`lock table ${QUEUE_SCHEMA}.${partition} in row exclusive mode`));
        writing();
        await released;
      });
      await written;

      let ended = false;
      const ensuring = ensureQueue(testDatabase.handle, boss, 'busy').finally(() => (ended = true));
      const waited = await waitsForLock(testDatabase.handle.db, () => ended);
      release();
      await Promise.all([held, ensuring]);

      expect(waited).toBe(false);
    } finally {
      await boss.stop({ graceful: false, wait: true });
      await other.close();
      await testDatabase.dispose();
    }
  }, 60_000);
});
