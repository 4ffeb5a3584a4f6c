import {
  BROADCAST_MESSAGES,
  CANCELLABLE_BROADCAST_STATUSES,
  EDITABLE_BROADCAST_STATUSES,
  type BroadcastBody,
  type BroadcastRecord,
  type BroadcastSendBody,
} from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import { recordActivity, type Actor } from '../activity-log/record-activity';
import { BROADCAST_LOG } from './broadcast-activity';
import {
  lockBroadcast,
  startSending,
  type LockedBroadcast,
} from '../../engine/sending/start-sending';
import type { Database } from '../../db/database';
import { broadcast, broadcastBatch } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-errors';
import { checkBroadcastBody, messageIssues } from './broadcast-checks';
import { readBroadcast } from './broadcast-record';

/** Whoever changes broadcasts: a staff member of a unit (LV3). */
export type BroadcastActor = Actor & { userId: number; unitId: number };

/** What a change leaves for after its commit: batches to queue, a start to schedule. */
export interface AfterCommit {
  batchIds: number[];
  startAt: Date | null;
}

const refused = (message: string) => conflict([{ path: '', message }]);

async function answer(db: Database, id: number): Promise<BroadcastRecord> {
  const record = await readBroadcast(db, id);
  if (!record) throw notFound();
  return record;
}

/** Broadcast `id` of the actor's unit, locked; 404 otherwise. */
async function lockOwn(tx: Database, id: number, actor: BroadcastActor): Promise<LockedBroadcast> {
  const locked = await lockBroadcast(tx, id);
  if (!locked || locked.unitId !== actor.unitId) throw notFound();
  return locked;
}

const log = (tx: Database, actor: Actor, action: string, title: string, description: string) =>
  recordActivity(tx, actor, {
    menu: BROADCAST_LOG.menu,
    action,
    subject: BROADCAST_LOG.subject(title),
    description,
  });

export interface BroadcastOptions {
  httpMediaOrigin: string | undefined;
  /** PUBLIC_BASE_URL: the sending attributes the tracking links under it to the broadcast. */
  publicBaseUrl: string;
  now?: Date;
}

/** A new DRAFT of the actor's unit. */
export async function createBroadcast(
  db: Database,
  actor: BroadcastActor,
  body: BroadcastBody,
  options: BroadcastOptions,
): Promise<BroadcastRecord> {
  await checkBroadcastBody(db, actor.unitId, body, {
    messagesRequired: false,
    httpMediaOrigin: options.httpMediaOrigin,
  });
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(broadcast)
      .values({
        unitId: actor.unitId,
        title: body.title.trim(),
        messages: body.messages,
        target: body.target,
        segmentId: body.target === 'SEGMENT' ? (body.segmentId ?? null) : null,
        createdBy: actor.userId,
        updatedBy: actor.userId,
      })
      .returning({ id: broadcast.id });
    if (!row) throw new Error('broadcast insert returned no row');
    await log(
      tx,
      actor,
      BROADCAST_LOG.actions.create,
      body.title.trim(),
      BROADCAST_LOG.describeNew(body.title.trim(), body.messages.length),
    );
    return row.id;
  });
  return answer(db, id);
}

/** Replaces a DRAFT's or SCHEDULED broadcast's title, messages and target (a scheduled one must stay sendable). */
export async function updateBroadcast(
  db: Database,
  actor: BroadcastActor,
  id: number,
  body: BroadcastBody,
  options: BroadcastOptions,
): Promise<BroadcastRecord> {
  await db.transaction(async (tx) => {
    const locked = await lockOwn(tx, id, actor);
    if (!EDITABLE_BROADCAST_STATUSES.includes(locked.status)) {
      throw refused(BROADCAST_MESSAGES.notEditable);
    }
    await checkBroadcastBody(tx, actor.unitId, body, {
      messagesRequired: locked.status === 'SCHEDULED',
      httpMediaOrigin: options.httpMediaOrigin,
    });
    await tx
      .update(broadcast)
      .set({
        title: body.title.trim(),
        messages: body.messages,
        target: body.target,
        segmentId: body.target === 'SEGMENT' ? (body.segmentId ?? null) : null,
        updatedBy: actor.userId,
        updatedAt: sql`now()`,
      })
      .where(sql`${broadcast.id} = ${id}`);
    await log(
      tx,
      actor,
      BROADCAST_LOG.actions.update,
      body.title.trim(),
      BROADCAST_LOG.describeUpdate(body.title.trim(), body.messages.length),
    );
  });
  return answer(db, id);
}

/** Deletes a DRAFT (anything sent or scheduled stays on record). */
export async function deleteBroadcast(
  db: Database,
  actor: BroadcastActor,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockOwn(tx, id, actor);
    if (locked.status !== 'DRAFT') throw refused(BROADCAST_MESSAGES.notDeletable);
    await tx.delete(broadcast).where(sql`${broadcast.id} = ${id}`);
    await log(
      tx,
      actor,
      BROADCAST_LOG.actions.delete,
      locked.title,
      BROADCAST_LOG.describeDelete(locked.title),
    );
  });
}

/**
 * Sends a DRAFT or SCHEDULED broadcast now (recipients snapshotted into batches in this
 * transaction), or schedules it for `scheduledAt` (in the future).
 */
export async function sendBroadcast(
  db: Database,
  actor: BroadcastActor,
  id: number,
  body: BroadcastSendBody,
  options: BroadcastOptions,
): Promise<{ record: BroadcastRecord; after: AfterCommit }> {
  const now = options.now ?? new Date();
  const after = await db.transaction(async (tx): Promise<AfterCommit> => {
    const locked = await lockOwn(tx, id, actor);
    if (!EDITABLE_BROADCAST_STATUSES.includes(locked.status)) {
      throw refused(BROADCAST_MESSAGES.notSendable);
    }
    const { issues } = messageIssues(locked.messages, true, options.httpMediaOrigin);
    if (issues.length > 0) throw badRequest(issues);
    if (body.scheduledAt) {
      const at = new Date(body.scheduledAt);
      if (!(at.getTime() > now.getTime())) {
        throw badRequest([{ path: '/scheduledAt', message: BROADCAST_MESSAGES.scheduleInPast }]);
      }
      await tx.execute(sql`
        update ${broadcast} set status = 'SCHEDULED', scheduled_at = ${at.toISOString()},
          updated_by = ${actor.userId}, updated_at = now()
        where ${broadcast.id} = ${id}`);
      await log(
        tx,
        actor,
        BROADCAST_LOG.actions.schedule,
        locked.title,
        BROADCAST_LOG.describeScheduled(locked.status, at),
      );
      return { batchIds: [], startAt: at };
    }
    const started = await startSending(tx, locked, actor, now, options.publicBaseUrl);
    return { batchIds: started.batchIds, startAt: null };
  });
  return { record: await answer(db, id), after };
}

/** Stops a SCHEDULED or SENDING broadcast: batches not yet taken are not sent. */
export async function cancelBroadcast(
  db: Database,
  actor: BroadcastActor,
  id: number,
): Promise<BroadcastRecord> {
  await db.transaction(async (tx) => {
    const locked = await lockOwn(tx, id, actor);
    if (!CANCELLABLE_BROADCAST_STATUSES.includes(locked.status)) {
      throw refused(BROADCAST_MESSAGES.notCancellable);
    }
    const { rows } = await tx.execute<{ size: number }>(sql`
      update ${broadcastBatch} set state = 'CANCELLED', updated_at = now()
      where ${broadcastBatch.broadcastId} = ${id} and ${broadcastBatch.state} = 'PENDING'
      returning size`);
    const pending = rows.reduce((sum, row) => sum + Number(row.size), 0);
    await tx.execute(sql`
      update ${broadcast} set status = 'CANCELLED', finished_at = now(), updated_by = ${actor.userId},
        updated_at = now()
      where ${broadcast.id} = ${id}`);
    await log(
      tx,
      actor,
      BROADCAST_LOG.actions.cancel,
      locked.title,
      BROADCAST_LOG.describeCancelled(locked.status, pending),
    );
  });
  return answer(db, id);
}

/**
 * Sends the failed batches of an ended broadcast again, once. A batch LINE refused (a 4xx: never
 * delivered) goes with a new retry key: it reached nobody, so a new key cannot deliver twice. A batch that failed for
 * want of an answer keeps its key: if LINE had in fact accepted it (the answer lost), the repeat
 * is answered 409 and counted as sent, never delivered twice.
 */
export async function retryFailed(
  db: Database,
  actor: BroadcastActor,
  id: number,
): Promise<{ record: BroadcastRecord; after: AfterCommit }> {
  const after = await db.transaction(async (tx): Promise<AfterCommit> => {
    const locked = await lockOwn(tx, id, actor);
    if (locked.status !== 'PARTIAL' && locked.status !== 'FAILED') {
      throw refused(BROADCAST_MESSAGES.retryNotAllowed);
    }
    const { rows } = await tx.execute<{ id: number; size: number }>(sql`
      update ${broadcastBatch} set state = 'PENDING', updated_at = now(), refused = false,
        retry_key = case when ${broadcastBatch.refused}
          then md5(${broadcastBatch.retryKey}::text || ':again:' || ${broadcastBatch.attempts})::uuid
          else ${broadcastBatch.retryKey} end
      where ${broadcastBatch.broadcastId} = ${id} and ${broadcastBatch.state} = 'FAILED'
      returning id, size`);
    if (rows.length === 0) throw refused(BROADCAST_MESSAGES.noFailedRecipients);
    const recipients = rows.reduce((sum, row) => sum + Number(row.size), 0);
    await tx.execute(sql`
      update ${broadcast} set status = 'SENDING', failed_count = greatest(0, failed_count - ${recipients}),
        finished_at = null, updated_by = ${actor.userId}, updated_at = now()
      where ${broadcast.id} = ${id}`);
    await log(
      tx,
      actor,
      BROADCAST_LOG.actions.retry,
      locked.title,
      BROADCAST_LOG.describeRetry(locked.status, recipients),
    );
    return { batchIds: rows.map((row) => Number(row.id)), startAt: null };
  });
  return { record: await answer(db, id), after };
}
