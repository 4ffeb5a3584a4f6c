import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { click, clickDaily, rollupState, trackingUrl } from '../../db/schema';

/** The `rollup_state` row of the click rollup: the last click id added up, and when the clicks were last brought up to date. */
export const CLICK_ROLLUP = 'click';

/** Clicks added up in one transaction, so that no run holds a huge one. */
export const CLICK_CHUNK = 200_000;

/** How long a run waits for the click writers' open transactions before leaving the clicks to the next run. */
export const SETTLE_WAIT_MS = 5_000;

export interface ClickRollupOptions {
  chunk?: number;
  settleWaitMs?: number;
}

export interface ClickRollupResult {
  /** Clicks added to `click_daily` by this run. */
  clicks: number;
  /** The last click id added up (after this run). */
  lastId: number;
  /** The writers' transactions stayed open longer than `settleWaitMs`: nothing was added this time. */
  unsettled: boolean;
}

/** Whether `error` (or what it wraps) is PostgreSQL's lock_not_available (a lock_timeout). */
function isLockTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const fields = current as { code?: unknown; cause?: unknown };
    if (fields.code === '55P03') return true;
    current = fields.cause;
  }
  return false;
}

/**
 * The highest click id below which no click can appear any more; null when the writers' open
 * transactions did not end within `waitMs`.
 *
 * Clicks are written in batches by other processes, so ids become visible out of order: a batch
 * that took ids 100–199 may commit after one that took 200–299. Adding up to the highest id
 * visible, or to clicks older than some seconds (ids are taken at insert, not at click time, and
 * a slow transaction commits whenever it does), would skip the late batch for ever.
 *
 * A transaction that took an id holds ROW EXCLUSIVE on `click` from its INSERT until it ends,
 * and SHARE conflicts with it: once SHARE is granted, every id handed out so far belongs to a
 * transaction that has committed (its click is visible) or rolled back (its id will never be
 * seen), and ids handed out later are larger (the id is the month at the insert and a sequence
 * that caches one value, db/schema/columns.ts). The lock
 * is held only to read max(id), a moment: the writers queue behind it for that long, and the
 * redirects never wait, their clicks being queued in memory.
 */
async function settledClickId(db: Database, waitMs: number): Promise<number | null> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('lock_timeout', ${`${Math.round(waitMs)}ms`}, true)`);
      await tx.execute(sql`lock table ${click} in share mode`);
      const { rows } = await tx.execute<{ id: string | number }>(
        sql`select coalesce(max(${click.id}), 0) as id from ${click}`,
      );
      return Number(rows[0]?.id ?? 0);
    });
  } catch (error) {
    if (isLockTimeout(error)) return null;
    throw error;
  }
}

/**
 * Adds the clicks of ids (`from`, `to`] to `click_daily` by Bangkok day, link and broadcast (0:
 * none), with the link's unit, and moves the state to `to`, in the caller's transaction.
 */
async function addClicks(tx: Database, from: number, to: number): Promise<number> {
  const { rows } = await tx.execute<{ clicks: string | number }>(sql`
    with counted as (
      select (c.clicked_at at time zone 'Asia/Bangkok')::date as day,
             c.tracking_url_id, coalesce(c.broadcast_id, 0) as broadcast_id, t.unit_id,
             count(*)::int as clicks, (count(*) filter (where c.unique_in_hour))::int as unique_clicks
      from ${click} c join ${trackingUrl} t on t.id = c.tracking_url_id
      where c.id > ${from} and c.id <= ${to}
      group by 1, 2, 3, 4
    ), added as (
      insert into ${clickDaily} as d (day, tracking_url_id, broadcast_id, unit_id, clicks, unique_clicks)
      select day, tracking_url_id, broadcast_id, unit_id, clicks, unique_clicks from counted
      on conflict (day, tracking_url_id, broadcast_id) do update
        set clicks = d.clicks + excluded.clicks, unique_clicks = d.unique_clicks + excluded.unique_clicks
    )
    select coalesce(sum(clicks), 0)::bigint as clicks from counted`);
  await tx.execute(
    sql`update ${rollupState} set last_id = ${to} where ${rollupState.name} = ${CLICK_ROLLUP}`,
  );
  return Number(rows[0]?.clicks ?? 0);
}

/**
 * The id of the `chunk`-th click after `from`, or `settled` if fewer: ids are not dense (each
 * month's begin at its own base, db/monthly-partitions.ts), so a chunk is counted in clicks.
 */
async function chunkEnd(
  tx: Database,
  from: number,
  chunk: number,
  settled: number,
): Promise<number> {
  const { rows } = await tx.execute<{ id: string | number | null }>(sql`
    select ${click.id} as id from ${click} where ${click.id} > ${from} and ${click.id} <= ${settled}
    order by ${click.id} offset ${chunk - 1} limit 1`);
  return rows[0]?.id == null ? settled : Number(rows[0].id);
}

/** Stamps the click state row: the clicks are up to date as of now (the report's `computedAt`). */
async function stampClicks(tx: Database): Promise<void> {
  await tx.execute(
    sql`update ${rollupState} set rolled_up_at = now() where ${rollupState.name} = ${CLICK_ROLLUP}`,
  );
}

/** When the clicks were last brought up to date (ISO 8601), if ever. */
export async function clicksRolledUpAt(db: Database): Promise<string | null> {
  const { rows } = await db.execute<{ at: Date | string | null }>(
    sql`select rolled_up_at as at from ${rollupState} where ${rollupState.name} = ${CLICK_ROLLUP}`,
  );
  const at = rows[0]?.at;
  return at ? new Date(at).toISOString() : null;
}

/**
 * Adds the clicks written since the last run to `click_daily`, a chunk of clicks per transaction.
 * Each transaction locks the state row (`for update`) and reads where it got to there, so two
 * runs at once (two API processes) take turns and never add a click twice; a run stopped halfway
 * leaves the state at its last committed chunk. The last transaction stamps the time, unless the
 * writers' transactions stayed open too long (nothing was added: the counts are not current).
 */
export async function rollUpClicks(
  db: Database,
  options: ClickRollupOptions = {},
): Promise<ClickRollupResult> {
  const chunk = options.chunk ?? CLICK_CHUNK;
  await db
    .insert(rollupState)
    .values({ name: CLICK_ROLLUP })
    .onConflictDoNothing({ target: rollupState.name });
  const settled = await settledClickId(db, options.settleWaitMs ?? SETTLE_WAIT_MS);
  let clicks = 0;
  for (;;) {
    const step = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ lastId: string | number }>(
        sql`select last_id as "lastId" from ${rollupState} where ${rollupState.name} = ${CLICK_ROLLUP} for update`,
      );
      const from = Number(rows[0]?.lastId ?? 0);
      if (settled === null) return { done: true, lastId: from, added: 0 };
      const to = await chunkEnd(tx, from, chunk, settled);
      const added = to > from ? await addClicks(tx, from, to) : 0;
      const done = to >= settled;
      if (done) await stampClicks(tx);
      return { done, lastId: Math.max(from, to), added };
    });
    clicks += step.added;
    if (step.done) return { clicks, lastId: step.lastId, unsettled: settled === null };
  }
}
