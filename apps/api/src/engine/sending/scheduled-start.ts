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
 * that reaches nobody any more, or more than `quotaLeft` (what is left of the month's quota,
 * when known), fails with that reason on its detail (logged) rather than waiting for ever or
 * running into LINE's monthly limit. `publicBaseUrl`: where its tracking links point (see
 * `startSending`).
 */
export async function startIfDue(
  db: Database,
  id: number,
  now: Date,
  publicBaseUrl: string,
  quotaLeft?: number | null,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const locked = await lockBroadcast(tx, id);
    if (!locked || locked.status !== 'SCHEDULED') return [];
    if (locked.scheduledAt === null || locked.scheduledAt.getTime() > now.getTime()) return [];
    const actor = systemActorOf(locked.unitId);
    try {
      // A savepoint: a refusal after the snapshot leaves none of its batches behind.
      const started = await tx.transaction((inner) =>
        startSending(inner, locked, actor, now, publicBaseUrl, quotaLeft),
      );
      return started.batchIds;
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
      const reason = error.errors?.[0]?.message ?? error.message;
      await tx.execute(sql`
        update ${broadcast} set status = 'FAILED', started_at = ${now.toISOString()},
          finished_at = ${now.toISOString()}, target_count = 0, halt_reason = ${reason},
          updated_at = now()
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
