import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { broadcast, broadcastBatch } from '../../db/schema';
import { QUEUE_SCHEMA } from '../jobs/queue';
import { SENDING_QUEUES } from './sending-queues';

export interface StrandedAfter {
  /** A PENDING batch untouched this long lost its job (a process died holding it). */
  pendingMs: number;
  /** A SENDING batch whose claim was not renewed this long lost its process. */
  leaseMs: number;
}

/**
 * Batches of sending broadcasts that nobody is sending: PENDING, untouched for `after.pendingMs`
 * and with no job waiting for them in the queue (theirs was lost: a process died between
 * fetching it and claiming the batch, or it was put back while the send window was closed), or
 * SENDING with a lease older than `after.leaseMs` (their process stopped). A broadcast waiting for
 * the send window at `now` is left alone until it opens.
 *
 * A queued batch may wait its turn far longer than `pendingMs`: a national send's 20,000 batches
 * take 100 seconds at LINE's 200 calls a second. Its waiting job is what tells it apart from a lost
 * one, so the sweep writes nothing: touching thousands of queued batches locked them against the
 * claims (docs/benchmarks.md, production-send).
 * Until their jobs are queued, after the commit of the transaction that wrote them, nothing tells
 * them apart: the batches of a broadcast whose batches were written less than `pendingMs` ago are
 * left alone (a national snapshot's batches carry its transaction's start, 24 s before its
 * commit; the sweep queued half of them twice).
 */
export async function strandedBatches(
  db: Database,
  after: StrandedAfter,
  now: Date = new Date(),
): Promise<number[]> {
  const sending = sql`
    from ${broadcastBatch} b join ${broadcast} br on br.id = b.broadcast_id
    where br.status = 'SENDING'
      and (br.waiting_for_window_until is null or br.waiting_for_window_until <= ${now.toISOString()})`;
  const pendingBefore = sql`now() - make_interval(secs => ${after.pendingMs / 1000})`;
  // The queued batches' jobs are taken away with EXCEPT, which PostgreSQL can only run by hashing
  // or sorting both sides: written as NOT EXISTS, with the job table's statistics a little stale
  // (it fills by 20,000 jobs in a second) the anti-join was planned as a nested loop, and each
  // sweep compared every queued batch with every waiting job, seconds of CPU every 5 s.
  const { rows } = await db.execute<{ id: number }>(sql`
    select id from (
      (select b.id ${sending}
        and b.state = 'PENDING' and b.updated_at < ${pendingBefore}
        and (br.batches_written_at is null or br.batches_written_at < ${pendingBefore})
      except
      select (j.data ->> 'batchId')::bigint from ${sql.identifier(QUEUE_SCHEMA)}.job j
      where j.name = ${SENDING_QUEUES.batch} and j.state < 'active')
      union all
      select b.id ${sending}
        and b.state = 'SENDING' and b.updated_at < now() - make_interval(secs => ${after.leaseMs / 1000})
    ) stale
    order by id limit 10000`);
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
