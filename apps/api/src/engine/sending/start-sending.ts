import {
  BROADCAST_BATCH_SIZE,
  BROADCAST_MESSAGES,
  NO_SEND_POLICY,
  quotaExceededText,
  quotaShortfall,
  windowStateAt,
  type BroadcastStatus,
  type FrequencyCap,
} from '@hbc/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { recordActivity, type Actor } from '../../areas/activity-log/record-activity';
import type { Database } from '../../db/database';
import { broadcast, broadcastBatch, broadcastCapped, citizen } from '../../db/schema';
import { conflict } from '../../http-errors';
import { bangkokDay } from '../../areas/segment/bangkok-day';
import { attributeTrackingLinks } from '../../areas/tracking-redirect/broadcast-attribution';
import { BROADCAST_ENTRY } from '../../areas/broadcast/broadcast-activity';
import { recordExclusions } from '../../areas/citizen-deliveries/record-exclusions';
import { readSendPolicy } from '../../areas/send-policy/send-policy-store';
import { capTerms, lockCapSnapshots } from './citizen-receipts';
import { audienceOf, recipientCondition } from './recipients';

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
  /** The batches to queue now: none while the send window is closed. */
  batchIds: number[];
  recipients: number;
  excluded: number;
  /** Held back by the frequency cap. */
  capped: number;
  /** The send window is closed: the batches wait until it opens. */
  waitingForWindowUntil: Date | null;
}

/** Citizens the cap held back, recorded together: a chunk's ids. */
const CAPPED_CHUNK = 1000;

/**
 * The `picked` recipients (and the CTEs before them) of a snapshot under `cap`: the citizens
 * matching `condition` who have not yet received the cap's count of broadcasts within its days.
 * Those held back are recorded for broadcast `id` in chunks of ids (the call centre's lookup).
 */
function cappedPicks(cap: FrequencyCap, id: number, now: Date, condition: SQL): SQL {
  const terms = capTerms(cap, now, id);
  return sql`${terms.unfolded}, candidates as (
      select ${citizen.id} as id, ${citizen.lineUserId} as line_user_id, ${terms.capped} as capped
      from ${citizen} ${terms.joins} where ${condition}
    ), held as (
      insert into ${broadcastCapped} (broadcast_id, citizen_ids)
      select ${id}, array_agg(id) from candidates where capped
      group by id / ${sql.raw(String(CAPPED_CHUNK))}
    ), picked as (
      select id as citizen_id, line_user_id, row_number() over (order by id) as n
      from candidates where not capped
    )`;
}

async function cappedCount(tx: Database, id: number): Promise<number> {
  const { rows } = await tx.execute<{ capped: number }>(sql`
    select coalesce(sum(cardinality(${broadcastCapped.citizenIds})), 0)::integer as capped
    from ${broadcastCapped} where ${broadcastCapped.broadcastId} = ${id}`);
  return Number(rows[0]?.capped ?? 0);
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
  // Urgent broadcasts (approved by a second person) ignore the window and the cap.
  const policy = locked.urgent ? NO_SEND_POLICY : await readSendPolicy(tx);
  const cap = policy.frequencyCap;
  if (cap) {
    await lockCapSnapshots(tx);
    await tx.execute(sql`
      delete from ${broadcastCapped} where ${broadcastCapped.broadcastId} = ${locked.id}`);
  }
  const { rows } = await tx.execute<{ id: number; size: number }>(sql`
    with ${
      cap
        ? cappedPicks(cap, locked.id, now, recipientCondition(audience, today))
        : sql`picked as (
      select ${citizen.id} as citizen_id, ${citizen.lineUserId} as line_user_id,
        row_number() over (order by ${citizen.id}) as n
      from ${citizen} where ${recipientCondition(audience, today)}
    )`
    }, numbered as (
      select citizen_id, line_user_id, n, (n - 1) / ${sql.raw(String(BROADCAST_BATCH_SIZE))} as seq
      from picked
    )
    insert into ${broadcastBatch}
      (broadcast_id, seq, recipients, size, retry_key, first_citizen_id, last_citizen_id)
    select ${locked.id}, seq, array_agg(line_user_id order by n), count(*),
      md5(${keySeed} || seq::text)::uuid, min(citizen_id), max(citizen_id)
    from numbered group by seq
    returning id, size`);
  const recipients = rows.reduce((sum, row) => sum + Number(row.size), 0);
  const capped = cap ? await cappedCount(tx, locked.id) : 0;
  if (recipients === 0 && capped > 0) {
    throw conflict([{ path: '', message: BROADCAST_MESSAGES.allCapped }]);
  }
  refuseUnsendable(recipients, quotaLeft);
  const waitUntil = windowStateAt(policy.sendWindow, now).opensAt;
  const excluded = await recordExclusions(tx, locked.id, audience, today);
  const messages = await attributeTrackingLinks(tx, locked, publicBaseUrl);

  await tx.execute(sql`
    update ${broadcast} set status = 'SENDING', started_at = ${now.toISOString()}, finished_at = null,
      batches_written_at = clock_timestamp(),
      messages = ${JSON.stringify(messages)}::jsonb,
      target_count = ${recipients}, excluded_count = ${excluded}, capped_count = ${capped},
      sent_count = 0, failed_count = 0, receipts_folded = false,
      waiting_for_window_until = ${waitUntil?.toISOString() ?? null}, updated_at = now()
    where ${broadcast.id} = ${locked.id}`);
  await recordActivity(
    tx,
    actor,
    BROADCAST_ENTRY.sending(locked.title, locked.status, recipients, excluded, capped),
  );
  return {
    // Outside the send window nothing is queued: the sweep queues the batches once it opens.
    batchIds: waitUntil ? [] : rows.map((row) => Number(row.id)).sort((a, b) => a - b),
    recipients,
    excluded,
    capped,
    waitingForWindowUntil: waitUntil,
  };
}
