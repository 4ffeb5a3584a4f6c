import type { SegmentRules } from '@hbc/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { insertUnit } from '../../test/staff-fixtures';
import { describeEachDriver, type TestDatabase } from '../../test/test-database';
import { breakdownStatement, countSegment, countStatement } from './count-segment';
import { excludeHashes, insertCidList, insertCitizenRows } from './testing/segment-fixtures';
import { openSeededTestDatabase } from '../../test/seeded-test-database';

const TODAY = '2026-05-15';
const WHOLE_UNIT: SegmentRules = { match: 'ALL', conditions: [] };

describeEachDriver('countSegment [%s]', (driver) => {
  let testDatabase: TestDatabase;
  const db = () => testDatabase.handle.db;
  let unitId: number;

  beforeAll(async () => {
    testDatabase = await openSeededTestDatabase(driver);
    unitId = (await insertUnit(db())).id;
    await insertCitizenRows(db(), unitId, [
      { sex: 'FEMALE', birthDate: '2020-01-01', provinceId: 10 },
      { sex: 'MALE', birthDate: '2000-01-01', provinceId: 40, cidHash: 'not-excluded-1' },
      { sex: 'MALE', birthDate: '1960-01-01', provinceId: 40, cidHash: 'excluded-1' },
      { sex: 'UNKNOWN', birthDate: null, provinceId: null },
      { sex: 'FEMALE', birthDate: '1980-06-01', provinceId: 40, followStatus: 'UNFOLLOWED' },
      { sex: 'MALE', birthDate: '1990-01-01', provinceId: 50, cidHash: 'not-excluded-2' },
      { sex: 'FEMALE', birthDate: '2008-01-01', provinceId: 10, followStatus: 'UNKNOWN' },
      { sex: 'FEMALE', birthDate: '1950-01-01', provinceId: 40 },
    ]);
    const otherUnit = (await insertUnit(db())).id;
    await insertCitizenRows(db(), otherUnit, [
      { sex: 'MALE', birthDate: '2000-01-01', provinceId: 40 },
      { sex: 'MALE', birthDate: '2000-01-01', provinceId: 40, cidHash: 'excluded-2' },
    ]);
    await excludeHashes(db(), ['excluded-1', 'excluded-2', 'excluded-nobody']);
  }, 60_000);
  afterAll(() => testDatabase?.dispose());

  it('counts the unit’s following citizens, excluded CIDs left out', async () => {
    expect(
      await countSegment(db(), { unitId, rules: WHOLE_UNIT, today: TODAY, breakdown: false }),
    ).toEqual({ count: 5 });
  });

  it('counts the matches of the rules, excluded CIDs left out', async () => {
    const men: SegmentRules = { match: 'ALL', conditions: [{ kind: 'SEX', sexes: ['MALE'] }] };

    expect(
      await countSegment(db(), { unitId, rules: men, today: TODAY, breakdown: false }),
    ).toEqual({ count: 2 });
  });

  it('breaks the count down by every age band and sex (zeros included) and by province, most first', async () => {
    expect(
      await countSegment(db(), { unitId, rules: WHOLE_UNIT, today: TODAY, breakdown: true }),
    ).toEqual({
      count: 5,
      breakdown: {
        ageBands: [
          { band: '0-14', count: 1 },
          { band: '15-24', count: 0 },
          { band: '25-34', count: 1 },
          { band: '35-44', count: 1 },
          { band: '45-59', count: 0 },
          { band: '60+', count: 1 },
          { band: 'unknown', count: 1 },
        ],
        sexes: [
          { sex: 'MALE', count: 2 },
          { sex: 'FEMALE', count: 2 },
          { sex: 'UNKNOWN', count: 1 },
        ],
        provinces: [
          { provinceId: 40, provinceName: 'ขอนแก่น', count: 2 },
          { provinceId: 10, provinceName: 'กรุงเทพมหานคร', count: 1 },
          { provinceId: 50, provinceName: 'เชียงใหม่', count: 1 },
          { provinceId: null, provinceName: null, count: 1 },
        ],
      },
    });
  });

  it('answers zeros for a unit without citizens', async () => {
    const empty = (await insertUnit(db())).id;

    const counted = await countSegment(db(), {
      unitId: empty,
      rules: WHOLE_UNIT,
      today: TODAY,
      breakdown: true,
    });

    expect(counted.count).toBe(0);
    expect(counted.breakdown?.ageBands.every((band) => band.count === 0)).toBe(true);
    expect(counted.breakdown?.sexes).toEqual([
      { sex: 'MALE', count: 0 },
      { sex: 'FEMALE', count: 0 },
      { sex: 'UNKNOWN', count: 0 },
    ]);
    expect(counted.breakdown?.provinces).toEqual([]);
  });

  describe('plans', () => {
    /** The plan of `query` with the planner settings `off` switched off. */
    async function planOf(query: SQL, off: readonly string[]): Promise<string> {
      return db().transaction(async (tx) => {
        for (const setting of off) await tx.execute(sql.raw(`set local ${setting} = off`));
        const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(
          sql`explain (costs off) ${query}`,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    }
    /** A table this small is read whole unless that is switched off. */
    const NO_HEAP_SCANS = ['enable_seqscan', 'enable_bitmapscan'];
    const threeConditions: SegmentRules = {
      match: 'ALL',
      conditions: [
        { kind: 'AGE', min: 35, max: 59 },
        { kind: 'SEX', sexes: ['FEMALE'] },
        { kind: 'TAGS', match: 'ANY', tags: ['DM', 'HT'] },
      ],
    };
    let input: { unitId: number; rules: SegmentRules; today: string; breakdown: boolean };

    beforeAll(async () => {
      // Enough citizens, analysed, for the planner to weigh a unit's range against one hash.
      const bigUnit = (await insertUnit(db())).id;
      await db()
        .execute(sql`insert into citizen (cid_hash, birth_date, sex, tags, unit_id, follow_status)
        select 'plan-' || n, date '1950-01-01' + n, case when n % 2 = 0 then 'MALE' else 'FEMALE' end,
          array['DM'], ${bigUnit}, 'FOLLOWING'
        from generate_series(1, 5000) as n`);
      await excludeHashes(db(), ['plan-1', 'plan-2']);
      await db().execute(sql`analyze citizen`);
      await db().execute(sql`analyze excluded_cid`);
      input = { unitId: bigUnit, rules: threeConditions, today: TODAY, breakdown: false };
    });

    it('counts a three-condition segment by an index-only scan of the following citizens’ covering index', async () => {
      const plan = await planOf(countStatement(input), NO_HEAP_SCANS);

      expect(plan).toContain('Index Only Scan using citizen_following_unit_idx on citizen');
      // A literal, not a parameter: a generic plan could not know the partial index applies.
      expect(new PgDialect().sqlToQuery(countStatement(input)).sql).toContain(
        `"citizen"."follow_status" = 'FOLLOWING'`,
      );
    });

    it('finds the excluded matches from excluded_cid through citizen’s unique CID-hash index', async () => {
      const plan = await planOf(countStatement(input), NO_HEAP_SCANS);

      expect(plan).toMatch(
        /Nested Loop[\s\S]*excluded_cid[\s\S]*Index Scan using citizen_cid_hash_unique on citizen/,
      );
    });

    it('breaks down from the same index-only scan', async () => {
      const plan = await planOf(breakdownStatement({ ...input, breakdown: true }), NO_HEAP_SCANS);

      expect(plan).toContain('Index Only Scan using citizen_following_unit_idx on citizen');
    });

    it('reads the CID list only through its items’ key', async () => {
      const listId = await insertCidList(db(), unitId, ['not-excluded-1']);
      const rules: SegmentRules = {
        match: 'ALL',
        conditions: [...threeConditions.conditions, { kind: 'CID_LIST', listId }],
      };

      const plan = await planOf(countStatement({ ...input, rules }), NO_HEAP_SCANS);

      expect(plan).toContain('segment_cid_list_item_list_id_cid_hash_pk');
    });
  });
});
