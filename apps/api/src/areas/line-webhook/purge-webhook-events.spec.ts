import { lineWebhookEvent } from '../../db/schema';
import { describeEachDatabase } from '../../test/test-app';
import { purgeHandledWebhookEvents } from './purge-webhook-events';

const NOW = new Date(Date.UTC(2025, 5, 10, 3, 0, 0));
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

describeEachDatabase('purging handled LINE webhook events', (ctx) => {
  it('forgets the events handled more than 7 days ago and keeps the others', async () => {
    const db = ctx.database.db;
    await db.insert(lineWebhookEvent).values([
      { webhookEventId: 'PURGE-EIGHT-DAYS', receivedAt: daysBefore(8) },
      { webhookEventId: 'PURGE-JUST-OVER-A-WEEK', receivedAt: daysBefore(7.01) },
      { webhookEventId: 'KEEP-JUST-UNDER-A-WEEK', receivedAt: daysBefore(6.99) },
      { webhookEventId: 'KEEP-TODAY', receivedAt: daysBefore(0) },
    ]);

    const purged = await purgeHandledWebhookEvents(db, NOW);

    expect(purged).toBe(2);
    const kept = await db.select({ id: lineWebhookEvent.webhookEventId }).from(lineWebhookEvent);
    expect(kept.map((row) => row.id).sort()).toEqual(['KEEP-JUST-UNDER-A-WEEK', 'KEEP-TODAY']);
    expect(await purgeHandledWebhookEvents(db, NOW)).toBe(0);
  });
});
