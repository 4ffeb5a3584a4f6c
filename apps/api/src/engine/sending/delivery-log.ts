import { maskLineUserId, type BroadcastDelivery, type DeliveryStatus } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { broadcastBatch } from '../../db/schema';

/** Which of a broadcast's recipients to read: by delivery status, in batch order, a window. */
export interface DeliveryWindow {
  status?: DeliveryStatus;
  descending?: boolean;
  offset: number;
  limit: number;
}

/** One recipient as read: its place in the order (0-based), its batch's state and its LINE id. */
export interface DeliveryRow extends BroadcastDelivery {
  position: number;
}

function deliveryCondition(broadcastId: number, status: DeliveryStatus | undefined) {
  return sql`${broadcastBatch.broadcastId} = ${broadcastId}${
    status === undefined ? sql`` : sql` and ${broadcastBatch.state} = ${status}`
  }`;
}

/**
 * A window of a broadcast's recipients, batch by batch in order (each recipient's status is its
 * batch's: one multicast delivers all of a batch or none), LINE userIds masked. Whole batches
 * before the window are skipped by their sizes, so a deep window reads only the batches it shows.
 */
export async function readDeliveries(
  db: Database,
  broadcastId: number,
  window: DeliveryWindow,
): Promise<DeliveryRow[]> {
  const where = deliveryCondition(broadcastId, window.status);
  const { offset, limit } = window;
  const order = window.descending ? sql`desc` : sql`asc`;
  const { rows } = await db.execute<{
    seq: number;
    state: BroadcastDelivery['status'];
    reason: string | null;
    sentAt: string | null;
    lineUserId: string;
    position: number;
  }>(sql`
    with batches as (
      select seq, state, last_error, sent_at, recipients, size,
        coalesce(sum(size) over (order by seq ${order}
          rows between unbounded preceding and 1 preceding), 0) as before
      from ${broadcastBatch} where ${where}
    ), shown as (
      select * from batches where before < ${offset + limit}
        and before + size > ${offset}
    )
    select s.seq, s.state, s.last_error as reason, s.sent_at::text as "sentAt", r.line_user_id as "lineUserId",
      s.before + r.k - 1 as position
    from shown s cross join lateral unnest(s.recipients) with ordinality as r(line_user_id, k)
    where s.before + r.k - 1 >= ${offset} and s.before + r.k - 1 < ${offset + limit}
    order by s.seq ${order}, r.k`);
  return rows.map((row) => ({
    lineUserIdMasked: maskLineUserId(row.lineUserId),
    status: row.state,
    reason: row.reason,
    sentAt: row.sentAt === null ? null : new Date(row.sentAt).toISOString(),
    batch: Number(row.seq) + 1,
    position: Number(row.position),
  }));
}

/** How many recipients a broadcast has (of a delivery status). */
export async function countDeliveries(
  db: Database,
  broadcastId: number,
  status?: DeliveryStatus,
): Promise<number> {
  const { rows } = await db.execute<{ total: number }>(sql`
    select coalesce(sum(size), 0)::integer as total from ${broadcastBatch}
    where ${deliveryCondition(broadcastId, status)}`);
  return Number(rows[0]?.total ?? 0);
}
