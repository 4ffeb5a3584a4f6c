import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../activity-log/record-activity';
import type { Database } from '../../../db/database';
import { broadcastBatch, citizen } from '../../../db/schema';
import { lockBroadcast, startSending } from '../../../engine/sending/start-sending';
import { insertBroadcast } from '../../../test/staff-fixtures';

/** The system as the actor of a send started by a fixture. */
const SYSTEM: Actor = { userId: null, role: null, unitId: null, ip: null };

/**
 * A broadcast of unit `unitId` to every follower of the unit, started at `now` by the sending's
 * own snapshot (its batches, its exclusions); answers its id.
 */
export async function startedBroadcast(
  db: Database,
  unitId: number,
  title: string,
  now: Date,
): Promise<number> {
  const { id } = await insertBroadcast(db, unitId, {
    title,
    status: 'SCHEDULED',
    messages: [{ type: 'text', text: title }],
  });
  await db.transaction(async (tx) => {
    const locked = await lockBroadcast(tx, id);
    if (!locked) throw new Error(`broadcast ${id} vanished`);
    await startSending(tx, locked, SYSTEM, now, 'http://localhost');
  });
  return id;
}

/** Sets the state of every batch of broadcast `broadcastId` (SENT: at `sentAt`). */
export async function settleBatches(
  db: Database,
  broadcastId: number,
  state: 'SENT' | 'FAILED' | 'CANCELLED',
  sentAt: Date | null = null,
): Promise<void> {
  await db
    .update(broadcastBatch)
    .set({ state, sentAt })
    .where(sql`${broadcastBatch.broadcastId} = ${broadcastId}`);
}

/**
 * A batch of broadcast `broadcastId` carrying `recipients` (LINE userIds of the registry's
 * citizens), in `state`.
 */
export async function insertBatch(
  db: Database,
  broadcastId: number,
  recipients: string[],
  state: 'PENDING' | 'SENT' | 'FAILED',
): Promise<void> {
  const { rows } = await db.execute<{ first: number; last: number }>(sql`
    select min(${citizen.id})::bigint as first, max(${citizen.id})::bigint as last from ${citizen}
    where ${citizen.lineUserId} = any(${sql.param(recipients)}::text[])`);
  await db.insert(broadcastBatch).values({
    broadcastId,
    seq: 0,
    recipients,
    size: recipients.length,
    state,
    retryKey: randomUUID(),
    firstCitizenId: Number(rows[0]?.first),
    lastCitizenId: Number(rows[0]?.last),
  });
}
