import type {
  ApprovalDecision,
  ApprovalGround,
  BroadcastApproval,
  BroadcastDecision,
} from '@hbc/contracts';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { appUser, broadcast, broadcastApproval, fullNameOf } from '../../db/schema';
import { recordActivity, type Actor } from '../activity-log/record-activity';
import { BROADCAST_ENTRY } from '../broadcast/broadcast-activity';
import type { LockedBroadcast } from '../../engine/sending/start-sending';

const requester = alias(appUser, 'requester');
const decider = alias(appUser, 'decider');

/** Why a send of a broadcast (urgent or not) to `recipients` needs approval; none: it does not. */
export function approvalGrounds(
  urgent: boolean,
  recipients: number,
  minRecipients: number,
): ApprovalGround[] {
  const grounds: ApprovalGround[] = [];
  if (recipients >= minRecipients) grounds.push('SIZE');
  if (urgent) grounds.push('URGENT');
  return grounds;
}

/** The request's open row (neither decided nor withdrawn) of broadcast `broadcastId`. */
const isOpen = (broadcastId: number) =>
  and(
    eq(broadcastApproval.broadcastId, broadcastId),
    isNull(broadcastApproval.decision),
    isNull(broadcastApproval.withdrawnAt),
  );

export interface ApprovalAsked {
  grounds: ApprovalGround[];
  recipients: number;
  minRecipients: number;
  /** The time the send asked for; null: now, once approved. */
  scheduledAt: Date | null;
}

/**
 * Puts a locked broadcast in PENDING_APPROVAL with a new request by `actor` (logged), in the
 * caller's transaction: nothing is started or scheduled.
 */
export async function requestApproval(
  tx: Database,
  locked: LockedBroadcast,
  actor: Actor & { userId: number },
  asked: ApprovalAsked,
): Promise<void> {
  await tx.execute(sql`
    update ${broadcast} set status = 'PENDING_APPROVAL',
      scheduled_at = ${asked.scheduledAt?.toISOString() ?? null},
      updated_by = ${actor.userId}, updated_at = now()
    where ${broadcast.id} = ${locked.id}`);
  await tx.insert(broadcastApproval).values({
    broadcastId: locked.id,
    grounds: asked.grounds,
    requestedBy: actor.userId,
    recipientsAtRequest: asked.recipients,
    minRecipients: asked.minRecipients,
    scheduledAt: asked.scheduledAt,
  });
  await recordActivity(
    tx,
    actor,
    BROADCAST_ENTRY.approvalRequested(
      locked.title,
      locked.status,
      asked.recipients,
      asked.grounds,
      asked.scheduledAt,
    ),
  );
}

/** The open request of broadcast `broadcastId`: its id and who asked; undefined when none. */
export async function openRequestOf(
  tx: Database,
  broadcastId: number,
): Promise<{ id: number; requestedBy: number | null; requestedByName: string | null } | undefined> {
  const [row] = await tx
    .select({
      id: broadcastApproval.id,
      requestedBy: broadcastApproval.requestedBy,
      requestedByName: sql<string | null>`${fullNameOf(requester)}`,
    })
    .from(broadcastApproval)
    .leftJoin(requester, eq(requester.id, broadcastApproval.requestedBy))
    .where(isOpen(broadcastId));
  return row;
}

/** Records the decision on the open request `requestId` by `userId`. */
export async function decideRequest(
  tx: Database,
  requestId: number,
  decision: ApprovalDecision,
  userId: number,
  rejectReason: string | null = null,
): Promise<void> {
  await tx
    .update(broadcastApproval)
    .set({ decision, decidedBy: userId, decidedAt: sql`now()`, rejectReason })
    .where(eq(broadcastApproval.id, requestId));
}

/**
 * A PENDING_APPROVAL broadcast back to DRAFT (its asked time cleared), its open request
 * withdrawn or rejected as the caller records it. In the caller's transaction.
 */
export async function backToDraft(tx: Database, broadcastId: number): Promise<void> {
  await tx.execute(sql`
    update ${broadcast} set status = 'DRAFT', scheduled_at = null, updated_at = now()
    where ${broadcast.id} = ${broadcastId}`);
}

/**
 * Withdraws the open request of a PENDING_APPROVAL broadcast (an edit, a cancel): back to DRAFT.
 * The caller logs it (`BROADCAST_ENTRY.withdrawn`).
 */
export async function withdrawRequest(tx: Database, broadcastId: number): Promise<void> {
  await tx
    .update(broadcastApproval)
    .set({ withdrawnAt: sql`now()` })
    .where(isOpen(broadcastId));
  await backToDraft(tx, broadcastId);
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The last request of each of broadcasts `ids` (those that never needed one are absent). */
export async function lastApprovals(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, BroadcastApproval>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([broadcastApproval.broadcastId], {
      broadcastId: broadcastApproval.broadcastId,
      grounds: broadcastApproval.grounds,
      requestedById: broadcastApproval.requestedBy,
      requestedByName: sql<string | null>`${fullNameOf(requester)}`,
      requestedAt: broadcastApproval.requestedAt,
      recipientsAtRequest: broadcastApproval.recipientsAtRequest,
      minRecipients: broadcastApproval.minRecipients,
      scheduledAt: broadcastApproval.scheduledAt,
      decision: broadcastApproval.decision,
      decidedByName: sql<string | null>`${fullNameOf(decider)}`,
      decidedAt: broadcastApproval.decidedAt,
      rejectReason: broadcastApproval.rejectReason,
      withdrawnAt: broadcastApproval.withdrawnAt,
    })
    .from(broadcastApproval)
    .leftJoin(requester, eq(requester.id, broadcastApproval.requestedBy))
    .leftJoin(decider, eq(decider.id, broadcastApproval.decidedBy))
    .where(inArray(broadcastApproval.broadcastId, [...ids]))
    .orderBy(broadcastApproval.broadcastId, desc(broadcastApproval.id));
  return new Map(
    rows.map(({ broadcastId, ...row }) => [
      broadcastId,
      {
        ...row,
        requestedAt: row.requestedAt.toISOString(),
        scheduledAt: iso(row.scheduledAt),
        decidedAt: iso(row.decidedAt),
        withdrawnAt: iso(row.withdrawnAt),
      },
    ]),
  );
}

/** The most decisions a maker is told of at once. */
const DECISIONS_TOLD = 20;

/**
 * Decisions taken after `since` on the requests staff member `userId` made, oldest first (at
 * most 20): what the console tells the maker since they last looked.
 */
export async function decisionsOnRequestsOf(
  db: Database,
  userId: number,
  since: Date,
): Promise<BroadcastDecision[]> {
  const rows = await db
    .select({
      broadcastId: broadcastApproval.broadcastId,
      title: broadcast.title,
      decision: broadcastApproval.decision,
      decidedByName: sql<string | null>`${fullNameOf(decider)}`,
      decidedAt: broadcastApproval.decidedAt,
      rejectReason: broadcastApproval.rejectReason,
    })
    .from(broadcastApproval)
    .innerJoin(broadcast, eq(broadcast.id, broadcastApproval.broadcastId))
    .leftJoin(decider, eq(decider.id, broadcastApproval.decidedBy))
    .where(
      and(
        eq(broadcastApproval.requestedBy, userId),
        // At the millisecond the answer gives, so `since` = the last one told tells it no more.
        sql`date_trunc('milliseconds', ${broadcastApproval.decidedAt}) > ${since.toISOString()}`,
      ),
    )
    .orderBy(broadcastApproval.decidedAt)
    .limit(DECISIONS_TOLD);
  return rows.flatMap(({ decision, decidedAt, ...row }) =>
    decision && decidedAt ? [{ ...row, decision, decidedAt: decidedAt.toISOString() }] : [],
  );
}
