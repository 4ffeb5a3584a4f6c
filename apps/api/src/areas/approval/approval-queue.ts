import {
  APPROVAL_TEXTS,
  type ApprovalListItem,
  type ApprovalListQuery,
  type ApprovalReview,
  type ApprovalSortField,
  type BroadcastRecord,
} from '@hbc/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { countRows, listPage, type ListSource, type RowCount } from '../../db/list-query';
import { unitScopeCondition, type ListViewer } from '../../db/unit-scope';
import { broadcast, broadcastApproval } from '../../db/schema';
import { audienceOf, countAudience } from '../../engine/sending/recipients';
import type { LineMessaging } from '../../engine/sending/line-messaging';
import { conflict, notFound } from '../../http-errors';
import {
  readBroadcast,
  selectBroadcastRows,
  toBroadcastListItem,
} from '../broadcast/broadcast-record';
import { lineQuota, quotaLeftOf } from '../broadcast/line-quota';
import { lastApprovals } from './approval-requests';
import { approvalThreshold } from './approval-setting';
import { capFor } from '../send-policy/send-policy-store';

/** When the open request of the row's broadcast was made (the queue's default order). */
const requestedAt = sql`(select max(${broadcastApproval.requestedAt}) from ${broadcastApproval}
  where ${broadcastApproval.broadcastId} = ${broadcast.id})`;

/** The broadcasts waiting for `viewer`'s approval: their unit's (LV1), every unit's (Super Admin). */
const waitingFor = (viewer: ListViewer) =>
  and(
    eq(broadcast.status, 'PENDING_APPROVAL'),
    unitScopeCondition('approval', viewer, broadcast.unitId),
  );

function approvalListSource(
  db: Database,
  viewer: ListViewer,
): ListSource<ApprovalSortField, ReturnType<typeof selectBroadcastRows>, RowCount> {
  return {
    rows: selectBroadcastRows(db),
    total: countRows(db, broadcast),
    sortColumns: { requestedAt, title: broadcast.title, scheduledAt: broadcast.scheduledAt },
    defaultSort: { field: 'requestedAt', direction: 'asc' },
    tiebreak: broadcast.id,
    searchColumns: [broadcast.title],
    conditions: [waitingFor(viewer)],
  };
}

/** One page of the approver's queue, each row with its request. */
export async function listWaiting(
  db: Database,
  viewer: ListViewer,
  query: ApprovalListQuery,
): Promise<{ data: ApprovalListItem[]; total: number }> {
  const { data, total } = await listPage(query, approvalListSource(db, viewer));
  const approvals = await lastApprovals(
    db,
    data.map((row) => row.id),
  );
  return {
    data: data.flatMap((row) => {
      const approval = approvals.get(row.id);
      // A row decided between the two reads is no longer waiting.
      return approval ? [{ ...toBroadcastListItem(row), urgent: row.urgent, approval }] : [];
    }),
    total,
  };
}

/** How many broadcasts wait for `viewer`'s approval (the badge). */
export async function countWaiting(db: Database, viewer: ListViewer): Promise<number> {
  const [row] = await db.select({ waiting: count() }).from(broadcast).where(waitingFor(viewer));
  return row?.waiting ?? 0;
}

/** Broadcast `id` as the API answers it: 404 when there is none, 409 unless it waits for approval. */
export async function pendingRecord(db: Database, id: number): Promise<BroadcastRecord> {
  const record = await readBroadcast(db, id);
  if (!record) throw notFound();
  if (record.status !== 'PENDING_APPROVAL') {
    throw conflict([{ path: '', message: APPROVAL_TEXTS.notPending }]);
  }
  return record;
}

/**
 * Broadcast `id` as its approver reviews it: the record, whom its target reaches now, LINE's
 * quota and what would be left after it. 409 unless it waits for approval.
 */
export async function reviewOf(
  db: Database,
  line: Pick<LineMessaging, 'quota'>,
  log: FastifyBaseLogger,
  id: number,
  thresholdFallback: number,
): Promise<ApprovalReview> {
  const record = await pendingRecord(db, id);
  const target = await audienceOf(db, record.unitId, record.target, record.segmentId);
  const audience = await countAudience(db, target, new Date(), await capFor(db, record.urgent));
  const quota = await lineQuota(line, log);
  const left = await quotaLeftOf(db, quota, id);
  return {
    broadcast: record,
    audience,
    quota,
    quotaLeft: left ?? null,
    quotaLeftAfter: left === null || left === undefined ? null : left - audience.recipients,
    minRecipients: await approvalThreshold(db, thresholdFallback),
  };
}
