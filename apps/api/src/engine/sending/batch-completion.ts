import type { BroadcastStatus } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import { recordActivity, type Actor } from '../../areas/activity-log/record-activity';
import type { Database } from '../../db/database';
import { broadcast, broadcastBatch, broadcastCountDelta } from '../../db/schema';
import { BROADCAST_ENTRY } from '../../areas/broadcast/broadcast-activity';
import { QUICK_COMMIT } from './quick-commit';

/** The sending itself, as the activity log names it: no person, the broadcast's unit. */
export const systemActorOf = (unitId: number): Actor => ({
  userId: null,
  role: null,
  unitId,
  ip: null,
});

/** How a claimed batch ended. */
export type BatchEnd =
  | { state: 'SENT'; requestId: string | null }
  /** refused: LINE said no (never delivered); else it gave no answer in time (maybe delivered). */
  | { state: 'FAILED'; reason: string; refused: boolean }
  | { state: 'CANCELLED' };

/** A broadcast's state once a batch's end (or a halt) was written. */
interface BroadcastAfterEnd {
  finished: boolean;
  status: BroadcastStatus;
  title: string;
  unitId: number;
  sent: number;
  failed: number;
}

/** Logs the end of a broadcast that this change finished, as the sending (no person). */
async function logIfFinished(tx: Database, after: BroadcastAfterEnd): Promise<void> {
  if (!after.finished) return;
  await recordActivity(
    tx,
    systemActorOf(Number(after.unitId)),
    BROADCAST_ENTRY.finished(after.title, after.status, Number(after.sent), Number(after.failed)),
  );
}

/** How a claimed batch ended, with its claim (its attempts when claimed). */
export interface ClaimEnd {
  batchId: number;
  claim: number;
  end: BatchEnd;
}

/**
 * Writes how the batches `ends` ended, each if its claim still holds it: a claim taken over by
 * another process after its lease ran out ends nothing, so no batch is counted twice. In the same
 * statement their recipients are recorded as sent or failed in `broadcast_count_delta` rows (one
 * a broadcast), which `settleCounts` then adds to the broadcasts' counts, ending a broadcast once
 * every recipient is counted. Answers the batches ended and their broadcasts. Its commit does not
 * wait for the disk (`QUICK_COMMIT`).
 */
export async function endBatches(
  db: Database,
  ends: readonly ClaimEnd[],
): Promise<Map<number, number>> {
  const ended = JSON.stringify(
    ends.map(({ batchId, claim, end }) => ({
      id: batchId,
      claim,
      state: end.state,
      request_id: end.state === 'SENT' ? end.requestId : null,
      last_error: end.state === 'FAILED' ? end.reason : null,
      refused: end.state === 'FAILED' && end.refused,
    })),
  );
  const ids = sql.param(ends.map((one) => one.batchId));
  // One statement, so no transaction around it.
  const { rows } = await db.execute<{ id: number; broadcastId: number }>(sql`
    with ${QUICK_COMMIT}, v as (
      select * from json_to_recordset(${ended}::json)
        as v(id bigint, claim int, state text, request_id text, last_error text, refused boolean)
    ), e as (
      update ${broadcastBatch} b set state = v.state, line_request_id = v.request_id,
        last_error = v.last_error, refused = v.refused,
        sent_at = case when v.state = 'SENT' then now() end, updated_at = now()
      from v
      where b.id = any(${ids}::bigint[]) and b.id = v.id and b.state = 'SENDING'
        and b.attempts = v.claim
      returning b.id, b.broadcast_id, b.size, b.state
    ), counted as (
      insert into ${broadcastCountDelta} (broadcast_id, sent, failed)
      select broadcast_id, coalesce(sum(size) filter (where state = 'SENT'), 0),
        coalesce(sum(size) filter (where state = 'FAILED'), 0)
      from e cross join quick_commit group by broadcast_id
    )
    select id, broadcast_id as "broadcastId" from e`);
  return new Map(rows.map((row) => [Number(row.id), Number(row.broadcastId)]));
}

/**
 * Ends batch `batchId` (`endBatches`) and brings its broadcast's counts up to date at once.
 * Answers whether the claim still held.
 */
export async function endBatch(
  db: Database,
  batchId: number,
  claim: number,
  end: BatchEnd,
): Promise<boolean> {
  const broadcastId = (await endBatches(db, [{ batchId, claim, end }])).get(batchId);
  if (broadcastId === undefined) return false;
  await settleCounts(db, broadcastId);
  return true;
}

type FoldedBroadcast = BroadcastAfterEnd & Record<string, unknown>;

/**
 * Adds broadcast `broadcastId`'s count rows to its counts and ends it once every recipient is
 * counted: SENT when none failed, FAILED when none went, PARTIAL otherwise. `wait` false leaves it
 * when another fold holds the broadcast's row (answering null): that fold, or a later one, counts
 * these rows. Rows committed after this statement began are left for the next fold.
 */
async function foldCounts(
  db: Database,
  broadcastId: number,
  wait: boolean,
): Promise<FoldedBroadcast | null> {
  const done = sql`(br.status = 'SENDING' and br.sent_count + br.failed_count + m.sent + m.failed >= br.target_count)`;
  return db.transaction(async (tx) => {
    // No key update: the clicks' foreign key takes a key share lock on the broadcast's row, which
    // this lock lets their writes go on taking.
    const { rows } = await tx.execute<FoldedBroadcast>(sql`
      with ${QUICK_COMMIT}, locked as (
        select id from ${broadcast} where id = ${broadcastId}
        for no key update ${wait ? sql`` : sql`skip locked`}
      ), moved as (
        delete from ${broadcastCountDelta} d using locked where d.broadcast_id = locked.id
        returning d.sent, d.failed
      ), m as (
        select count(*)::int as n, coalesce(sum(sent), 0)::int as sent,
          coalesce(sum(failed), 0)::int as failed
        from moved
      )
      update ${broadcast} br set
        sent_count = br.sent_count + m.sent,
        failed_count = br.failed_count + m.failed,
        status = case when not ${done} then br.status
                      when br.failed_count + m.failed = 0 then 'SENT'
                      when br.sent_count + m.sent = 0 then 'FAILED' else 'PARTIAL' end,
        finished_at = case when ${done} then now() else br.finished_at end,
        updated_at = now()
      from locked cross join m cross join quick_commit
      where br.id = locked.id and (m.n > 0 or ${done})
      returning br.finished_at = now() and br.status in ('SENT', 'FAILED', 'PARTIAL') as finished,
        br.status, br.title, br.unit_id as "unitId", br.sent_count as sent,
        br.failed_count as failed`);
    const folded = rows[0];
    if (folded) await logIfFinished(tx, folded);
    return folded ?? null;
  });
}

/**
 * Brings broadcast `broadcastId`'s counts up to date after count rows were committed, without
 * waiting for another fold in the common case; when another fold held the row and the rows seen
 * now complete the broadcast, waits for it and ends the broadcast. The batch whose count row
 * commits last sees every row, so the broadcast always ends; a process that stopped between its
 * commit and this fold leaves rows that the 5-second sweep folds (`foldLeftCounts`).
 */
export async function settleCounts(db: Database, broadcastId: number): Promise<void> {
  if (await foldCounts(db, broadcastId, false)) return;
  const { rows } = await db.execute<{ due: boolean }>(sql`
    select br.status = 'SENDING' and br.sent_count + br.failed_count + coalesce((
      select sum(d.sent + d.failed) from ${broadcastCountDelta} d where d.broadcast_id = br.id
    ), 0) >= br.target_count as due
    from ${broadcast} br where br.id = ${broadcastId}`);
  if (rows[0]?.due) await foldCounts(db, broadcastId, true);
}

/**
 * Folds count rows older than `olderThanMs` that no batch's end folded (its process stopped in
 * between), and drops those whose broadcast is gone. Answers how many broadcasts it folded.
 */
export async function foldLeftCounts(db: Database, olderThanMs: number): Promise<number> {
  const old = sql`${broadcastCountDelta.createdAt} < now() - make_interval(secs => ${olderThanMs / 1000})`;
  const gone = sql`not exists (select 1 from ${broadcast} b where b.id = ${broadcastCountDelta.broadcastId})`;
  await db.execute(sql`delete from ${broadcastCountDelta} where ${old} and ${gone}`);
  const { rows } = await db.execute<{ broadcastId: number }>(sql`
    select distinct broadcast_id as "broadcastId" from ${broadcastCountDelta} where ${old}`);
  for (const row of rows) await foldCounts(db, Number(row.broadcastId), true);
  return rows.length;
}

/**
 * Gives batch `batchId` back unsent (its process is stopping) if this claim still holds it: PENDING
 * again, dated back so that the next sweep, in any process, queues it at once.
 */
export async function releaseBatch(db: Database, batchId: number, claim: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    update ${broadcastBatch} set state = 'PENDING', updated_at = now() - interval '1 day'
    where ${broadcastBatch.id} = ${batchId} and ${broadcastBatch.state} = 'SENDING'
      and ${broadcastBatch.attempts} = ${claim}
    returning id`);
  return rows.length > 0;
}

/**
 * Stops broadcast `broadcastId` after LINE refused what every batch would meet (its messages, or
 * the month's quota): its batches not yet taken fail at once with `reason`, as refused (never
 * delivered, so a retry of the failed sends them with new keys), the broadcast keeps `reason`, and
 * it ends once no batch is in flight (a batch in flight ends it itself, through `endBatch`).
 * Answers how many batches it stopped.
 */
export async function haltSending(
  db: Database,
  broadcastId: number,
  reason: string,
): Promise<number> {
  // One statement, so no transaction around it.
  const { rows } = await db.execute<{ batches: number }>(sql`
    with halted as (
      update ${broadcastBatch} set state = 'FAILED', last_error = ${reason}, refused = true,
        updated_at = now()
      where ${broadcastBatch.broadcastId} = ${broadcastId} and ${broadcastBatch.state} = 'PENDING'
      returning size
    ), counted as (
      insert into ${broadcastCountDelta} (broadcast_id, sent, failed)
      select ${broadcastId}, 0, sum(size) from halted having count(*) > 0
    ), reason as (
      update ${broadcast} set halt_reason = coalesce(halt_reason, ${reason}), updated_at = now()
      where id = ${broadcastId}
    )
    select count(*)::int as batches from halted`);
  const batches = Number(rows[0]?.batches ?? 0);
  await foldCounts(db, broadcastId, true);
  return batches;
}
