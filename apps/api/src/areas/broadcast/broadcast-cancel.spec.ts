import { API_PATHS, BROADCAST_BATCH_SIZE, type BroadcastRecord } from '@hbc/contracts';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { broadcastBatch } from '../../db/schema';
import { insertCitizenRows } from '../segment/testing/segment-fixtures';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { signInTestEnv } from '../../test/sign-in';
import { unitIdOf } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { tokenCall } from '../../test/token-call';
import { signInEachRole } from '../users/testing/user-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

/** Batches of the broadcast: far more than can go, one a second, before the cancel however slow the machine. */
const BATCHES = 10;

/** The states of broadcast `id`'s batches, counted, once none is waiting or under way. */
async function endedBatchStates(db: Database, id: number): Promise<Record<string, number>> {
  for (;;) {
    const rows = await db
      .select({ state: broadcastBatch.state, n: count() })
      .from(broadcastBatch)
      .where(eq(broadcastBatch.broadcastId, id))
      .groupBy(broadcastBatch.state);
    const states = Object.fromEntries(rows.map((row) => [row.state, row.n]));
    if (!states['PENDING'] && !states['SENDING']) return states;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeEachDatabase(
  'cancelling a broadcast while it sends',
  (ctx) => {
    it('sends no batch after the cancel, and keeps what went before', async () => {
      const call = tokenCall(ctx.app);
      const tokens = await signInEachRole(ctx.app, fake);
      await insertCitizenRows(
        ctx.app.db,
        await unitIdOf(ctx.app.db),
        Array.from({ length: BATCHES * BROADCAST_BATCH_SIZE }, () => ({})),
      );
      fake.messaging.reset();
      const created = await call('POST', API_PATHS.broadcast, tokens['admin-lv3'], {
        title: 'ยกเลิกกลางทาง',
        messages: [{ type: 'text', text: 'ทดสอบ' }],
        target: 'UNIT',
      });
      const { id } = (created.json() as { data: BroadcastRecord }).data;
      await call('POST', API_PATHS.broadcastSend(id), tokens['admin-lv3'], {});
      // One multicast a second: the first batch goes, the others wait for their turn.
      const deadline = Date.now() + 10_000;
      while (fake.messaging.deliveries.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const cancelled = await call('POST', API_PATHS.broadcastCancel(id), tokens['admin-lv3']);
      const deliveredAtCancel = fake.messaging.deliveries.length;
      expect((cancelled.json() as { data: BroadcastRecord }).data.status).toBe('CANCELLED');

      // Every batch has ended, sent or cancelled: none can be taken again, so whatever LINE has
      // now is all it will ever get.
      const states = await endedBatchStates(ctx.app.db, id);
      const sent = fake.messaging.deliveries.length;
      // Only calls that began before the cancel committed may still land: two at most, turns
      // falling a moment apart across a second's edge.
      expect(sent).toBeLessThanOrEqual(deliveredAtCancel + 2);
      expect(states).toEqual({ SENT: sent, CANCELLED: BATCHES - sent });
      const record = (
        (await call('GET', API_PATHS.broadcastById(id), tokens['admin-lv3'])).json() as {
          data: BroadcastRecord;
        }
      ).data;
      expect(record).toMatchObject({
        status: 'CANCELLED',
        sentCount: sent * BROADCAST_BATCH_SIZE,
        cancelledAt: expect.any(String),
        cancelledByName: expect.any(String),
      });
    }, 60_000);
  },
  { env: () => signInTestEnv(fake, { LINE_MULTICAST_PER_SECOND: '1' }) },
);
