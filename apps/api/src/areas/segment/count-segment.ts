import {
  AGE_BANDS,
  SEXES,
  yearsBefore,
  type AgeBandKey,
  type SegmentBreakdown,
  type SegmentRules,
  type Sex,
} from '@hbc/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { citizen, excludedCid, province } from '../../db/schema';
import { compileRules } from './compile-rules';

export interface CountSegmentInput {
  unitId: number;
  rules: SegmentRules;
  /** The day ages are counted on, 'YYYY-MM-DD' in Bangkok. */
  today: string;
  /** Also count by age band, sex and province. */
  breakdown: boolean;
}

export interface SegmentCountResult {
  count: number;
  breakdown?: SegmentBreakdown;
}

/**
 * The unit's following citizens that match the rules. `follow_status = 'FOLLOWING'` is a literal,
 * not a parameter, so that the planner may use the partial covering index
 * `citizen_following_unit_idx`, and every rule but the CID list reads only the index's columns:
 * counting a million citizens is an index-only scan.
 */
function matchingCitizens(input: CountSegmentInput): SQL {
  return sql`${citizen.unitId} = ${input.unitId} and ${citizen.followStatus} = 'FOLLOWING' and ${compileRules(input.rules, input.today)}`;
}

/**
 * The FROM of the matching citizens, reading `columns` of each: all of them (`everyMatch`), or
 * only those whose CID is excluded (`excludedMatches`). The second is driven from `excluded_cid`
 * (a few thousand rows), each row's citizen looked up through the unique CID-hash index, rather
 * than an anti-join of a million citizens' hashes: the count is all matches minus the excluded.
 */
const everyMatch = (columns: SQL, where: SQL) =>
  sql`(select ${columns} from ${citizen} where ${where}) as matched`;
const excludedMatches = (columns: SQL, where: SQL) =>
  // `limit 1` (the hash is unique anyway) keeps the subquery from being flattened into a join the
  // planner could drive from the citizens' side.
  sql`${excludedCid} cross join lateral (select ${columns} from ${citizen} where ${citizen.cidHash} = ${excludedCid.cidHash} and ${where} limit 1) as matched`;

/** The one statement of a count without breakdown: all matches minus the excluded ones. */
export function countStatement(input: CountSegmentInput): SQL {
  const where = matchingCitizens(input);
  const one = sql`1`;
  return sql`select ((select count(*) from ${everyMatch(one, where)}) - (select count(*) from ${excludedMatches(one, where)}))::integer as count`;
}

/**
 * A citizen's age band on `today`, by bounds on the birth date (AGE_BANDS in order, each up to
 * its `max`; the last has none); 'unknown' without a birth date.
 */
export function ageBandOf(today: string): SQL {
  const bounded = AGE_BANDS.flatMap((band) =>
    band.max === null
      ? []
      : [
          sql`when ${citizen.birthDate} > ${yearsBefore(today, band.max + 1)}::date then ${band.key}::text`,
        ],
  );
  const last = AGE_BANDS[AGE_BANDS.length - 1] ?? AGE_BANDS[0];
  return sql`case when ${citizen.birthDate} is null then ${'unknown'}::text ${sql.join(bounded, sql` `)} else ${last.key}::text end`;
}

/** `grouping(age_band, sex, province_id)` of each grouping set: a bit for each column left out. */
const GROUPING = { total: 7, ageBand: 3, sex: 5, province: 6 } as const;

/** One grouping set's count: the matches counted, minus the excluded ones. */
type BreakdownRow = {
  grouping_set: number;
  age_band: AgeBandKey | null;
  sex: Sex | null;
  province_id: number | null;
  province_name: string | null;
  count: number;
};

/**
 * The one statement of a count with breakdown: one scan of the matches grouped by age band, sex,
 * province and in total (GROUPING SETS), the same grouping of the excluded matches subtracted.
 */
export function breakdownStatement(input: CountSegmentInput): SQL {
  const where = matchingCitizens(input);
  const columns = sql`${ageBandOf(input.today)} as age_band, ${citizen.sex} as sex, ${citizen.provinceId} as province_id`;
  const grouped = (from: SQL, sign: SQL) =>
    sql`select grouping(age_band, sex, province_id) as grouping_set, age_band, sex, province_id, ${sign} count(*) as n from ${from} group by grouping sets ((), (age_band), (sex), (province_id))`;
  return sql`with counted as (${grouped(everyMatch(columns, where), sql``)} union all ${grouped(excludedMatches(columns, where), sql`-`)})
    select counted.grouping_set, counted.age_band, counted.sex, counted.province_id,
      ${province.nameTh} as province_name, sum(counted.n)::integer as count
    from counted left join ${province} on ${province.id} = counted.province_id
    group by counted.grouping_set, counted.age_band, counted.sex, counted.province_id, ${province.nameTh}`;
}

/** The bands of a breakdown, in order: AGE_BANDS, then 'unknown' (no birth date). */
export const BREAKDOWN_BANDS: readonly AgeBandKey[] = [
  ...AGE_BANDS.map((band) => band.key),
  'unknown',
];

/** A breakdown's provinces, most citizens first (ties: by id, none recorded last). */
export const mostFirst = (
  a: { provinceId: number | null; count: number },
  b: { provinceId: number | null; count: number },
) =>
  b.count - a.count ||
  (a.provinceId ?? Number.MAX_SAFE_INTEGER) - (b.provinceId ?? Number.MAX_SAFE_INTEGER);

/** The breakdown's rows as `SegmentBreakdown`: every band and sex (zeros included), provinces most first. */
function breakdownOf(rows: readonly BreakdownRow[]): {
  count: number;
  breakdown: SegmentBreakdown;
} {
  const countOf = (grouping: number, match: (row: BreakdownRow) => boolean) =>
    rows.find((row) => row.grouping_set === grouping && match(row))?.count ?? 0;
  const provinces = rows
    .filter((row) => row.grouping_set === GROUPING.province && row.count > 0)
    .map((row) => ({
      provinceId: row.province_id,
      provinceName: row.province_name,
      count: row.count,
    }))
    .sort(mostFirst);
  return {
    count: countOf(GROUPING.total, () => true),
    breakdown: {
      ageBands: BREAKDOWN_BANDS.map((band) => ({
        band,
        count: countOf(GROUPING.ageBand, (row) => row.age_band === band),
      })),
      sexes: SEXES.map((sex) => ({ sex, count: countOf(GROUPING.sex, (row) => row.sex === sex) })),
      provinces,
    },
  };
}

/**
 * How many citizens of unit `unitId` a segment's rules reach: following the programme's LINE
 * account, registered with the unit, matching the rules (none: the whole unit), CID not excluded.
 * With `breakdown`, also by age band on `today`, sex and province, from the same scan.
 */
export async function countSegment(
  db: Database,
  input: CountSegmentInput,
): Promise<SegmentCountResult> {
  if (input.breakdown) {
    const { rows } = await db.execute<BreakdownRow>(breakdownStatement(input));
    return breakdownOf(rows);
  }
  const { rows } = await db.execute<{ count: number }>(countStatement(input));
  return { count: rows[0]?.count ?? 0 };
}
