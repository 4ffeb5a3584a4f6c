import { DEMO_HOSPITAL } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import type { CidProtection } from '../cid/cid-protection';
import { textArray } from '../cid/excluded-hashes';
import type { Database, DatabaseHandle } from '../db/database';
import { citizen, province, unit } from '../db/schema';
import { demoUnits } from '../db/seed/demo-units';
import { bangkokDay } from '../segment/bangkok-day';
import { copyField, copyLine, copyRows, copyTextArray } from './copy-rows';
import { SYNTHETIC_INDEX_LIMIT, syntheticPopulation } from './synthetic-citizens';

/** The population of the demo, the benches and the seeding script unless told otherwise. */
export const DEFAULT_CITIZEN_SEED = 1;
/** Citizens per COPY chunk. */
const CHUNK_ROWS = 10_000;
/** The share of the demo citizens registered with the demo staff's own unit. */
const DEMO_HOSPITAL_SHARE = 0.6;

const COLUMNS = [
  'cid_hash',
  'line_user_id',
  'birth_date',
  'sex',
  'province_id',
  'unit_id',
  'tags',
  'follow_status',
  'followed_at',
  'unfollowed_at',
] as const;

export interface SyntheticCitizenOptions {
  /** How many citizens to add. */
  count: number;
  /** Ids of the units they are spread over evenly; default: the demo units. */
  units?: readonly number[];
  /** A unit that gets `count` of them (at most all); the rest go to the other `units`. */
  largest?: { unitId: number; count: number };
  /** Hashes the CIDs with the configured key, as every table stores them. */
  protection: CidProtection;
  /** Which population (DEFAULT_CITIZEN_SEED unless told): the same seed makes the same people. */
  seed?: number;
  /** The day ages and follow dates are made up to ('YYYY-MM-DD'); default: today in Bangkok. */
  today?: string;
  /** Told how many citizens have been handed to the database so far, after each chunk. */
  onProgress?: (done: number) => void;
}

/** How many citizens each unit gets, with its province. */
interface UnitShare {
  unitId: number;
  provinceId: number;
  count: number;
}

/** The ids of the demo units (SEED_DEMO_DATA) this database has. */
export async function demoUnitIds(db: Database): Promise<number[]> {
  const provinces = await db.select({ id: province.id, nameTh: province.nameTh }).from(province);
  const hcodes = demoUnits(provinces).map((demo) => demo.hcode);
  const rows = await db
    .select({ id: unit.id })
    .from(unit)
    .where(sql`${unit.hcode} = any(${textArray(hcodes)})`)
    .orderBy(unit.id);
  return rows.map((row) => row.id);
}

/** `count` split over the units: `largest` first, the rest as evenly as whole numbers go. */
async function planOf(db: Database, options: SyntheticCitizenOptions): Promise<UnitShare[]> {
  const unitIds = options.units ?? (await demoUnitIds(db));
  const largestId = options.largest?.unitId;
  const ids = [...new Set([...(largestId === undefined ? [] : [largestId]), ...unitIds])];
  const rows = await db
    .select({ id: unit.id, provinceId: unit.provinceId })
    .from(unit)
    .where(sql`${unit.id} = any(${sql.param(ids)}::int[])`);
  const provinceOf = new Map(rows.map((row) => [row.id, row.provinceId]));
  const missing = ids.filter((id) => !provinceOf.has(id));
  if (missing.length > 0) throw new Error(`no unit with id ${missing.join(', ')}`);

  const share = (unitId: number, count: number): UnitShare => ({
    unitId,
    provinceId: provinceOf.get(unitId) ?? 0,
    count,
  });
  const largestCount = Math.min(options.count, options.largest?.count ?? 0);
  const others = unitIds.filter((id) => id !== largestId);
  const plan = largestId === undefined ? [] : [share(largestId, largestCount)];
  const rest = options.count - largestCount;
  if (others.length === 0) {
    if (rest > 0 && plan[0]) plan[0].count += rest;
    else if (rest > 0) throw new Error('no unit to register the citizens with');
    return plan;
  }
  const base = Math.floor(rest / others.length);
  const extra = rest % others.length;
  others.forEach((id, i) => plan.push(share(id, base + (i < extra ? 1 : 0))));
  return plan.filter((part) => part.count > 0);
}

/**
 * The first index of a new run: the citizen id sequence's value. Every citizen a run added took
 * an id, so every index used before is below it, and a later run never makes the same CID.
 */
async function firstIndex(db: Database): Promise<number> {
  const { rows } = await db.execute<{ next: string }>(
    sql`select case when is_called then last_value else 0 end as next from citizen_id_seq`,
  );
  return Number(rows[0]?.next ?? 0);
}

/** The COPY chunks of the plan's citizens, made as the database asks for them. */
function* copyChunks(
  plan: readonly UnitShare[],
  options: SyntheticCitizenOptions & { start: number; provinceIds: number[]; today: string },
): Generator<string> {
  const population = syntheticPopulation(options.seed ?? DEFAULT_CITIZEN_SEED, options.today);
  let index = options.start;
  // The few tag combinations there are, each written as a COPY array once.
  const tagFields = new Map<string, string>();
  const tagsField = (tags: readonly string[]) => {
    const key = tags.join('|');
    let field = tagFields.get(key);
    if (field === undefined) tagFields.set(key, (field = copyTextArray(tags)));
    return field;
  };
  let lines: string[] = [];
  let done = 0;
  for (const part of plan) {
    const home = { provinceId: part.provinceId, provinceIds: options.provinceIds };
    for (let k = 0; k < part.count; k++) {
      const person = population.citizenOf(index++, home);
      lines.push(
        copyLine([
          options.protection.hashCid(person.cid),
          copyField(person.lineUserId),
          person.birthDate,
          person.sex,
          String(person.provinceId),
          String(part.unitId),
          tagsField(person.tags),
          person.followStatus,
          copyField(person.followedAt),
          copyField(person.unfollowedAt),
        ]),
      );
      if (lines.length === CHUNK_ROWS) {
        yield lines.join('');
        done += lines.length;
        lines = [];
        options.onProgress?.(done);
      }
    }
  }
  if (lines.length > 0) {
    yield lines.join('');
    options.onProgress?.(done + lines.length);
  }
}

/**
 * Adds `count` synthetic citizens (see `syntheticCitizen`) registered with the given units, with
 * COPY (never a statement per row), then vacuums and analyses `citizen`. Each
 * run makes new people (a later index range), so it can be run again to add more. Answers how
 * many were added.
 */
export async function seedSyntheticCitizens(
  handle: DatabaseHandle,
  options: SyntheticCitizenOptions,
): Promise<number> {
  if (!Number.isInteger(options.count) || options.count < 0) {
    throw new RangeError('the number of citizens must be a whole number, 0 or more');
  }
  if (options.count === 0) return 0;
  const plan = await planOf(handle.db, options);
  const start = await firstIndex(handle.db);
  if (start + options.count > SYNTHETIC_INDEX_LIMIT) {
    throw new RangeError('too many synthetic citizens for one database');
  }
  const provinces = await handle.db.select({ id: province.id }).from(province).orderBy(province.id);
  const provinceIds = provinces.map((row) => row.id);
  const chunks = copyChunks(plan, {
    ...options,
    start,
    provinceIds,
    today: options.today ?? bangkokDay(),
  });
  await copyRows(handle, 'citizen', COLUMNS, chunks);
  // Marks the new rows all-visible (a segment's count is then an index-only scan, as it is once
  // autovacuum has passed) and refreshes the planner's statistics.
  await handle.sql.executeSql('vacuum (analyze) citizen');
  return options.count;
}

/**
 * The demo population (SEED_DEMO_DATA with SEED_DEMO_CITIZENS): tops the citizens of the demo
 * units up to `target`, most of the new ones (60 %) with the demo staff's own hospital so that
 * its segments have something to count, the rest evenly over the other demo units. A database
 * already holding that many is left alone, so every start after the first adds nothing.
 */
export async function seedDemoCitizens(
  handle: DatabaseHandle,
  options: Pick<SyntheticCitizenOptions, 'protection' | 'today' | 'onProgress'> & {
    target: number;
  },
): Promise<number> {
  const units = await demoUnitIds(handle.db);
  if (units.length === 0 || options.target <= 0) return 0;
  const { rows } = await handle.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${citizen} where ${citizen.unitId} = any(${sql.param(units)}::int[])`,
  );
  const missing = options.target - (rows[0]?.n ?? 0);
  if (missing <= 0) return 0;
  const [hospital] = await handle.db
    .select({ id: unit.id })
    .from(unit)
    .where(sql`${unit.hcode} = ${DEMO_HOSPITAL.hcode}`);
  return seedSyntheticCitizens(handle, {
    ...options,
    count: missing,
    units,
    ...(hospital
      ? { largest: { unitId: hospital.id, count: Math.round(missing * DEMO_HOSPITAL_SHARE) } }
      : {}),
  });
}
