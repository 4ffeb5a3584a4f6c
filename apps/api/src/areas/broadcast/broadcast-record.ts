import {
  RETRY_KEY_SAFE_HOURS,
  windowStateAt,
  type BroadcastListItem,
  type BroadcastRecord,
} from '@hbc/contracts';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { unitOfRecord } from '../../db/unit-scope';
import { editedByColumns, withEditors } from '../../db/edited-by';
import { appUser, broadcast, broadcastBatch, fullNameOf, segment, unit } from '../../db/schema';
import { lastApprovals } from '../approval/approval-requests';
import { readSendPolicy } from '../send-policy/send-policy-store';

const canceller = alias(appUser, 'canceller');

/** `select … from broadcast` with its unit, segment and people, to which a caller adds conditions. */
export function selectBroadcastRows(db: Database) {
  const rows = db
    .select({
      id: broadcast.id,
      unitId: broadcast.unitId,
      unitName: unit.name,
      title: broadcast.title,
      status: broadcast.status,
      target: broadcast.target,
      segmentId: broadcast.segmentId,
      segmentName: segment.name,
      messages: broadcast.messages,
      scheduledAt: broadcast.scheduledAt,
      startedAt: broadcast.startedAt,
      finishedAt: broadcast.finishedAt,
      recipientCount: broadcast.targetCount,
      excludedCount: broadcast.excludedCount,
      cappedCount: broadcast.cappedCount,
      sentCount: broadcast.sentCount,
      failedCount: broadcast.failedCount,
      cancelledAt: broadcast.cancelledAt,
      cancelledByName: sql<string | null>`${fullNameOf(canceller)}`,
      haltReason: broadcast.haltReason,
      urgent: broadcast.urgent,
      urgentReason: broadcast.urgentReason,
      waitingForWindowUntil: broadcast.waitingForWindowUntil,
      ...editedByColumns(broadcast),
    })
    .from(broadcast)
    .innerJoin(unit, eq(unit.id, broadcast.unitId))
    .leftJoin(segment, eq(segment.id, broadcast.segmentId))
    .leftJoin(canceller, eq(canceller.id, broadcast.cancelledBy))
    .$dynamic();
  return withEditors(rows, broadcast);
}

export type BroadcastRow = Awaited<ReturnType<typeof selectBroadcastRows>>[number];

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** A row as the list answers it (without the messages). */
export function toBroadcastListItem(row: BroadcastRow): BroadcastListItem {
  const {
    messages,
    updatedByName: _updatedBy,
    cancelledAt: _cancelledAt,
    cancelledByName: _cancelledBy,
    haltReason: _haltReason,
    urgentReason: _urgentReason,
    waitingForWindowUntil: _waiting,
    ...rest
  } = row;
  return {
    ...rest,
    messageCount: messages.length,
    scheduledAt: iso(row.scheduledAt),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A row as the detail and the form read it, but for what `readBroadcast` adds. */
function toBroadcastRecord(
  row: BroadcastRow,
): Omit<BroadcastRecord, 'retryMayDuplicate' | 'approval' | 'waitingForWindowUntil'> {
  return {
    ...toBroadcastListItem(row),
    messages: row.messages,
    updatedByName: row.updatedByName,
    cancelledAt: iso(row.cancelledAt),
    cancelledByName: row.cancelledByName,
    haltReason: row.haltReason,
    urgentReason: row.urgentReason,
  };
}

/**
 * Failed recipients of broadcast `id` a retry could reach twice: in batches LINE never answered,
 * of a send that started more than `RETRY_KEY_SAFE_HOURS` ago (LINE may have forgotten the keys).
 */
export async function retryMayDuplicate(db: Database, id: number): Promise<number> {
  const { rows } = await db.execute<{ recipients: string | number | null }>(sql`
    select sum(b.size) as recipients from ${broadcastBatch} b
    join ${broadcast} br on br.id = b.broadcast_id
    where b.broadcast_id = ${id} and b.state = 'FAILED' and not b.refused
      and br.started_at < now() - make_interval(hours => ${RETRY_KEY_SAFE_HOURS})`);
  return Number(rows[0]?.recipients ?? 0);
}

/**
 * Until when the send window holds the broadcast back at `now`: a sending one paused (or not yet
 * begun) by a closed window, a scheduled one whose time falls outside the window (it begins at the
 * next opening; only then is the policy read). Urgent broadcasts never wait.
 */
async function windowWaitOf(
  db: Database,
  row: Pick<BroadcastRow, 'status' | 'urgent' | 'scheduledAt' | 'waitingForWindowUntil'>,
  now: Date,
): Promise<string | null> {
  if (row.urgent) return null;
  if (row.status === 'SCHEDULED' && row.scheduledAt) {
    const { sendWindow } = await readSendPolicy(db);
    return iso(windowStateAt(sendWindow, row.scheduledAt).opensAt);
  }
  const until = row.waitingForWindowUntil;
  return row.status === 'SENDING' && until && until.getTime() > now.getTime() ? iso(until) : null;
}

/** Broadcast `id` as the API answers it, or undefined. */
export async function readBroadcast(
  db: Database,
  id: number,
): Promise<BroadcastRecord | undefined> {
  const [row] = await selectBroadcastRows(db).where(eq(broadcast.id, id));
  if (!row) return undefined;
  // Apart from one another: asked together, on connections of their own.
  const [waitingForWindowUntil, mayDuplicate, approvals] = await Promise.all([
    windowWaitOf(db, row, new Date()),
    retryMayDuplicate(db, id),
    lastApprovals(db, [id]),
  ]);
  return {
    ...toBroadcastRecord(row),
    waitingForWindowUntil,
    retryMayDuplicate: mayDuplicate,
    approval: approvals.get(id) ?? null,
  };
}

/** Broadcast `id`'s unit (its scope), or undefined when there is none. */
export const broadcastUnitOf = (db: Database, id: number) => unitOfRecord(db, broadcast, id);
