import {
  APPROVAL_MIN_RECIPIENTS_DEFAULT,
  BROADCAST_MESSAGES,
  CANCELLABLE_BROADCAST_STATUSES,
  EDITABLE_BROADCAST_STATUSES,
  type BroadcastBody,
  type BroadcastRecord,
  type BroadcastStatus,
  type BroadcastSendBody,
  retryMayDuplicateText,
  type BroadcastRetryBody,
} from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import { loggedChange, type Logged } from '../activity-log/logged-change';
import { recordActivity, type Actor } from '../activity-log/record-activity';
import { BROADCAST_ENTRY } from './broadcast-activity';
import {
  lockBroadcast,
  refuseUnsendable,
  startSending,
  type LockedBroadcast,
} from '../../engine/sending/start-sending';
import { audienceOf, countAudience } from '../../engine/sending/recipients';
import { approvalGrounds, requestApproval, withdrawRequest } from '../approval/approval-requests';
import { approvalThreshold } from '../approval/approval-setting';
import type { Database } from '../../db/database';
import { broadcast, broadcastBatch } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-errors';
import { checkBroadcastBody, checkSendableMessages } from './broadcast-checks';
import { readBroadcast, retryMayDuplicate } from './broadcast-record';
import type { AskLine } from './line-validation';

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

/** The statuses a change may start from, and what the others are told (409). */
interface FromStatuses {
  statuses: readonly BroadcastStatus[];
  refusal: string;
}

const EDITABLE = { statuses: EDITABLE_BROADCAST_STATUSES, refusal: BROADCAST_MESSAGES.notEditable };
const DELETABLE = { statuses: ['DRAFT'], refusal: BROADCAST_MESSAGES.notDeletable } as const;
const SENDABLE = { statuses: EDITABLE_BROADCAST_STATUSES, refusal: BROADCAST_MESSAGES.notSendable };
const CANCELLABLE = {
  statuses: CANCELLABLE_BROADCAST_STATUSES,
  refusal: BROADCAST_MESSAGES.notCancellable,
};
const RETRIABLE = {
  statuses: ['PARTIAL', 'FAILED'],
  refusal: BROADCAST_MESSAGES.retryNotAllowed,
} as const;

/** Broadcast `id` of the actor's unit, locked; 404 otherwise, 409 unless `from` allows its status. */
async function lockOwn(
  tx: Database,
  id: number,
  actor: BroadcastActor,
  from: FromStatuses,
): Promise<LockedBroadcast> {
  const locked = await lockBroadcast(tx, id);
  if (!locked || locked.unitId !== actor.unitId) throw notFound();
  if (!from.statuses.includes(locked.status)) throw refused(from.refusal);
  return locked;
}

/** A logged change of broadcast `id` of the actor's unit, locked for it (see `lockOwn`). */
function changeOwn<T>(
  db: Database,
  actor: BroadcastActor,
  id: number,
  from: FromStatuses,
  change: (tx: Database, locked: LockedBroadcast) => Promise<Logged<T>>,
): Promise<T> {
  return loggedChange(db, actor, async (tx) => change(tx, await lockOwn(tx, id, actor, from)));
}

export interface BroadcastOptions {
  httpMediaOrigin: string | undefined;
  /** PUBLIC_BASE_URL: the sending attributes the tracking links under it to the broadcast. */
  publicBaseUrl: string;
  now?: Date;
  /** A send now: the messages left of the month's quota (null: no limit; undefined: unknown). */
  quotaLeft?: number | null;
  /** LINE's own check of the messages at save and at send (LINE_VALIDATE_MESSAGES). */
  askLine?: AskLine;
  /** The approval threshold until the Super Admin sets one (APPROVAL_MIN_RECIPIENTS). */
  approvalMinRecipients?: number;
}

/**
 * Asks for approval, in the caller's transaction, when a send of the locked broadcast at `now`
 * needs it (its audience then reaches the threshold, or it is urgent): answers whether it did.
 * A send now that could not go (nobody to reach, over `quotaLeft`) is refused first (409).
 */
async function askedApproval(
  tx: Database,
  locked: LockedBroadcast,
  actor: BroadcastActor,
  scheduledAt: Date | null,
  options: BroadcastOptions,
  now: Date,
): Promise<boolean> {
  const audience = await audienceOf(tx, locked.unitId, locked.target, locked.segmentId);
  const { recipients } = await countAudience(tx, audience, now);
  const minRecipients = await approvalThreshold(
    tx,
    options.approvalMinRecipients ?? APPROVAL_MIN_RECIPIENTS_DEFAULT,
  );
  const grounds = approvalGrounds(locked.urgent, recipients, minRecipients);
  if (grounds.length === 0) return false;
  if (scheduledAt === null) refuseUnsendable(recipients, options.quotaLeft);
  await requestApproval(tx, locked, actor, { grounds, recipients, minRecipients, scheduledAt });
  return true;
}

/** The columns a body sets, the same for a new draft and a replaced one. */
function bodyColumns(body: BroadcastBody, actor: BroadcastActor) {
  return {
    title: body.title.trim(),
    messages: body.messages,
    target: body.target,
    segmentId: body.target === 'SEGMENT' ? (body.segmentId ?? null) : null,
    urgent: body.urgent === true,
    urgentReason: body.urgent === true ? (body.urgentReason?.trim() ?? null) : null,
    updatedBy: actor.userId,
  };
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
    askLine: options.askLine,
  });
  const id = await loggedChange(db, actor, async (tx) => {
    const [row] = await tx
      .insert(broadcast)
      .values({ unitId: actor.unitId, ...bodyColumns(body, actor), createdBy: actor.userId })
      .returning({ id: broadcast.id });
    if (!row) throw new Error('broadcast insert returned no row');
    return {
      result: row.id,
      entry: BROADCAST_ENTRY.created(body.title.trim(), body.messages.length),
    };
  });
  return answer(db, id);
}

/**
 * Replaces a DRAFT's, PENDING_APPROVAL or SCHEDULED broadcast's title, messages and target. A
 * pending one's request is withdrawn (back to DRAFT); a scheduled one must stay sendable, and
 * asks for approval again when its send now needs it (what was approved is not what will go).
 */
export async function updateBroadcast(
  db: Database,
  actor: BroadcastActor,
  id: number,
  body: BroadcastBody,
  options: BroadcastOptions,
): Promise<BroadcastRecord> {
  await changeOwn(db, actor, id, EDITABLE, async (tx, locked) => {
    await checkBroadcastBody(tx, actor.unitId, body, {
      messagesRequired: locked.status === 'SCHEDULED',
      httpMediaOrigin: options.httpMediaOrigin,
      askLine: options.askLine,
    });
    const columns = bodyColumns(body, actor);
    await tx
      .update(broadcast)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(sql`${broadcast.id} = ${id}`);
    if (locked.status === 'PENDING_APPROVAL') {
      await withdrawRequest(tx, id);
      await recordActivity(tx, actor, BROADCAST_ENTRY.withdrawn(locked.title, 'edit'));
    } else if (locked.status === 'SCHEDULED') {
      const edited = { ...locked, ...columns };
      await askedApproval(
        tx,
        edited,
        actor,
        locked.scheduledAt,
        options,
        options.now ?? new Date(),
      );
    }
    return {
      result: undefined,
      entry: BROADCAST_ENTRY.updated(body.title.trim(), body.messages.length),
    };
  });
  return answer(db, id);
}

/** Deletes a DRAFT (anything sent or scheduled stays on record). */
export async function deleteBroadcast(
  db: Database,
  actor: BroadcastActor,
  id: number,
): Promise<void> {
  await changeOwn(db, actor, id, DELETABLE, async (tx, locked) => {
    await tx.delete(broadcast).where(sql`${broadcast.id} = ${id}`);
    return {
      result: undefined,
      entry: BROADCAST_ENTRY.deleted(locked.title),
    };
  });
}

/**
 * Sends a DRAFT or SCHEDULED broadcast now (recipients snapshotted into batches in this
 * transaction, logged by the sending's start), or schedules it for `scheduledAt` (in the future);
 * or, when the send needs a second person's approval (see `askedApproval`), neither: it waits in
 * PENDING_APPROVAL. A PENDING_APPROVAL one sent again replaces its request.
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
    const locked = await lockOwn(tx, id, actor, SENDABLE);
    await checkSendableMessages(locked.messages, options.httpMediaOrigin, options.askLine);
    const at = body.scheduledAt ? new Date(body.scheduledAt) : null;
    if (at && !(at.getTime() > now.getTime())) {
      throw badRequest([{ path: '/scheduledAt', message: BROADCAST_MESSAGES.scheduleInPast }]);
    }
    if (locked.status === 'PENDING_APPROVAL') await withdrawRequest(tx, id);
    if (await askedApproval(tx, locked, actor, at, options, now)) {
      return { batchIds: [], startAt: null };
    }
    if (at) {
      await tx.execute(sql`
        update ${broadcast} set status = 'SCHEDULED', scheduled_at = ${at.toISOString()},
          updated_by = ${actor.userId}, updated_at = now()
        where ${broadcast.id} = ${id}`);
      await recordActivity(tx, actor, BROADCAST_ENTRY.scheduled(locked.title, locked.status, at));
      return { batchIds: [], startAt: at };
    }
    const started = await startSending(
      tx,
      locked,
      actor,
      now,
      options.publicBaseUrl,
      options.quotaLeft,
    );
    return { batchIds: started.batchIds, startAt: null };
  });
  return { record: await answer(db, id), after };
}

/**
 * Stops a SCHEDULED or SENDING broadcast: batches not yet taken are not sent. A PENDING_APPROVAL
 * one has nothing to stop: its request is withdrawn (back to DRAFT).
 */
export async function cancelBroadcast(
  db: Database,
  actor: BroadcastActor,
  id: number,
): Promise<BroadcastRecord> {
  await changeOwn(db, actor, id, CANCELLABLE, async (tx, locked) => {
    if (locked.status === 'PENDING_APPROVAL') {
      await withdrawRequest(tx, id);
      return { result: undefined, entry: BROADCAST_ENTRY.withdrawn(locked.title, 'cancel') };
    }
    const { rows } = await tx.execute<{ size: number }>(sql`
      update ${broadcastBatch} set state = 'CANCELLED', updated_at = now()
      where ${broadcastBatch.broadcastId} = ${id} and ${broadcastBatch.state} = 'PENDING'
      returning size`);
    const pending = rows.reduce((sum, row) => sum + Number(row.size), 0);
    await tx.execute(sql`
      update ${broadcast} set status = 'CANCELLED', finished_at = now(), cancelled_at = now(),
        cancelled_by = ${actor.userId}, updated_by = ${actor.userId}, updated_at = now()
      where ${broadcast.id} = ${id}`);
    return {
      result: undefined,
      entry: BROADCAST_ENTRY.cancelled(locked.title, locked.status, pending),
    };
  });
  return answer(db, id);
}

/**
 * Sends the failed batches of an ended broadcast again, once. A batch LINE refused (a 4xx: never
 * delivered) goes with a new retry key: it reached nobody, so a new key cannot deliver twice. A batch that failed for
 * want of an answer keeps its key: if LINE had in fact accepted it (the answer lost), the repeat
 * is answered 409 and counted as sent, never delivered twice, while LINE remembers the key (24
 * hours): past `RETRY_KEY_SAFE_HOURS`, the retry of such batches waits for `acceptDuplicates`.
 */
export async function retryFailed(
  db: Database,
  actor: BroadcastActor,
  id: number,
  body: BroadcastRetryBody = {},
): Promise<{ record: BroadcastRecord; after: AfterCommit }> {
  const after = await changeOwn(db, actor, id, RETRIABLE, async (tx, locked) => {
    const twice = await retryMayDuplicate(tx, id);
    if (twice > 0 && body.acceptDuplicates !== true) {
      throw conflict([{ path: '/acceptDuplicates', message: retryMayDuplicateText(twice) }]);
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
        finished_at = null, batches_written_at = clock_timestamp(), halt_reason = null, receipts_folded = false,
        updated_by = ${actor.userId}, updated_at = now()
      where ${broadcast.id} = ${id}`);
    const retried: AfterCommit = { batchIds: rows.map((row) => Number(row.id)), startAt: null };
    return {
      result: retried,
      entry: BROADCAST_ENTRY.retried(locked.title, locked.status, recipients),
    };
  });
  return { record: await answer(db, id), after };
}
