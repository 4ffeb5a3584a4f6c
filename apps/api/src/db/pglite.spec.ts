import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { hasSeveralStatements, openPglite } from './pglite';
import { province } from './schema';
import { seedReferenceData } from './seed/reference-data';

describe('hasSeveralStatements', () => {
  it.each([
    ['select 1', false],
    ['select 1;', false],
    ['select 1;\n  ', false],
    ['BEGIN; select 1; COMMIT;', true],
    ['create function f() returns int as $$ begin return 1; end $$ language plpgsql', true],
  ])('%j → %s', (text, expected) => {
    expect(hasSeveralStatements(text)).toBe(expected);
  });
});

describe('PGlite', () => {
  it('runs multi-statement scripts and parameterised queries through one executor', async () => {
    const handle = await openPglite();
    try {
      const script = await handle.sql.executeSql(
        'create table t (n int); insert into t values (1), (2); select sum(n)::int as total from t;',
      );
      const query = await handle.sql.executeSql('select n from t where n > $1', [1]);

      expect(script.rows).toEqual([{ total: 3 }]);
      expect(query.rows).toEqual([{ n: 2 }]);
    } finally {
      await handle.close();
    }
  }, 60_000);

  describe('in a data directory', () => {
    let dir: string;
    beforeEach(() => {
      dir = join(mkdtempSync(join(tmpdir(), 'hbc-pglite-')), 'pglite');
    });
    afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

    it('keeps its data across restarts and refuses a second opener meanwhile', async () => {
      const first = await openPglite(dir);
      await first.migrate();
      await seedReferenceData(first.db);

      await expect(openPglite(dir)).rejects.toThrow(
        `The database in ${dir} is already open in process ${process.pid}`,
      );
      await first.close();
      expect(existsSync(`${dir}.lock`)).toBe(false);

      const second = await openPglite(dir);
      try {
        const [provinces] = await second.db.select({ n: count() }).from(province);
        expect(provinces?.n).toBe(77);
      } finally {
        await second.close();
      }
    }, 120_000);

    it('takes over a lock left by a process that has ended', async () => {
      writeFileSync(`${dir}.lock`, '2147483646');

      const handle = await openPglite(dir);
      await handle.ping();
      await handle.close();

      expect(existsSync(`${dir}.lock`)).toBe(false);
    }, 60_000);
  });
});
