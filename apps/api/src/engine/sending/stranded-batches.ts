import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { broadcast, broadcastBatch } from '../../db/schema';

export interface StrandedAfter {
  /** A PENDING batch untouched this long lost its job (a process died holding it). */
  pendingMs: number;
  /** A SENDING batch whose claim was not renewed this long lost its process. */
  leaseMs: number;
}

/**
 * Batches of sending broadcasts that nobody is sending: PENDING and untouched for
 * `after.pendingMs` (their job lost, or put back while the send window was closed), or SENDING
 * with a lease older than `after.leaseMs` (their process stopped). A broadcast waiting for the
 * send window at `now` is left alone until it opens. The PENDING ones are touched, so that the
 * next sweep does not queue them again while their new job waits its turn.
 */
export async function strandedBatches(
  db: Database,
  after: StrandedAfter,
  now: Date = new Date(),
): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    with stale as (
      select b.id, b.state from ${broadcastBatch} b join ${broadcast} br on br.id = b.broadcast_id
      where br.status = 'SENDING'
        and (br.waiting_for_window_until is null or br.waiting_for_window_until <= ${now.toISOString()})
        and (
        (b.state = 'PENDING' and b.updated_at < now() - make_interval(secs => ${after.pendingMs / 1000}))
        or (b.state = 'SENDING' and b.updated_at < now() - make_interval(secs => ${after.leaseMs / 1000})))
      order by b.id limit 10000
    ), touched as (
      update ${broadcastBatch} set updated_at = now()
      where id in (select id from stale where state = 'PENDING') and state = 'PENDING'
    )
    select id from stale order by id`);
  return rows.map((row) => Number(row.id));
}

/**
 * Batches left SENDING by a process that stopped while their broadcast was cancelled: nobody
 * will end them, so they are ended CANCELLED here. Answers how many.
 */
export async function endAbandonedBatches(db: Database, leaseMs: number): Promise<number> {
  const { rows } = await db.execute(sql`
    update ${broadcastBatch} b set state = 'CANCELLED', updated_at = now() from ${broadcast} br
    where br.id = b.broadcast_id and br.status = 'CANCELLED' and b.state in ('PENDING', 'SENDING')
      and br.finished_at > now() - interval '1 day'
      and b.updated_at < now() - make_interval(secs => ${leaseMs / 1000})
    returning b.id`);
  return rows.length;
}
