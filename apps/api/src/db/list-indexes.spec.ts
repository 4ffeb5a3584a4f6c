import type { SortDirection } from '@hbc/contracts';
import { and, sql, type SQLWrapper } from 'drizzle-orm';
import { unitListSource } from '../areas/health-center/unit/unit-list-source';
import { openSeededTestDatabase } from '../test/seeded-test-database';
import { describeEachDriver, type TestDatabase } from '../test/test-database';
import { userListSource } from '../areas/users/user-list-source';
import { listOrder, listWhere } from './list-query';

const SUPER_ADMIN = { role: 'SUPER_ADMIN', unitId: null } as const;

/**
 * The indexes the unit and user lists rely on at national scale, proven usable by the lists' own
 * queries: with the alternatives switched off, PostgreSQL must still find a plan through them
 * (a search condition an index cannot serve leaves only the switched-off sequential scan).
 */
describeEachDriver('indexes of the unit and user lists [%s]', (driver) => {
  let testDatabase: TestDatabase;
  const db = () => testDatabase.handle.db;

  beforeAll(async () => {
    testDatabase = await openSeededTestDatabase(driver);
  }, 60_000);
  afterAll(() => testDatabase?.dispose());

  /** The plan of `query` with the planner settings `off` switched off, one line per node. */
  async function planOf(query: SQLWrapper, off: readonly string[]): Promise<string> {
    return db().transaction(async (tx) => {
      for (const setting of off) await tx.execute(sql.raw(`set local ${setting} = off`));
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain (costs off) ${query}`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }
  /** Only bitmap scans left: what a search condition can be found through. */
  const BITMAP_ONLY = ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'];

  function userPage(search?: string, sort?: { field: 'lastLoginAt'; direction: SortDirection }) {
    const source = userListSource(db(), { search }, SUPER_ADMIN);
    return source.rows
      .where(and(...(source.conditions ?? [])))
      .orderBy(...listOrder(sort, source))
      .limit(20);
  }

  it('has a UTF-8 LC_CTYPE, without which Thai words have no trigrams to be found by', async () => {
    const { rows } = await db().execute<{ trigrams: number }>(
      sql`select cardinality(show_trgm('สมชาย'))::int as trigrams`,
    );

    expect(rows).toEqual([{ trigrams: 6 }]);
  });

  it.each(['สมชาย', 'Somchai', '10669'])(
    'finds users searched for (%j) by the trigrams of their full name and their unit’s hcode',
    async (search) => {
      const plan = await planOf(userPage(search), BITMAP_ONLY);

      expect(plan).toContain('Bitmap Index Scan on app_user_full_name_trgm_idx');
      expect(plan).toContain('Bitmap Index Scan on unit_hcode_trgm_idx');
      expect(plan).not.toContain('Seq Scan');
    },
  );

  it.each(['หนอง', '105'])(
    'finds units searched for (%j) by the trigrams of their name and hcode',
    async (search) => {
      const source = unitListSource(db(), {}, SUPER_ADMIN);
      const page = source.rows.where(listWhere({ search }, source)).limit(20);

      const plan = await planOf(page, BITMAP_ONLY);

      expect(plan).toContain('Bitmap Index Scan on unit_name_trgm_idx');
      expect(plan).toContain('Bitmap Index Scan on unit_hcode_trgm_idx');
      expect(plan).not.toContain('Seq Scan on unit');
    },
  );

  it.each([
    ['desc', 'app_user_last_login_desc_idx'],
    ['asc', 'app_user_last_login_idx'],
  ] as const)(
    'reads users by last sign-in %s, NULLs last, in the order of an index, unsorted',
    async (direction, index) => {
      const page = userPage(undefined, { field: 'lastLoginAt', direction });

      const plan = await planOf(page, ['enable_seqscan', 'enable_sort']);

      expect(plan).toContain(`Index Scan using ${index} on app_user`);
      expect(plan).not.toMatch(/Sort/);
    },
  );
});
