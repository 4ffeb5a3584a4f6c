import { API_PATHS, type BroadcastRecord } from '@hbc/contracts';
import { insertCitizenRows } from '../../../segment/testing/segment-fixtures';
import { startFakePlatforms, type FakePlatforms } from '../../../test/fake-platforms';
import { signInTestEnv } from '../../../test/sign-in';
import { unitIdOf } from '../../../test/staff-fixtures';
import { describeEachDatabase } from '../../../test/test-app';
import { tokenCall } from '../../../test/token-call';
import { signInEachRole } from '../../../users/testing/user-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

describeEachDatabase(
  'cancelling a broadcast while it sends',
  (ctx) => {
    it('sends no batch after the cancel, and keeps what went before', async () => {
      const call = tokenCall(ctx.app);
      const tokens = await signInEachRole(ctx.app, fake);
      await insertCitizenRows(
        ctx.app.db,
        await unitIdOf(ctx.app.db),
        Array.from({ length: 2000 }, () => ({})),
      );
      fake.messaging.reset();
      const created = await call('POST', API_PATHS.broadcast, tokens['admin-lv3'], {
        title: 'ยกเลิกกลางทาง',
        messages: [{ type: 'text', text: 'ทดสอบ' }],
        target: 'UNIT',
      });
      const { id } = (created.json() as { data: BroadcastRecord }).data;
      await call('POST', API_PATHS.broadcastSend(id), tokens['admin-lv3'], {});
      // One multicast a second: the first batch goes, the other three wait for their turn.
      const deadline = Date.now() + 10_000;
      while (fake.messaging.deliveries.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const cancelled = await call('POST', API_PATHS.broadcastCancel(id), tokens['admin-lv3']);
      expect((cancelled.json() as { data: BroadcastRecord }).data.status).toBe('CANCELLED');
      // A call that began before the cancel committed (two turns can fall a moment apart across
      // a second's edge) may still land; within a second nothing more goes, ever.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const sentBefore = fake.messaging.deliveries.length;
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(fake.messaging.deliveries.length).toBe(sentBefore);
      expect(sentBefore).toBeLessThan(4);
      const record = (
        (await call('GET', API_PATHS.broadcastById(id), tokens['admin-lv3'])).json() as {
          data: BroadcastRecord;
        }
      ).data;
      expect(record).toMatchObject({ status: 'CANCELLED', sentCount: sentBefore * 500 });
    }, 60_000);
  },
  { env: () => signInTestEnv(fake, { LINE_MULTICAST_PER_SECOND: '1' }) },
);
