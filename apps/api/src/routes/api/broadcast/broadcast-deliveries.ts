import {
  maskLineUserId,
  type BroadcastDelivery,
  type BroadcastDeliveryListQuery,
  type ListAnswer,
} from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { broadcastBatch } from '../../../db/schema';

/**
 * One page of a broadcast's recipients, batch by batch in order (each recipient's status is its
 * batch's: one multicast delivers all of a batch or none). Whole batches before the page are
 * skipped by their sizes, so a deep page reads only the batches it shows.
 */
export async function listDeliveries(
  db: Database,
  broadcastId: number,
  query: BroadcastDeliveryListQuery,
): Promise<ListAnswer<BroadcastDelivery>> {
  const status = query.filters?.status;
  const where = sql`${broadcastBatch.broadcastId} = ${broadcastId}${
    status === undefined ? sql`` : sql` and ${broadcastBatch.state} = ${status}`
  }`;
  const offset = (query.page - 1) * query.pageSize;
  const descending = query.sort?.direction === 'desc';
  const order = descending ? sql`desc` : sql`asc`;
  const { rows } = await db.execute<{
    seq: number;
    state: BroadcastDelivery['status'];
    reason: string | null;
    sentAt: string | null;
    lineUserId: string;
  }>(sql`
    with batches as (
      select seq, state, last_error, sent_at, recipients,
        coalesce(sum(cardinality(recipients)) over (order by seq ${order}
          rows between unbounded preceding and 1 preceding), 0) as before
      from ${broadcastBatch} where ${where}
    ), shown as (
      select * from batches where before < ${offset + query.pageSize}
        and before + cardinality(recipients) > ${offset}
    )
    select s.seq, s.state, s.last_error as reason, s.sent_at::text as "sentAt", r.line_user_id as "lineUserId"
    from shown s cross join lateral unnest(s.recipients) with ordinality as r(line_user_id, k)
    where s.before + r.k - 1 >= ${offset} and s.before + r.k - 1 < ${offset + query.pageSize}
    order by s.seq ${order}, r.k`);
  const totalRows = await db.execute<{ total: number }>(sql`
    select coalesce(sum(cardinality(recipients)), 0)::integer as total from ${broadcastBatch} where ${where}`);
  return {
    message: 'SUCCESS',
    data: rows.map((row) => ({
      lineUserIdMasked: maskLineUserId(row.lineUserId),
      status: row.state,
      reason: row.reason,
      sentAt: row.sentAt === null ? null : new Date(row.sentAt).toISOString(),
      batch: Number(row.seq) + 1,
    })),
    total: Number(totalRows.rows[0]?.total ?? 0),
  };
}
