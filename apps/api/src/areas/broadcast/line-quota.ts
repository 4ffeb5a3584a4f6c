import { broadcastQuotaOf, type BroadcastQuota } from '@hbc/contracts';
import type { FastifyBaseLogger } from 'fastify';
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
