import {
  AGE_BANDS,
  SEXES,
  type AgeBandKey,
  type SegmentBreakdown,
  type SegmentCondition,
  type SegmentRules,
  type Sex,
} from '@hbc/contracts';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { citizen, excludedCid, province, segmentCidList } from '../../db/schema';
import { insertUnit } from '../../test/staff-fixtures';
import { describeEachDriver, type TestDatabase } from '../../test/test-database';
import { countSegment } from './count-segment';
import { excludeHashes, insertCidList, insertCitizenRows } from './testing/segment-fixtures';
import { openSeededTestDatabase } from '../../test/seeded-test-database';

/**
 * For generated citizens and generated rules, the SQL count (and breakdown) equals a plain
 * filter of the same citizens in memory, written here without the API's date arithmetic: ages
 * as completed years compared month and day, follow days read on a Bangkok clock.
 */

const PROVINCES = [10, 40, 50, 96] as const;
const TAGS = ['DM', 'HT', 'CKD', 'เบาหวาน'] as const;
const FOLLOW_DAYS = ['2025-12-31', '2026-01-01', '2026-01-15', '2026-01-31', '2026-02-01'] as const;
const TODAYS = ['2024-02-29', '2025-02-28', '2025-03-01', '2026-05-15', '2026-12-31'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Ages at the edges of the bands and of the schema, which rules and birthdays both favour. */
const EDGE_AGES = [0, 1, 15, 60, 130] as const;

interface Person {
  birthDate: string | null;
  sex: Sex;
  provinceId: number | null;
  tags: string[];
  followStatus: 'FOLLOWING' | 'UNFOLLOWED' | 'UNKNOWN';
  followedAt: Date | null;
  hasCid: boolean;
  excluded: boolean;
  onList: boolean;
  ofOtherUnit: boolean;
}

/** A CID_LIST condition before the run's list exists: its id is filled in then. */
type GeneratedCondition = SegmentCondition | { kind: 'CID_LIST' };
interface GeneratedRules {
  match: SegmentRules['match'];
  conditions: GeneratedCondition[];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayText = (date: Date) =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
function dayOf(year: number, month: number, day: number): string {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return dayText(date);
}
const partsOf = (day: string) => day.split('-').map(Number) as [number, number, number];

/** Birth dates: none, leap days, any day, or about a birthday of `today`; never after today. */
function birthDateArbitrary(today: string): fc.Arbitrary<string | null> {
  const [year, month, day] = partsOf(today);
  const anyDay = fc
    .integer({ min: Date.UTC(1890, 0, 1), max: Date.UTC(year, month - 1, day) })
    .map((ms) => dayText(new Date(ms)));
  const nearBirthday = fc
    .record({
      years: fc.oneof(
        { arbitrary: fc.constantFrom(...EDGE_AGES.flatMap((edge) => [edge, edge + 1])), weight: 3 },
        fc.integer({ min: 0, max: 131 }),
      ),
      shift: fc.integer({ min: -1, max: 1 }),
    })
    .map(({ years, shift }) => dayOf(year - years, month, day + shift));
  return fc
    .oneof(
      fc.constant(null),
      fc.constantFrom('1960-02-29', '2000-02-29', '2020-02-29', '2023-02-28', '2023-03-01'),
      anyDay,
      { arbitrary: nearBirthday, weight: 5 },
    )
    .map((birth) => (birth !== null && birth > today ? today : birth));
}

/** Follow instants about the starts and ends of a few Bangkok days. */
const followedAtArbitrary: fc.Arbitrary<Date | null> = fc.oneof(
  fc.constant(null),
  fc
    .record({
      day: fc.constantFrom(...FOLLOW_DAYS),
      offset: fc.oneof(
        fc.constantFrom(-1, 0, 1, DAY_MS - 1, DAY_MS),
        fc.integer({ min: 0, max: DAY_MS - 1 }),
      ),
    })
    .map(({ day, offset }) => new Date(Date.parse(`${day}T00:00:00+07:00`) + offset)),
);

const personArbitrary = (today: string): fc.Arbitrary<Person> =>
  fc.record({
    birthDate: birthDateArbitrary(today),
    sex: fc.constantFrom(...SEXES),
    provinceId: fc.constantFrom(null, ...PROVINCES),
    tags: fc.subarray([...TAGS]),
    followStatus: fc.constantFrom('FOLLOWING', 'FOLLOWING', 'FOLLOWING', 'UNFOLLOWED', 'UNKNOWN'),
    followedAt: followedAtArbitrary,
    hasCid: fc.boolean(),
    excluded: fc.constantFrom(true, false, false, false),
    onList: fc.boolean(),
    ofOtherUnit: fc.constantFrom(true, false, false, false),
  });

const age = fc.oneof(
  { arbitrary: fc.constantFrom(...EDGE_AGES), weight: 3 },
  fc.integer({ min: 0, max: 130 }),
);
const ageConditionArbitrary = fc
  .tuple(age, age, fc.constantFrom('min', 'max', 'both'))
  .map(([a, b, ends]) => {
    const [min, max] = a <= b ? [a, b] : [b, a];
    return {
      kind: 'AGE' as const,
      ...(ends !== 'max' ? { min } : {}),
      ...(ends !== 'min' ? { max } : {}),
    };
  });
const followDateConditionArbitrary = fc
  .tuple(
    fc.constantFrom(...FOLLOW_DAYS),
    fc.constantFrom(...FOLLOW_DAYS),
    fc.constantFrom('from', 'to', 'both'),
  )
  .map(([a, b, ends]) => {
    const [from, to] = a <= b ? [a, b] : [b, a];
    return {
      kind: 'FOLLOW_DATE' as const,
      ...(ends !== 'to' ? { from } : {}),
      ...(ends !== 'from' ? { to } : {}),
    };
  });
/** Ages and follow dates, whose edges are the easiest to get wrong, twice as often as the rest. */
const conditionArbitrary: fc.Arbitrary<GeneratedCondition> = fc.oneof(
  { arbitrary: ageConditionArbitrary, weight: 2 },
  { arbitrary: followDateConditionArbitrary, weight: 2 },
  fc.subarray([...SEXES], { minLength: 1 }).map((sexes) => ({ kind: 'SEX' as const, sexes })),
  fc
    .subarray([...PROVINCES], { minLength: 1 })
    .map((provinceIds) => ({ kind: 'PROVINCE' as const, provinceIds })),
  fc
    .record({
      match: fc.constantFrom('ALL', 'ANY'),
      tags: fc.subarray([...TAGS], { minLength: 1 }),
    })
    .map(({ match, tags }) => ({ kind: 'TAGS' as const, match, tags })),
  fc.constant({ kind: 'CID_LIST' as const }),
);

const rulesArbitrary: fc.Arbitrary<GeneratedRules> = fc.record({
  match: fc.constantFrom('ALL', 'ANY'),
  conditions: fc.array(conditionArbitrary, { maxLength: 3 }),
});

const scenarioArbitrary = fc.constantFrom(...TODAYS).chain((today) =>
  fc.record({
    today: fc.constant(today),
    people: fc.array(personArbitrary(today), { minLength: 20, maxLength: 40 }),
    rules: fc.array(rulesArbitrary, { minLength: 1, maxLength: 6 }),
  }),
);

/** Completed years on `today`: the years between, less one before this year's birthday. */
function ageOn(today: string, birthDate: string): number {
  const [ty, tm, td] = partsOf(today);
  const [by, bm, bd] = partsOf(birthDate);
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

const bangkokCalendar = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

interface Stored extends Person {
  cidHash: string | null;
}

function meets(person: Stored, condition: SegmentCondition, today: string): boolean {
  switch (condition.kind) {
    case 'AGE': {
      if (person.birthDate === null) return false;
      const years = ageOn(today, person.birthDate);
      return (
        (condition.min === undefined || years >= condition.min) &&
        (condition.max === undefined || years <= condition.max)
      );
    }
    case 'SEX':
      return condition.sexes.includes(person.sex);
    case 'PROVINCE':
      return person.provinceId !== null && condition.provinceIds.includes(person.provinceId);
    case 'TAGS':
      return condition.match === 'ALL'
        ? condition.tags.every((tag) => person.tags.includes(tag))
        : condition.tags.some((tag) => person.tags.includes(tag));
    case 'FOLLOW_DATE': {
      if (person.followedAt === null) return false;
      const day = bangkokCalendar.format(person.followedAt);
      return (
        (condition.from === undefined || day >= condition.from) &&
        (condition.to === undefined || day <= condition.to)
      );
    }
    case 'CID_LIST':
      return person.cidHash !== null && person.onList;
  }
}

/** Whom the segment reaches, the plain way. */
function reached(people: readonly Stored[], rules: SegmentRules, today: string): Stored[] {
  return people.filter((person) => {
    if (person.ofOtherUnit || person.followStatus !== 'FOLLOWING') return false;
    if (person.cidHash !== null && person.excluded) return false;
    const results = rules.conditions.map((condition) => meets(person, condition, today));
    if (results.length === 0) return true;
    return rules.match === 'ALL' ? results.every(Boolean) : results.some(Boolean);
  });
}

function plainBreakdown(
  people: readonly Stored[],
  today: string,
  provinceNames: ReadonlyMap<number, string>,
): SegmentBreakdown {
  const bandOf = (person: Stored): AgeBandKey => {
    if (person.birthDate === null) return 'unknown';
    const years = ageOn(today, person.birthDate);
    const band = AGE_BANDS.find((b) => years >= b.min && (b.max === null || years <= b.max));
    if (!band) throw new Error(`no band for age ${years}`);
    return band.key;
  };
  const byProvince = new Map<number | null, number>();
  for (const person of people) {
    byProvince.set(person.provinceId, (byProvince.get(person.provinceId) ?? 0) + 1);
  }
  const rank = (id: number | null) => id ?? Infinity;
  return {
    ageBands: [...AGE_BANDS.map((band) => band.key), 'unknown' as const].map((band) => ({
      band,
      count: people.filter((person) => bandOf(person) === band).length,
    })),
    sexes: SEXES.map((sex) => ({
      sex,
      count: people.filter((person) => person.sex === sex).length,
    })),
    provinces: [...byProvince]
      .map(([provinceId, count]) => ({
        provinceId,
        provinceName: provinceId === null ? null : (provinceNames.get(provinceId) ?? null),
        count,
      }))
      .sort((a, b) => b.count - a.count || rank(a.provinceId) - rank(b.provinceId)),
  };
}

describeEachDriver('countSegment against a plain filter [%s]', (driver) => {
  let testDatabase: TestDatabase;
  const db = () => testDatabase.handle.db;
  let unitId: number;
  let otherUnitId: number;
  const provinceNames = new Map<number, string>();

  beforeAll(async () => {
    testDatabase = await openSeededTestDatabase(driver);
    unitId = (await insertUnit(db())).id;
    otherUnitId = (await insertUnit(db())).id;
    const rows = await db()
      .select({ id: province.id, name: province.nameTh })
      .from(province)
      .where(inArray(province.id, [...PROVINCES]));
    for (const row of rows) provinceNames.set(row.id, row.name);
  }, 60_000);
  afterAll(() => testDatabase?.dispose());

  let run = 0;
  /** Stores the people (CID hashes of this run only); answers the CID list's id. */
  async function store(people: readonly Person[]): Promise<{ stored: Stored[]; listId: string }> {
    run += 1;
    const stored = people.map((person, index) => ({
      ...person,
      cidHash: person.hasCid ? `run${run}-cid${index}` : null,
    }));
    await insertCitizenRows(
      db(),
      unitId,
      stored.map((person) => ({
        birthDate: person.birthDate,
        sex: person.sex,
        provinceId: person.provinceId,
        tags: person.tags,
        followStatus: person.followStatus,
        followedAt: person.followedAt,
        cidHash: person.cidHash,
        unitId: person.ofOtherUnit ? otherUnitId : unitId,
      })),
    );
    const hashes = (keep: (person: Stored) => boolean) =>
      stored.flatMap((person) => (person.cidHash !== null && keep(person) ? [person.cidHash] : []));
    await excludeHashes(
      db(),
      hashes((person) => person.excluded),
    );
    // A hash on the list that no citizen has, as real lists have.
    const listId = await insertCidList(db(), unitId, [
      ...hashes((person) => person.onList),
      `run${run}-stranger`,
    ]);
    return { stored, listId };
  }

  async function clear(): Promise<void> {
    await db()
      .delete(citizen)
      .where(inArray(citizen.unitId, [unitId, otherUnitId]));
    await db().delete(excludedCid);
    await db().delete(segmentCidList).where(eq(segmentCidList.unitId, unitId));
  }

  it('counts and breaks down exactly whom the plain filter reaches', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArbitrary, async ({ today, people, rules }) => {
        const { stored, listId } = await store(people);
        try {
          for (const generated of rules) {
            const segmentRules: SegmentRules = {
              match: generated.match,
              conditions: generated.conditions.map((condition) =>
                condition.kind === 'CID_LIST' && !('listId' in condition)
                  ? { kind: 'CID_LIST', listId }
                  : condition,
              ),
            };
            const expected = reached(stored, segmentRules, today);

            const counted = await countSegment(db(), {
              unitId,
              rules: segmentRules,
              today,
              breakdown: true,
            });
            expect(counted).toEqual({
              count: expected.length,
              breakdown: plainBreakdown(expected, today, provinceNames),
            });
            expect(
              await countSegment(db(), { unitId, rules: segmentRules, today, breakdown: false }),
            ).toEqual({ count: expected.length });
          }
        } finally {
          await clear();
        }
      }),
      { numRuns: 80 },
    );
  }, 120_000);
});
