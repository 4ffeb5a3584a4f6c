import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { Client } from 'pg';
import { province } from '../schema';
import { seedReferenceData } from '../seed/reference-data';
import { connectEmbedded, openInMemoryDatabase } from './open-embedded';
import { startEmbeddedServer } from './server';

describe('embedded database server', () => {
  it('runs multi-statement scripts and parameterised queries through one executor', async () => {
    const handle = await openInMemoryDatabase();
    try {
      const script = await handle.sql.executeSql(
        'create table t (n int); insert into t values (1), (2); select sum(n)::int as total from t;',
      );
      const query = await handle.sql.executeSql('select n from t where n > $1', [1]);

      expect(script).toEqual(
        expect.arrayContaining([expect.objectContaining({ rows: [{ total: 3 }] })]),
      );
      expect(query.rows).toEqual([{ n: 2 }]);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('keeps a transaction to itself: other queries wait for it and never see rolled-back rows', async () => {
    const handle = await openInMemoryDatabase();
    try {
      await handle.sql.executeSql('create table t (n int)');
      const seen: number[] = [];
      const transaction = handle.db.transaction(async (tx) => {
        await tx.execute('insert into t values (1)');
        await new Promise((resolve) => setTimeout(resolve, 50));
        tx.rollback();
      });
      const outside = handle.sql
        .executeSql('select count(*)::int as n from t')
        .then((result) => seen.push((result.rows[0] as { n: number }).n));

      await expect(transaction).rejects.toThrow('Rollback');
      await outside;
      expect(seen).toEqual([0]);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('takes one client connection at a time, as PGlite is one session', async () => {
    const server = await startEmbeddedServer();
    const first = new Client({ connectionString: server.url });
    const second = new Client({ connectionString: server.url });
    try {
      await first.connect();
      await expect(second.connect()).rejects.toThrow();
      expect((await first.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await first.end();
      await second.end().catch(() => undefined);
      await server.stop();
    }
  }, 60_000);

  describe('in a data directory', () => {
    let dir: string;
    beforeEach(() => {
      dir = join(mkdtempSync(join(tmpdir(), 'hbc-pglite-')), 'pglite');
    });
    afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

    it('keeps its data across restarts and refuses a second opener meanwhile', async () => {
      const first = await connectEmbedded(await startEmbeddedServer(dir));
      await first.migrate();
      await seedReferenceData(first.db);

      await expect(startEmbeddedServer(dir)).rejects.toThrow(
        `The database in ${dir} is already open in process ${process.pid}`,
      );
      await first.close();
      expect(existsSync(`${dir}.lock`)).toBe(false);

      const second = await connectEmbedded(await startEmbeddedServer(dir));
      try {
        const [provinces] = await second.db.select({ n: count() }).from(province);
        expect(provinces?.n).toBe(77);
      } finally {
        await second.close();
      }
    }, 120_000);

    it('takes over a lock left by a process that has ended', async () => {
      writeFileSync(`${dir}.lock`, '2147483646');

      const handle = await connectEmbedded(await startEmbeddedServer(dir));
      await handle.ping();
      await handle.close();

      expect(existsSync(`${dir}.lock`)).toBe(false);
    }, 60_000);
  });
});
