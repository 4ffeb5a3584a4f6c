import type { BroadcastStatus } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import { recordActivity, type Actor } from '../../areas/activity-log/record-activity';
import type { Database } from '../../db/database';
import { broadcast, broadcastBatch } from '../../db/schema';
import { BROADCAST_ENTRY } from '../../areas/broadcast/broadcast-activity';

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

type EndedBatch = BroadcastAfterEnd & Record<string, unknown>;

/**
 * Writes how batch `batchId` ended, if this claim (`claim`: its attempts when claimed) still holds
 * it: a claim taken over by another process after its lease ran out ends nothing, so no batch is
 * counted twice. In the same statement its recipients are added to the broadcast's sent or failed
 * count, and the broadcast ends once every recipient is counted: SENT when none failed, FAILED when
 * none went, PARTIAL otherwise. The broadcast's row lock orders the batches that end at once, so
 * exactly one of them sees the counts reach the target. Answers whether the claim still held.
 */
export async function endBatch(
  db: Database,
  batchId: number,
  claim: number,
  end: BatchEnd,
): Promise<boolean> {
  const sent = end.state === 'SENT' ? sql`e.size` : sql`0`;
  const failed = end.state === 'FAILED' ? sql`e.size` : sql`0`;
  const done = sql`(br.status = 'SENDING' and br.sent_count + br.failed_count + ${sent} + ${failed} >= br.target_count)`;
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<EndedBatch>(sql`
      with quick_commit as (
        -- The commit need not wait for the disk: were the server to lose it in a crash, the batch
        -- would be sent again under its retry key, which LINE answers 409 (counted sent), so
        -- nothing is delivered twice; meanwhile the broadcast's row lock is held for less time.
        select set_config('synchronous_commit', 'off', true)
      ), e as (
        update ${broadcastBatch} set state = ${end.state},
          line_request_id = ${end.state === 'SENT' ? end.requestId : null},
          last_error = ${end.state === 'FAILED' ? end.reason : null},
          refused = ${end.state === 'FAILED' && end.refused},
          sent_at = ${end.state === 'SENT' ? sql`now()` : null}, updated_at = now()
        where ${broadcastBatch.id} = ${batchId} and ${broadcastBatch.state} = 'SENDING'
          and ${broadcastBatch.attempts} = ${claim}
        returning broadcast_id, size
      )
      update ${broadcast} br set
        sent_count = br.sent_count + ${sent},
        failed_count = br.failed_count + ${failed},
        status = case when not ${done} then br.status
                      when br.failed_count + ${failed} = 0 then 'SENT'
                      when br.sent_count + ${sent} = 0 then 'FAILED' else 'PARTIAL' end,
        finished_at = case when ${done} then now() else br.finished_at end,
        updated_at = now()
      from e cross join quick_commit
      where br.id = e.broadcast_id
      returning br.finished_at = now() and br.status in ('SENT', 'FAILED', 'PARTIAL') as finished,
        br.status, br.title, br.unit_id as "unitId", br.sent_count as sent, br.failed_count as failed`);
    const ended = rows[0];
    if (!ended) return false;
    await logIfFinished(tx, ended);
    return true;
  });
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

type HaltedBroadcast = BroadcastAfterEnd & Record<string, unknown> & { batches: number };

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
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<HaltedBroadcast>(sql`
      with halted as (
        update ${broadcastBatch} set state = 'FAILED', last_error = ${reason}, refused = true,
          updated_at = now()
        where ${broadcastBatch.broadcastId} = ${broadcastId} and ${broadcastBatch.state} = 'PENDING'
        returning size
      ), total as (
        select count(*)::int as batches, coalesce(sum(size), 0)::int as recipients from halted
      ), done as (
        select br.id, br.status = 'SENDING'
          and br.sent_count + br.failed_count + total.recipients >= br.target_count as done
        from ${broadcast} br cross join total where br.id = ${broadcastId}
      )
      update ${broadcast} br set
        failed_count = br.failed_count + total.recipients,
        halt_reason = coalesce(br.halt_reason, ${reason}),
        status = case when not done.done then br.status
                      when br.sent_count = 0 then 'FAILED' else 'PARTIAL' end,
        finished_at = case when done.done then now() else br.finished_at end,
        updated_at = now()
      from total cross join done
      where br.id = done.id
      returning total.batches, done.done as finished, br.status, br.title,
        br.unit_id as "unitId", br.sent_count as sent, br.failed_count as failed`);
    const halted = rows[0];
    if (!halted) return 0;
    await logIfFinished(tx, halted);
    return Number(halted.batches);
  });
}
