import type { BroadcastStatus } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import { recordActivity, type Actor } from '../activity-log/record-activity';
import type { Database } from '../db/database';
import { broadcast, broadcastBatch } from '../db/schema';
import { BROADCAST_LOG } from './broadcast-activity';

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

/**
 * Ends a final status once no batch is left to send: SENT when none failed, FAILED when none
 * went, PARTIAL otherwise. Safe however many batches end at once: each ending first locks the
 * broadcast row (its counts), so the last one to commit sees every other batch ended.
 */
export async function finishIfDone(tx: Database, broadcastId: number): Promise<void> {
  const { rows } = await tx.execute<{
    status: BroadcastStatus;
    title: string;
    unitId: number;
    sent: number;
    failed: number;
  }>(sql`
    update ${broadcast} set
      status = case when ${broadcast.failedCount} = 0 then 'SENT'
                    when ${broadcast.sentCount} = 0 then 'FAILED' else 'PARTIAL' end,
      finished_at = now(), updated_at = now()
    where ${broadcast.id} = ${broadcastId} and ${broadcast.status} = 'SENDING'
      and not exists (select 1 from ${broadcastBatch} where ${broadcastBatch.broadcastId} = ${broadcastId}
                        and ${broadcastBatch.state} in ('PENDING', 'SENDING'))
    returning status, title, unit_id as "unitId", sent_count as sent, failed_count as failed`);
  const done = rows[0];
  if (!done) return;
  await recordActivity(tx, systemActorOf(Number(done.unitId)), {
    menu: BROADCAST_LOG.menu,
    action: BROADCAST_LOG.actions.statusChange,
    subject: BROADCAST_LOG.subject(done.title),
    description: BROADCAST_LOG.describeFinished(
      done.status,
      Number(done.sent),
      Number(done.failed),
    ),
  });
}

/**
 * Writes how batch `batchId` ended, if this claim (`claim`: its attempts when claimed) still holds
 * it: a claim taken over by another worker after its lease ran out ends nothing, so no batch is
 * counted twice. Adds its recipients to the broadcast's sent or failed count and ends the
 * broadcast when it was the last batch. Answers whether the claim still held.
 */
export async function endBatch(
  db: Database,
  batchId: number,
  claim: number,
  end: BatchEnd,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The commit need not wait for the disk: were the server to lose it in a crash, the batch
    // would be sent again under its retry key, which LINE answers 409 (counted sent), so nothing
    // is delivered twice; meanwhile the broadcast's row lock is held for less time.
    await tx.execute(sql`set local synchronous_commit = off`);
    const { rows } = await tx.execute<{ broadcastId: number; size: number }>(sql`
      update ${broadcastBatch} set state = ${end.state},
        line_request_id = ${end.state === 'SENT' ? end.requestId : null},
        last_error = ${end.state === 'FAILED' ? end.reason : null},
        refused = ${end.state === 'FAILED' && end.refused},
        sent_at = ${end.state === 'SENT' ? sql`now()` : null}, updated_at = now()
      where ${broadcastBatch.id} = ${batchId} and ${broadcastBatch.state} = 'SENDING'
        and ${broadcastBatch.attempts} = ${claim}
      returning broadcast_id as "broadcastId", size`);
    const ended = rows[0];
    if (!ended) return false;
    const broadcastId = Number(ended.broadcastId);
    const size = Number(ended.size);
    if (end.state !== 'CANCELLED') {
      const counter = end.state === 'SENT' ? sql`sent_count` : sql`failed_count`;
      await tx.execute(sql`
        update ${broadcast} set ${counter} = ${counter} + ${size}, updated_at = now(),
          line_request_ids = case when ${end.state === 'SENT' && end.requestId !== null}
            then array_append(${broadcast.lineRequestIds}, ${end.state === 'SENT' ? end.requestId : null}) else ${broadcast.lineRequestIds} end
        where ${broadcast.id} = ${broadcastId}`);
    } else {
      // The row lock all the same, so that the last batch to end sees this one ended.
      await tx.execute(
        sql`select 1 from ${broadcast} where ${broadcast.id} = ${broadcastId} for update`,
      );
    }
    await finishIfDone(tx, broadcastId);
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
