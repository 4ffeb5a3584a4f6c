import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { broadcast } from '../../db/schema';
import { HttpError } from '../../http-errors';
import { recordActivity } from '../../areas/activity-log/record-activity';
import { BROADCAST_ENTRY } from '../../areas/broadcast/broadcast-activity';
import { systemActorOf } from './batch-completion';
import { lockBroadcast, startSending } from './start-sending';

/**
 * Starts broadcast `id` if it is SCHEDULED and due at `now`; answers the batches to send. One
 * that reaches nobody any more fails (logged), rather than waiting for ever. `publicBaseUrl`: where
 * its tracking links point (see `startSending`).
 */
export async function startIfDue(
  db: Database,
  id: number,
  now: Date,
  publicBaseUrl: string,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const locked = await lockBroadcast(tx, id);
    if (!locked || locked.status !== 'SCHEDULED') return [];
    if (locked.scheduledAt === null || locked.scheduledAt.getTime() > now.getTime()) return [];
    const actor = systemActorOf(locked.unitId);
    try {
      return (await startSending(tx, locked, actor, now, publicBaseUrl)).batchIds;
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
      await tx.execute(sql`
        update ${broadcast} set status = 'FAILED', started_at = ${now.toISOString()},
          finished_at = ${now.toISOString()}, target_count = 0, updated_at = now()
        where ${broadcast.id} = ${id}`);
      await recordActivity(tx, actor, BROADCAST_ENTRY.finished(locked.title, 'FAILED', 0, 0));
      return [];
    }
  });
}

/** Scheduled broadcasts due at `now` (the sweep starts those whose job was lost). */
export async function dueBroadcasts(db: Database, now: Date): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select id from ${broadcast} where ${broadcast.status} = 'SCHEDULED'
      and ${broadcast.scheduledAt} <= ${now.toISOString()} order by ${broadcast.scheduledAt} limit 100`);
  return rows.map((row) => Number(row.id));
}
