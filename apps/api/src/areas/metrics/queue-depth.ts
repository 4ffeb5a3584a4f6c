import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { broadcast, broadcastBatch } from '../../db/schema';

/** Batches of broadcasts being sent that wait for a process (pending) or are in one's hands. */
export type QueueState = 'pending' | 'sending';

export type BatchQueueDepth = Record<QueueState, { batches: number; recipients: number }>;

/**
 * How many batches (and recipients) of the broadcasts being sent are still to send, by state.
 * Read through the sending broadcasts (a partial index) and the batches' (broadcast, state) index:
 * its cost follows the sends in progress, never the millions of batches already sent.
 */
export async function batchQueueDepth(db: Database): Promise<BatchQueueDepth> {
  const { rows } = await db.execute<{ state: string; batches: number; recipients: number }>(sql`
    select b.state, count(*)::int as batches, coalesce(sum(b.size), 0)::float8 as recipients
    from ${broadcast} br join ${broadcastBatch} b on b.broadcast_id = br.id
    where br.status = 'SENDING' and b.state in ('PENDING', 'SENDING')
    group by b.state`);
  const depth: BatchQueueDepth = {
    pending: { batches: 0, recipients: 0 },
    sending: { batches: 0, recipients: 0 },
  };
  for (const row of rows) {
    const state: QueueState = row.state === 'PENDING' ? 'pending' : 'sending';
    depth[state] = { batches: Number(row.batches), recipients: Number(row.recipients) };
  }
  return depth;
}
