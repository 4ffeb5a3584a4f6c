import { broadcastQuotaOf, type BroadcastQuota } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { broadcast, broadcastBatch } from '../../db/schema';
import type { LineMessaging } from '../../engine/sending/line-messaging';

/** This month's quota from LINE; null (and a warning) when LINE cannot be asked. */
export async function lineQuota(
  line: Pick<LineMessaging, 'quota'>,
  log: FastifyBaseLogger,
): Promise<BroadcastQuota | null> {
  try {
    const { limit, used } = await line.quota();
    return broadcastQuotaOf(limit, used);
  } catch (error) {
    log.warn({ err: error }, 'LINE quota unavailable');
    return null;
  }
}

/**
 * Recipients of the batches not yet sent, of every broadcast but `exceptId`: messages LINE will
 * count. Only a sending broadcast has such batches: they are found from those (a partial index)
 * by their broadcast, never by reading every month's batches.
 */
async function inFlight(db: Database, exceptId: number): Promise<number> {
  const { rows } = await db.execute<{ recipients: string | number | null }>(sql`
    select sum(b.size) as recipients
    from ${broadcast} br join ${broadcastBatch} b on b.broadcast_id = br.id
    where br.status = 'SENDING' and br.id <> ${exceptId}
      and b.state in ('PENDING', 'SENDING')`);
  return Number(rows[0]?.recipients ?? 0);
}

/**
 * What a send of broadcast `id` may still use of the month's `quota` (as `lineQuota` read it):
 * LINE's remaining quota less the batches of other broadcasts not yet sent. Null when the month
 * has no limit; undefined when LINE could not be asked (the send then goes as before, and LINE
 * itself refuses what is over).
 */
export async function quotaLeftOf(
  db: Database,
  quota: BroadcastQuota | null,
  id: number,
): Promise<number | null | undefined> {
  if (!quota) return undefined;
  if (quota.remaining === null) return null;
  return Math.max(0, quota.remaining - (await inFlight(db, id)));
}

/** `quotaLeftOf` this month's quota, asked of LINE now. */
export async function quotaLeftForSend(
  db: Database,
  line: Pick<LineMessaging, 'quota'>,
  log: FastifyBaseLogger,
  id: number,
): Promise<number | null | undefined> {
  return quotaLeftOf(db, await lineQuota(line, log), id);
}
