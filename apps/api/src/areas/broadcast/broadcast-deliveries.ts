import type { BroadcastDelivery, BroadcastDeliveryListQuery, ListAnswer } from '@hbc/contracts';
import { countDeliveries, readDeliveries } from '../../engine/sending/delivery-log';
import type { Database } from '../../db/database';

/** One page of a broadcast's recipients (`POST /api/broadcast/{id}/delivery/list`). */
export async function listDeliveries(
  db: Database,
  broadcastId: number,
  query: BroadcastDeliveryListQuery,
): Promise<ListAnswer<BroadcastDelivery>> {
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
  return {
    message: 'SUCCESS',
    data: rows.map(({ position: _position, ...delivery }) => delivery),
    total,
  };
}
