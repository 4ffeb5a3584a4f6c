import type { SegmentCondition, SegmentRules } from '@hbc/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { citizen } from '../../db/schema';
import { insertUnit } from '../../test/staff-fixtures';
import { describeEachDriver, type TestDatabase } from '../../test/test-database';
import { compileRules } from './compile-rules';
import { insertCidList, insertCitizenRows, type CitizenValues } from './testing/segment-fixtures';
import { openSeededTestDatabase } from '../../test/seeded-test-database';

/** The day ages are counted on in these tests. */
const TODAY = '2026-05-15';

/** A small population, by name (the tests read who matches by these names). */
const CITIZENS: Record<string, CitizenValues> = {
  child: {
    birthDate: '2020-01-01',
    sex: 'FEMALE',
    provinceId: 10,
    tags: ['DM'],
    followedAt: new Date('2026-01-01T00:00:00+07:00'),
    cidHash: 'hash-child',
  },
  sixteenToday: {
    birthDate: '2010-05-15',
    sex: 'MALE',
    provinceId: 40,
    tags: ['HT'],
    followedAt: new Date('2025-12-31T23:59:59.999+07:00'),
    cidHash: 'hash-sixteen',
  },
  sixteenTomorrow: {
    birthDate: '2010-05-16',
    sex: 'MALE',
    provinceId: 40,
    tags: ['DM', 'HT'],
    followedAt: new Date('2026-01-31T23:59:59.999+07:00'),
    cidHash: 'hash-fifteen',
  },
  adult: { birthDate: '1990-07-01', sex: 'UNKNOWN', provinceId: 50, tags: [], followedAt: null },
  elder: {
    birthDate: '1950-01-01',
    sex: 'FEMALE',
    provinceId: null,
    tags: ['DM', 'HT', 'เบาหวาน'],
    followedAt: new Date('2026-02-01T00:00:00+07:00'),
    cidHash: 'hash-elder',
  },
  noBirthDate: {
    birthDate: null,
    sex: 'MALE',
    provinceId: 10,
    tags: ['เบาหวาน'],
    followedAt: new Date('2026-01-15T12:00:00+07:00'),
  },
};
const EVERYONE = Object.keys(CITIZENS).sort();

describeEachDriver('compileRules [%s]', (driver) => {
  let testDatabase: TestDatabase;
  const db = () => testDatabase.handle.db;
  let unitId: number;
  const names = new Map<number, string>();
  let listId: string;

  beforeAll(async () => {
    testDatabase = await openSeededTestDatabase(driver);
    unitId = (await insertUnit(db())).id;
    const ids = await insertCitizenRows(db(), unitId, Object.values(CITIZENS));
    Object.keys(CITIZENS).forEach((name, index) => names.set(ids[index] ?? 0, name));
    // Someone of another unit matching everything: the tests' own condition keeps them out.
    await insertCitizenRows(db(), (await insertUnit(db())).id, [
      { ...CITIZENS['child'], cidHash: null },
    ]);
    listId = await insertCidList(db(), unitId, ['hash-child', 'hash-elder', 'hash-nobody']);
    await insertCidList(db(), unitId, ['hash-sixteen']);
  }, 60_000);
  afterAll(() => testDatabase?.dispose());

  /** The names of the unit's citizens the rules match on `today`, sorted. */
  async function matching(rules: SegmentRules, today = TODAY): Promise<string[]> {
    const rows = await db()
      .select({ id: citizen.id })
      .from(citizen)
      .where(and(eq(citizen.unitId, unitId), compileRules(rules, today)))
      .orderBy(asc(citizen.id));
    return rows.map((row) => names.get(row.id) ?? `?${row.id}`).sort();
  }
  const only = (condition: SegmentCondition) => matching({ match: 'ALL', conditions: [condition] });

  describe('AGE: completed years on the day counted, no birth date never matching', () => {
    it.each([
      [{ min: 16 }, ['adult', 'elder', 'sixteenToday']],
      [{ max: 15 }, ['child', 'sixteenTomorrow']],
      [{ min: 16, max: 16 }, ['sixteenToday']],
      [{ min: 15, max: 15 }, ['sixteenTomorrow']],
      [{ min: 0, max: 130 }, ['adult', 'child', 'elder', 'sixteenToday', 'sixteenTomorrow']],
      [{ min: 77 }, []],
      [{ min: 76, max: 76 }, ['elder']],
    ])('%j', async (range, expected) => {
      expect(await only({ kind: 'AGE', ...range })).toEqual(expected.sort());
    });

    it('counts a 29 February birthday as passed on 1 March of a common year, not on 28 February', async () => {
      const leapUnit = (await insertUnit(db())).id;
      const [leapling] = await insertCitizenRows(db(), leapUnit, [{ birthDate: '2024-02-29' }]);
      const [bornFeb28, bornMar1] = await insertCitizenRows(db(), leapUnit, [
        { birthDate: '2027-02-28' },
        { birthDate: '2027-03-01' },
      ]);
      const ids = async (condition: SegmentCondition, today: string) =>
        (
          await db()
            .select({ id: citizen.id })
            .from(citizen)
            .where(
              and(
                eq(citizen.unitId, leapUnit),
                compileRules({ match: 'ALL', conditions: [condition] }, today),
              ),
            )
            .orderBy(asc(citizen.id))
        ).map((row) => row.id);
      const one = { kind: 'AGE', min: 1, max: 1 } as const;

      expect(await ids(one, '2025-02-28')).toEqual([]);
      expect(await ids(one, '2025-03-01')).toEqual([leapling]);
      // On 29 February of a leap year, someone born on 28 February a year before is one.
      expect(await ids(one, '2028-02-29')).toEqual([bornFeb28]);
      expect(await ids({ kind: 'AGE', max: 0 }, '2028-02-29')).toEqual([bornMar1]);
    });
  });

  it.each([
    [['MALE'], ['noBirthDate', 'sixteenToday', 'sixteenTomorrow']],
    [
      ['FEMALE', 'UNKNOWN'],
      ['adult', 'child', 'elder'],
    ],
  ] as const)('SEX %j', async (sexes, expected) => {
    expect(await only({ kind: 'SEX', sexes: [...sexes] })).toEqual([...expected].sort());
  });

  it.each([
    [
      [40, 50],
      ['adult', 'sixteenToday', 'sixteenTomorrow'],
    ],
    [[10], ['child', 'noBirthDate']],
    [[96], []],
  ])('PROVINCE %j (no province never matches)', async (provinceIds, expected) => {
    expect(await only({ kind: 'PROVINCE', provinceIds })).toEqual(expected.sort());
  });

  it.each([
    ['ANY', ['DM', 'เบาหวาน'], ['child', 'elder', 'noBirthDate', 'sixteenTomorrow']],
    ['ALL', ['DM', 'HT'], ['elder', 'sixteenTomorrow']],
    ['ALL', ['HT'], ['elder', 'sixteenToday', 'sixteenTomorrow']],
    ['ANY', ['CKD'], []],
  ] as const)('TAGS %s of %j', async (match, tags, expected) => {
    expect(await only({ kind: 'TAGS', match, tags: [...tags] })).toEqual([...expected].sort());
  });

  describe('FOLLOW_DATE: whole Bangkok days, from 00:00 to the end of the last day', () => {
    it.each([
      [{ from: '2026-01-01', to: '2026-01-31' }, ['child', 'noBirthDate', 'sixteenTomorrow']],
      [{ from: '2026-02-01' }, ['elder']],
      [{ to: '2025-12-31' }, ['sixteenToday']],
      [{ from: '2026-01-15', to: '2026-01-15' }, ['noBirthDate']],
      [{ from: '2026-01-02', to: '2026-01-14' }, []],
    ])('%j', async (days, expected) => {
      expect(await only({ kind: 'FOLLOW_DATE', ...days })).toEqual(expected.sort());
    });
  });

  it('CID_LIST matches the citizens whose CID hash is on that list only', async () => {
    expect(await only({ kind: 'CID_LIST', listId })).toEqual(['child', 'elder']);
    expect(
      await only({ kind: 'CID_LIST', listId: '00000000-0000-4000-8000-000000000000' }),
    ).toEqual([]);
  });

  describe('combinations', () => {
    const male: SegmentCondition = { kind: 'SEX', sexes: ['MALE'] };
    const diabetes: SegmentCondition = { kind: 'TAGS', match: 'ANY', tags: ['DM'] };
    const north: SegmentCondition = { kind: 'PROVINCE', provinceIds: [50] };
    const female: SegmentCondition = { kind: 'SEX', sexes: ['FEMALE'] };

    it('ALL: every condition', async () => {
      expect(await matching({ match: 'ALL', conditions: [male, diabetes] })).toEqual([
        'sixteenTomorrow',
      ]);
      expect(
        await matching({ match: 'ALL', conditions: [female, diabetes, { kind: 'AGE', max: 10 }] }),
      ).toEqual(['child']);
    });

    it('ANY: at least one condition', async () => {
      expect(await matching({ match: 'ANY', conditions: [female, north] })).toEqual(
        ['adult', 'child', 'elder'].sort(),
      );
      expect(
        await matching({
          match: 'ANY',
          conditions: [{ kind: 'AGE', min: 70 }, { kind: 'CID_LIST', listId }, north],
        }),
      ).toEqual(['adult', 'child', 'elder'].sort());
    });

    it('no condition: every citizen, whichever the match', async () => {
      expect(await matching({ match: 'ALL', conditions: [] })).toEqual(EVERYONE);
      expect(await matching({ match: 'ANY', conditions: [] })).toEqual(EVERYONE);
    });

    it('one condition reads the same under ALL and ANY', async () => {
      expect(await matching({ match: 'ANY', conditions: [male] })).toEqual(
        await matching({ match: 'ALL', conditions: [male] }),
      );
    });
  });
});

describe('compileRules: values are bind parameters, never SQL text', () => {
  it('puts every value of every condition in the parameters', () => {
    const hostile = "x') or true --";
    const rules: SegmentRules = {
      match: 'ANY',
      conditions: [
        { kind: 'AGE', min: 20, max: 30 },
        { kind: 'SEX', sexes: ['MALE'] },
        { kind: 'PROVINCE', provinceIds: [40] },
        { kind: 'TAGS', match: 'ALL', tags: [hostile] },
        { kind: 'FOLLOW_DATE', from: '2026-01-01', to: '2026-01-31' },
        { kind: 'CID_LIST', listId: '11111111-1111-4111-8111-111111111111' },
      ],
    };

    const query = new PgDialect().sqlToQuery(sql`${compileRules(rules, TODAY)}`);

    expect(query.params).toEqual([
      '2006-05-15',
      '1995-05-15',
      ['MALE'],
      [40],
      [hostile],
      '2026-01-01T00:00:00+07:00',
      '2026-02-01T00:00:00+07:00',
      '11111111-1111-4111-8111-111111111111',
    ]);
    for (const value of ['2006', 'MALE', '40', hostile, '2026', '1111']) {
      expect(query.sql).not.toContain(value);
    }
  });
});
