import type { BroadcastDelivery, BroadcastDeliveryListQuery } from '@hbc/contracts';
import { countDeliveries, readDeliveries } from '../../engine/sending/delivery-log';
import type { Database } from '../../db/database';

/** One page of a broadcast's recipients (`POST /api/broadcast/{id}/delivery/list`). */
export async function listDeliveries(
  db: Database,
  broadcastId: number,
  query: BroadcastDeliveryListQuery,
): Promise<{ data: BroadcastDelivery[]; total: number }> {
  const status = query.filters?.status;
  const [rows, total] = await Promise.all([
    readDeliveries(db, broadcastId, {
      ...(status === undefined ? {} : { status }),
      descending: query.sort?.direction === 'desc',
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    }),
    countDeliveries(db, broadcastId, status),
  ]);
  return { data: rows.map(({ position: _position, ...delivery }) => delivery), total };
}
