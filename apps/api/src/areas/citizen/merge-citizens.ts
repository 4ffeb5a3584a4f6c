import {
  CITIZEN_IMPORT_MESSAGES,
  CITIZEN_IMPORT_PROBLEMS_SHOWN,
  type CitizenImportProblem,
  type CitizenImportResult,
  type CitizenImportRow,
} from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import type { CidProtection } from '../../cid/cid-protection';
import { textArray } from '../../cid/excluded-hashes';
import type { Database, DatabaseHandle } from '../../db/database';
import { citizen, province, unit } from '../../db/schema';
import { bangkokDay } from '../segment/bangkok-day';
import { birthDateFloor, checkCitizenRow } from './check-citizen-row';
import { CITIZEN_STAGE, stageCitizens, type HashedCitizen } from './citizen-stage';

/** Where a merge writes: the database, and its driver (which decides how a batch is staged). */
export type MergeTarget = Pick<DatabaseHandle, 'db' | 'driver'>;

export interface MergeCitizensOptions {
  /** Each row's place in the problems (a file's lines); default: its 1-based position. */
  rowNumbers?: readonly number[];
  /**
   * CIDs merged by earlier batches of the same file, with their row (filled in): a later row
   * with one of them is a duplicate as within one batch.
   */
  seen?: Map<number, number>;
  /** The clock (tests). */
  now?: Date;
  /** Runs inside the merge's transaction, told what it did (its activity-log entry). */
  inTransaction?: (tx: Database, result: CitizenImportResult) => Promise<void>;
}

/** A CID-less citizen (made by a LINE follow event) holding the LINE userId a row brings. */
interface LineHolder {
  id: number;
  hash: string;
}

const pgArray = (values: readonly unknown[], type: string) =>
  sql`${sql.param(values)}::${sql.raw(type)}`;

/** The units of the batch's hcodes and every province code: what rows are checked against. */
async function checkContext(db: Database, rows: readonly CitizenImportRow[], now: Date) {
  // Only what can be an hcode is looked up: nothing of another shape is any unit's.
  const hcodes = [...new Set(rows.map((row) => String(row.unitHcode).trim()))].filter((hcode) =>
    /^\d{5}$/.test(hcode),
  );
  const units = await db
    .select({ id: unit.id, hcode: unit.hcode })
    .from(unit)
    .where(sql`${unit.hcode} = any(${textArray(hcodes)})`);
  const provinces = await db.select({ id: province.id }).from(province);
  const today = bangkokDay(now);
  return {
    units: new Map(units.map((row) => [row.hcode, row.id])),
    provinces: new Set(provinces.map((row) => row.id)),
    today,
    oldestBirthDate: birthDateFloor(today),
    now,
  };
}

/**
 * The rows that repeat a LINE userId an earlier row of the batch took with another CID: refused
 * (lineUserIdTaken) before anything is staged.
 */
function batchRepeatedUserIds(rows: readonly HashedCitizen[]): Set<HashedCitizen> {
  const refused = new Set<HashedCitizen>();
  const claimedBy = new Map<string, string>();
  for (const row of rows) {
    if (row.lineUserId === null) continue;
    const claimant = claimedBy.get(row.lineUserId);
    if (claimant !== undefined && claimant !== row.hash) refused.add(row);
    else claimedBy.set(row.lineUserId, row.hash);
  }
  return refused;
}

/**
 * Inserts the staged rows that are new citizens, new by CID and by LINE userId (a whole first
 * import, mostly): one statement, no lookup before it. Answers how many. When some rows were not
 * new, `storedClaims` and the upsert go over the whole stage again: the rows inserted here are
 * then their citizen as stored, so they count neither as inserted nor as updated there.
 */
async function insertNewCitizens(tx: Database): Promise<number> {
  const { rows } = await tx.execute<{ inserted: number }>(sql`
    with inserted as (${insertStaged()} on conflict do nothing returning 1)
    select count(*)::int as inserted from inserted`);
  return rows[0]?.inserted ?? 0;
}

/**
 * Which LINE userIds the rows left on the stage may take: one that a citizen with another CID
 * holds is refused (lineUserIdTaken), and the row leaves the stage; one held by a citizen without
 * a CID (made by a follow event) is that citizen's, who is merged with the row's.
 */
async function storedClaims(
  tx: Database,
  rows: readonly HashedCitizen[],
  refused: Set<HashedCitizen>,
): Promise<Map<HashedCitizen, LineHolder>> {
  const holders = new Map<HashedCitizen, LineHolder>();
  // `= any(array(…))`: one index probe per staged userId. A join would be planned as a hash join
  // over every citizen, the stage having no statistics.
  const { rows: held } = await tx.execute<{
    id: string;
    lineUserId: string;
    cidHash: string | null;
  }>(
    sql`select ${citizen.id} as id, ${citizen.lineUserId} as "lineUserId", ${citizen.cidHash} as "cidHash"
        from ${citizen} where ${citizen.lineUserId} = any(array(
          select line_user_id from ${sql.raw(CITIZEN_STAGE)} where line_user_id is not null))`,
  );
  if (held.length === 0) return holders;
  const holderOf = new Map(held.map((holder) => [holder.lineUserId, holder]));
  const taken: number[] = [];
  for (const row of rows) {
    const holder = row.lineUserId === null ? undefined : holderOf.get(row.lineUserId);
    if (!holder || refused.has(row) || holder.cidHash === row.hash) continue;
    if (holder.cidHash === null) holders.set(row, { id: Number(holder.id), hash: row.hash });
    else {
      refused.add(row);
      taken.push(row.row);
    }
  }
  if (taken.length > 0) {
    await tx.execute(
      sql`delete from ${sql.raw(CITIZEN_STAGE)} where row_number = any(${pgArray(taken, 'int[]')})`,
    );
  }
  return holders;
}

/**
 * Gives each CID-less holder its row's CID: it becomes that citizen. Where a citizen with the
 * CID exists already, the holder's LINE userId and follow state (LINE's word) move onto that
 * citizen and the holder goes. Answers the hashes of the citizens changed.
 */
async function takeOverHolders(tx: Database, holders: readonly LineHolder[]): Promise<string[]> {
  if (holders.length === 0) return [];
  const hashes = holders.map((holder) => holder.hash);
  const { rows: existing } = await tx.execute<{ hash: string }>(
    sql`select ${citizen.cidHash} as hash from ${citizen} where ${citizen.cidHash} = any(${textArray(hashes)})`,
  );
  const known = new Set(existing.map((row) => row.hash));
  /** The holders and their rows' hashes, as `s(id, hash)`. */
  const pairs = (list: readonly LineHolder[]) => {
    const ids = pgArray(
      list.map((holder) => holder.id),
      'bigint[]',
    );
    return sql`unnest(${ids}, ${textArray(list.map((holder) => holder.hash))}) as s(id, hash)`;
  };

  const adopt = holders.filter((holder) => !known.has(holder.hash));
  if (adopt.length > 0) {
    await tx.execute(sql`
      update ${citizen} set cid_hash = s.hash, updated_at = now() from ${pairs(adopt)}
      where ${citizen.id} = s.id and ${citizen.cidHash} is null`);
  }
  const absorb = holders.filter((holder) => known.has(holder.hash));
  if (absorb.length > 0) {
    const { rows: gone } = await tx.execute<{
      hash: string;
      lineUserId: string;
      followStatus: string;
      followedAt: string | null;
      unfollowedAt: string | null;
    }>(sql`
      delete from ${citizen} using ${pairs(absorb)}
      where ${citizen.id} = s.id and ${citizen.cidHash} is null
      returning s.hash, ${citizen.lineUserId} as "lineUserId", ${citizen.followStatus} as "followStatus",
        ${citizen.followedAt}::text as "followedAt", ${citizen.unfollowedAt}::text as "unfollowedAt"`);
    const texts = (pick: (row: (typeof gone)[number]) => string) => textArray(gone.map(pick));
    const times = (pick: (row: (typeof gone)[number]) => string | null) =>
      pgArray(gone.map(pick), 'timestamptz[]');
    if (gone.length > 0) {
      await tx.execute(sql`
        update ${citizen} set line_user_id = s.line_user_id, follow_status = s.follow_status,
          followed_at = s.followed_at, unfollowed_at = s.unfollowed_at, updated_at = now()
        from unnest(${texts((g) => g.hash)}, ${texts((g) => g.lineUserId)}, ${texts((g) => g.followStatus)},
          ${times((g) => g.followedAt)}, ${times((g) => g.unfollowedAt)})
          as s(hash, line_user_id, follow_status, followed_at, unfollowed_at)
        where ${citizen.cidHash} = s.hash`);
    }
  }
  return hashes;
}

/** The stored value of a column, looked up only where `coalesce` reaches it (a row leaving it out). */
const stored = (column: string) =>
  `(select o.${column} from citizen o where o.cid_hash = s.cid_hash)`;

/**
 * The staged rows inserted as citizens (`c`), up to its conflict clause: a field a row leaves out
 * is null, except those that cannot be (sex, tags, follow status), which the stored citizen of
 * the CID gives (looked up only for such a row) or else their default.
 */
const insertStaged = () => sql`
  insert into ${citizen} as c (cid_hash, unit_id, province_id, birth_date, sex, tags,
    line_user_id, follow_status, followed_at)
  select s.cid_hash, s.unit_id, s.province_id, s.birth_date,
    coalesce(s.sex, ${sql.raw(stored('sex'))}, 'UNKNOWN'),
    coalesce(string_to_array(s.tags, '|'), ${sql.raw(stored('tags'))}, '{}'),
    s.line_user_id,
    coalesce(s.follow_status, ${sql.raw(stored('follow_status'))}, 'UNKNOWN'),
    s.followed_at
  from ${sql.raw(CITIZEN_STAGE)} s`;

/** What each column becomes when the citizen exists (`c`): a field left out keeps its value. */
const MERGED: readonly [string, string][] = [
  ['unit_id', 'excluded.unit_id'],
  ['province_id', 'coalesce(excluded.province_id, c.province_id)'],
  ['birth_date', 'coalesce(excluded.birth_date, c.birth_date)'],
  ['sex', 'excluded.sex'],
  ['tags', 'excluded.tags'],
  ['line_user_id', 'coalesce(excluded.line_user_id, c.line_user_id)'],
  // LINE's events decide once they have said: the import's word counts only while UNKNOWN.
  [
    'follow_status',
    "case when c.follow_status = 'UNKNOWN' then excluded.follow_status else c.follow_status end",
  ],
  [
    'followed_at',
    "case when c.follow_status = 'UNKNOWN' then coalesce(excluded.followed_at, c.followed_at) else c.followed_at end",
  ],
];

/**
 * The batch in one statement: each row merged with the citizen of its CID hash (a field the row
 * leaves out keeps what is stored; follow status and time only for a new citizen or one whose
 * status is still UNKNOWN, since LINE's events decide after), inserted when there is none, and
 * written only when something differs, so a row identical to what is stored is not touched
 * (`updated_at` stays). The stored citizen is read by the conflict itself; the columns that
 * cannot be null (sex, tags, follow status) look it up only for a row leaving them out.
 */
function upsertStatement(takenOver: readonly string[]) {
  return sql`
    with merged as (
      ${insertStaged()}
      on conflict (cid_hash) do update set
        ${sql.raw(MERGED.map(([name, value]) => `${name} = ${value}`).join(', '))}, updated_at = now()
      where (${sql.raw(MERGED.map(([name]) => `c.${name}`).join(', '))})
        is distinct from (${sql.raw(MERGED.map(([, value]) => value).join(', '))})
      returning c.xmax = 0 as inserted, c.cid_hash = any(${textArray(takenOver)}) as taken_over
    )
    select count(*) filter (where inserted)::int as inserted,
      count(*) filter (where not inserted)::int as updated,
      count(*) filter (where not inserted and taken_over)::int as "updatedTakenOver"
    from merged`;
}

/**
 * A statement of the merge that the database refused (a LINE userId taken by a concurrent
 * import, a unit deleted meanwhile), named by the error's code and constraint only: the
 * database's own message and detail can quote a row's values, and 5xx errors are logged whole.
 */
export class CitizenMergeFailed extends Error {
  readonly code: string | undefined;
  readonly constraint: string | undefined;

  constructor(cause: { code?: unknown; constraint?: unknown }) {
    const code = typeof cause.code === 'string' ? cause.code : undefined;
    const constraint = typeof cause.constraint === 'string' ? cause.constraint : undefined;
    super(
      `merging citizens failed: database error ${code ?? 'without a code'}${constraint ? ` on ${constraint}` : ''}`,
    );
    this.name = 'CitizenMergeFailed';
    this.code = code;
    this.constraint = constraint;
  }
}

/**
 * Runs a statement of the merge; a database error comes out as a CitizenMergeFailed (Drizzle's
 * own error also quotes the statement's parameters: the batch's hashes and LINE userIds).
 */
async function withoutValues<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const { cause } = error as { cause?: unknown };
    for (const candidate of [error, cause]) {
      const { code } = (candidate ?? {}) as { code?: unknown };
      if (typeof code === 'string') throw new CitizenMergeFailed(candidate as { code: string });
    }
    throw error;
  }
}

/**
 * Loads a batch of citizens (the registry's, or a file's): every row checked (see
 * `checkCitizenRow`), a later row repeating a CID of the batch refused (duplicateInBatch), the
 * CIDs hashed, then merged in one transaction, idempotent by CID hash: the same rows again change
 * nothing and are counted `unchanged`. Answers the counts and the first problems; no CID and no
 * value of a row ever reaches a message.
 */
export async function mergeCitizens(
  { db, driver }: MergeTarget,
  protection: CidProtection,
  input: readonly CitizenImportRow[],
  options: MergeCitizensOptions = {},
): Promise<CitizenImportResult> {
  const now = options.now ?? new Date();
  const context = await checkContext(db, input, now);
  const problems: CitizenImportProblem[] = [];
  const accepted: HashedCitizen[] = [];
  const seen = options.seen ?? new Map<number, number>();
  input.forEach((row, index) => {
    const checked = checkCitizenRow(row, options.rowNumbers?.[index] ?? index + 1, context);
    if ('message' in checked) {
      problems.push(checked);
      return;
    }
    const key = Number(checked.cid);
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({ row: checked.row, message: CITIZEN_IMPORT_MESSAGES.duplicateInBatch(first) });
      return;
    }
    seen.set(key, checked.row);
    accepted.push(Object.assign(checked, { hash: protection.hashCid(checked.cid) }));
  });

  const refused = batchRepeatedUserIds(accepted);
  const staged = accepted.filter((row) => !refused.has(row));

  return db.transaction(async (tx) => {
    // A batch's statements are planned in well under a millisecond; JIT would spend 15 ms each.
    await tx.execute(sql`set local jit = off`);
    await withoutValues(() => stageCitizens(tx, driver, staged));
    const inserted = await withoutValues(() => insertNewCitizens(tx));
    let counts = { inserted: 0, updated: 0, updatedTakenOver: 0 };
    let takenOver: string[] = [];
    if (inserted < staged.length) {
      const holders = await withoutValues(() => storedClaims(tx, staged, refused));
      takenOver = await withoutValues(() => takeOverHolders(tx, [...holders.values()]));
      if (inserted + refused.size < accepted.length) {
        const { rows } = await withoutValues(() =>
          tx.execute<typeof counts>(upsertStatement(takenOver)),
        );
        counts = rows[0] ?? counts;
      }
    }
    for (const row of refused) {
      problems.push({ row: row.row, message: CITIZEN_IMPORT_MESSAGES.lineUserIdTaken });
    }
    const updated = counts.updated + takenOver.length - counts.updatedTakenOver;
    const merged = accepted.length - refused.size;
    problems.sort((a, b) => a.row - b.row);
    const result: CitizenImportResult = {
      received: input.length,
      inserted: inserted + counts.inserted,
      updated,
      unchanged: merged - inserted - counts.inserted - updated,
      rejected: problems.length,
      problems: problems.slice(0, CITIZEN_IMPORT_PROBLEMS_SHOWN),
    };
    await options.inTransaction?.(tx, result);
    return result;
  });
}
