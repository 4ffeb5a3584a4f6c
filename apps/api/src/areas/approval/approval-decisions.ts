import { APPROVAL_TEXTS, SELF_APPROVAL, type BroadcastRecord } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { broadcast } from '../../db/schema';
import { audienceOf, countAudience } from '../../engine/sending/recipients';
import {
  lockBroadcast,
  refuseUnsendable,
  startSending,
  type LockedBroadcast,
} from '../../engine/sending/start-sending';
import { badRequest, conflict, HttpError, notFound } from '../../http-errors';
import type { Staff } from '../../plugins/app/auth';
import { recordActivity } from '../activity-log/record-activity';
import { BROADCAST_ENTRY } from '../broadcast/broadcast-activity';
import type { AfterCommit } from '../broadcast/broadcast-changes';
import { checkSendableMessages } from '../broadcast/broadcast-checks';
import { readBroadcast } from '../broadcast/broadcast-record';
import type { AskLine } from '../broadcast/line-validation';
import { backToDraft, decideRequest, openRequestOf } from './approval-requests';

/** 403 of an approval by the broadcast's own maker. */
const selfApproval = () =>
  new HttpError(403, SELF_APPROVAL, [{ path: '', message: APPROVAL_TEXTS.selfApproval }]);

export interface ApprovalOptions {
  httpMediaOrigin: string | undefined;
  /** PUBLIC_BASE_URL: where the tracking links of a send started now point. */
  publicBaseUrl: string;
  /** What a send now may use of the month's quota (null: no limit; undefined: unknown). */
  quotaLeft?: number | null;
  askLine?: AskLine;
  now?: Date;
}

type Pending = Awaited<ReturnType<typeof openRequestOf>> & object;

/**
 * Broadcast `id` locked with its open request: 404 when there is none, 409 unless it waits for
 * approval. The caller's scope check (the route's) has found it in the approver's units.
 */
async function lockPending(
  tx: Database,
  id: number,
): Promise<{ locked: LockedBroadcast; request: Pending }> {
  const locked = await lockBroadcast(tx, id);
  if (!locked) throw notFound();
  const request = locked.status === 'PENDING_APPROVAL' ? await openRequestOf(tx, id) : undefined;
  if (!request) throw conflict([{ path: '', message: APPROVAL_TEXTS.notPending }]);
  return { locked, request };
}

async function answer(db: Database, id: number): Promise<BroadcastRecord> {
  const record = await readBroadcast(db, id);
  if (!record) throw notFound();
  return record;
}

/**
 * Approves broadcast `id` as `approver` (another staff member than its maker): its messages,
 * audience and quota are checked again as a send checks them, then it starts now (batches for
 * after the commit) or is SCHEDULED for the time it asked for (now, if that time has passed).
 */
export async function approveBroadcast(
  db: Database,
  approver: Staff,
  id: number,
  options: ApprovalOptions,
): Promise<{ record: BroadcastRecord; after: AfterCommit }> {
  const now = options.now ?? new Date();
  const after = await db.transaction(async (tx): Promise<AfterCommit> => {
    const { locked, request } = await lockPending(tx, id);
    if (approver.userId === request.requestedBy || approver.userId === locked.createdBy) {
      throw selfApproval();
    }
    await checkSendableMessages(locked.messages, options.httpMediaOrigin, options.askLine);
    await decideRequest(tx, request.id, 'APPROVED', approver.userId);
    await recordActivity(
      tx,
      approver,
      BROADCAST_ENTRY.approved(locked.title, request.requestedByName),
    );
    const at = locked.scheduledAt;
    if (at && at.getTime() > now.getTime()) {
      const audience = await audienceOf(tx, locked.unitId, locked.target, locked.segmentId);
      refuseUnsendable((await countAudience(tx, audience, now)).recipients, undefined);
      await tx.execute(sql`
        update ${broadcast} set status = 'SCHEDULED', updated_at = now()
        where ${broadcast.id} = ${id}`);
      await recordActivity(
        tx,
        approver,
        BROADCAST_ENTRY.scheduled(locked.title, locked.status, at),
      );
      return { batchIds: [], startAt: at };
    }
    const started = await startSending(
      tx,
      locked,
      approver,
      now,
      options.publicBaseUrl,
      options.quotaLeft,
    );
    return { batchIds: started.batchIds, startAt: null };
  });
  return { record: await answer(db, id), after };
}

/** Rejects broadcast `id` with `reason`: back to DRAFT, the reason on its record (logged). */
export async function rejectBroadcast(
  db: Database,
  approver: Staff,
  id: number,
  reason: string,
): Promise<BroadcastRecord> {
  const why = reason.trim();
  if (!why) throw badRequest([{ path: '/reason', message: APPROVAL_TEXTS.rejectReasonRequired }]);
  await db.transaction(async (tx) => {
    const { locked, request } = await lockPending(tx, id);
    await decideRequest(tx, request.id, 'REJECTED', approver.userId, why);
    await backToDraft(tx, id);
    await recordActivity(tx, approver, BROADCAST_ENTRY.rejected(locked.title, why));
  });
  return answer(db, id);
}
