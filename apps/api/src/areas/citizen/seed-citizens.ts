import { DEMO_HOSPITAL } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import type { CidProtection } from '../../cid/cid-protection';
import { textArray } from '../../cid/excluded-hashes';
import type { Database, DatabaseHandle } from '../../db/database';
import { citizen, province, unit } from '../../db/schema';
import { demoUnits } from '../../db/seed/demo-units';
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
  /** Stops before the next chunk (the run then rejects with the signal's reason). */
  signal?: AbortSignal;
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
  options.signal?.throwIfAborted();
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
        options.signal?.throwIfAborted();
      }
    }
  }
  if (lines.length > 0) {
    yield lines.join('');
    options.onProgress?.(done + lines.length);
  }
}

/** Loads the citizens of `plan` (see `seedSyntheticCitizens`). */
async function loadPlan(
  handle: DatabaseHandle,
  plan: readonly UnitShare[],
  options: SyntheticCitizenOptions,
): Promise<number> {
  const count = plan.reduce((sum, part) => sum + part.count, 0);
  if (count === 0) return 0;
  const start = await firstIndex(handle.db);
  if (start + count > SYNTHETIC_INDEX_LIMIT) {
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
  return count;
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
  return loadPlan(handle, await planOf(handle.db, options), options);
}

/** How many citizens each of the units holds. */
async function citizensIn(db: Database, unitIds: readonly number[]): Promise<Map<number, number>> {
  const { rows } = await db.execute<{ unit_id: number; n: number }>(
    sql`select ${citizen.unitId} as unit_id, count(*)::int as n from ${citizen}
        where ${citizen.unitId} = any(${sql.param(unitIds)}::int[]) group by ${citizen.unitId}`,
  );
  return new Map(rows.map((row) => [row.unit_id, row.n]));
}

/**
 * What each unit lacks of its share of the target, cut down to `missing` in all: a run that
 * stopped part-way (it fills the largest unit first) is completed to the shares a run that did
 * not stop makes.
 */
function shortfalls(
  shares: readonly UnitShare[],
  held: ReadonlyMap<number, number>,
  missing: number,
): UnitShare[] {
  let left = missing;
  return shares
    .map((share) => {
      const count = Math.min(left, Math.max(0, share.count - (held.get(share.unitId) ?? 0)));
      left -= count;
      return { ...share, count };
    })
    .filter((share) => share.count > 0);
}

/**
 * The demo population (SEED_DEMO_DATA with SEED_DEMO_CITIZENS): tops the citizens of the demo
 * units up to `target`, 60 % of them with the demo staff's own hospital so that its segments have
 * something to count, the rest evenly over the other demo units. Each unit gets what it lacks of
 * its share, so a seeding stopped part-way (a process killed during its first start) is completed
 * by the next start; a database already holding that many is left alone. `onProgress` is told the
 * demo units' citizens so far.
 */
export async function seedDemoCitizens(
  handle: DatabaseHandle,
  options: Pick<SyntheticCitizenOptions, 'protection' | 'today' | 'onProgress' | 'signal'> & {
    target: number;
  },
): Promise<number> {
  const units = await demoUnitIds(handle.db);
  if (units.length === 0 || options.target <= 0) return 0;
  const held = await citizensIn(handle.db, units);
  const before = [...held.values()].reduce((sum, n) => sum + n, 0);
  const missing = options.target - before;
  if (missing <= 0) return 0;
  const [hospital] = await handle.db
    .select({ id: unit.id })
    .from(unit)
    .where(sql`${unit.hcode} = ${DEMO_HOSPITAL.hcode}`);
  const shares = await planOf(handle.db, {
    ...options,
    count: options.target,
    units,
    ...(hospital
      ? {
          largest: {
            unitId: hospital.id,
            count: Math.round(options.target * DEMO_HOSPITAL_SHARE),
          },
        }
      : {}),
  });
  const { onProgress } = options;
  return loadPlan(handle, shortfalls(shares, held, missing), {
    ...options,
    count: missing,
    ...(onProgress ? { onProgress: (done: number) => onProgress(before + done) } : {}),
  });
}
