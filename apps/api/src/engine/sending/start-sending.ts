import {
  BROADCAST_BATCH_SIZE,
  BROADCAST_MESSAGES,
  quotaExceededText,
  quotaShortfall,
  type BroadcastStatus,
} from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import { recordActivity, type Actor } from '../../areas/activity-log/record-activity';
import type { Database } from '../../db/database';
import { broadcast, broadcastBatch, citizen } from '../../db/schema';
import { conflict } from '../../http-errors';
import { bangkokDay } from '../../areas/segment/bangkok-day';
import { attributeTrackingLinks } from '../../areas/tracking-redirect/broadcast-attribution';
import { BROADCAST_ENTRY } from '../../areas/broadcast/broadcast-activity';
import { recordExclusions } from '../../areas/citizen-deliveries/record-exclusions';
import { audienceOf, countAudience, recipientCondition } from './recipients';

/** A broadcast as its sending reads it, locked until the transaction ends. */
export interface LockedBroadcast {
  id: number;
  unitId: number;
  title: string;
  status: BroadcastStatus;
  target: 'UNIT' | 'SEGMENT';
  segmentId: number | null;
  messages: unknown[];
  scheduledAt: Date | null;
  /** Every send needs approval (see areas/approval). */
  urgent: boolean;
  createdBy: number | null;
}

/** Broadcast `id` locked for a change of status; undefined when there is none. */
export async function lockBroadcast(
  tx: Database,
  id: number,
): Promise<LockedBroadcast | undefined> {
  const [row] = await tx
    .select({
      id: broadcast.id,
      unitId: broadcast.unitId,
      title: broadcast.title,
      status: broadcast.status,
      target: broadcast.target,
      segmentId: broadcast.segmentId,
      messages: broadcast.messages,
      scheduledAt: broadcast.scheduledAt,
      urgent: broadcast.urgent,
      createdBy: broadcast.createdBy,
    })
    .from(broadcast)
    .where(sql`${broadcast.id} = ${id}`)
    .for('update');
  return row;
}

/**
 * 409 for a send that cannot go: to nobody, or to more than `quotaLeft` (the messages left of
 * the month's quota, when known; null: no limit).
 */
export function refuseUnsendable(recipients: number, quotaLeft: number | null | undefined): void {
  if (recipients === 0) throw conflict([{ path: '', message: BROADCAST_MESSAGES.noRecipients }]);
  if (quotaLeft !== undefined && quotaLeft !== null && quotaShortfall(recipients, quotaLeft) > 0) {
    throw conflict([{ path: '', message: quotaExceededText(recipients, quotaLeft) }]);
  }
}

export interface StartedSending {
  batchIds: number[];
  recipients: number;
  excluded: number;
}

/**
 * Snapshots the recipients of a locked broadcast (its target ∩ following ∩ its unit − excluded
 * CIDs, as they are at `now`) into batches of at most 500 LINE userIds, each with its retry key
 * derived from the broadcast, the start and the batch number, and makes it SENDING: all in the
 * caller's transaction, so a crash leaves either nothing or every batch. The unit's tracking links
 * in its messages (short links under `publicBaseUrl`) are recorded as the broadcast's and kept in
 * its messages with the broadcast's id, which the batches send. With no recipient, or more than
 * `quotaLeft` (the messages left of the month's quota, when known), it changes nothing and
 * answers 409.
 */
export async function startSending(
  tx: Database,
  locked: LockedBroadcast,
  actor: Actor,
  now: Date,
  publicBaseUrl: string,
  quotaLeft?: number | null,
): Promise<StartedSending> {
  const audience = await audienceOf(tx, locked.unitId, locked.target, locked.segmentId);
  const today = bangkokDay(now);
  const keySeed = `${locked.id}:${now.getTime()}:`;
  const { rows } = await tx.execute<{ id: number; size: number }>(sql`
    with picked as (
      select ${citizen.lineUserId} as line_user_id, row_number() over (order by ${citizen.id}) as n
      from ${citizen} where ${recipientCondition(audience, today)}
    ), numbered as (
      select line_user_id, n, (n - 1) / ${sql.raw(String(BROADCAST_BATCH_SIZE))} as seq from picked
    )
    insert into ${broadcastBatch} (broadcast_id, seq, recipients, size, retry_key)
    select ${locked.id}, seq, array_agg(line_user_id order by n), count(*), md5(${keySeed} || seq::text)::uuid
    from numbered group by seq
    returning id, size`);
  const recipients = rows.reduce((sum, row) => sum + Number(row.size), 0);
  refuseUnsendable(recipients, quotaLeft);
  const { excluded } = await countAudience(tx, audience, now);
  await recordExclusions(tx, locked.id, audience, today);
  const messages = await attributeTrackingLinks(tx, locked, publicBaseUrl);

  await tx.execute(sql`
    update ${broadcast} set status = 'SENDING', started_at = ${now.toISOString()}, finished_at = null,
      messages = ${JSON.stringify(messages)}::jsonb,
      target_count = ${recipients}, excluded_count = ${excluded}, sent_count = 0, failed_count = 0,
      updated_at = now()
    where ${broadcast.id} = ${locked.id}`);
  await recordActivity(
    tx,
    actor,
    BROADCAST_ENTRY.sending(locked.title, locked.status, recipients, excluded),
  );
  return {
    batchIds: rows.map((row) => Number(row.id)).sort((a, b) => a - b),
    recipients,
    excluded,
  };
}
