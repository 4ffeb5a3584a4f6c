import { lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { lineWebhookEvent } from '../../db/schema';

/** LINE redelivers an event for a shorter time than this; later, its id guards nothing. */
export const HANDLED_WEBHOOK_EVENT_KEPT_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Forgets webhookEventIds handled more than a week before `now`; answers how many. */
export async function purgeHandledWebhookEvents(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - HANDLED_WEBHOOK_EVENT_KEPT_DAYS * DAY_MS);
  const purged = await db
    .delete(lineWebhookEvent)
    .where(lt(lineWebhookEvent.receivedAt, cutoff))
    .returning({ webhookEventId: lineWebhookEvent.webhookEventId });
  return purged.length;
}
