import { CLICK_ROLLUP_QUEUE, FRESH_CLICK_CRON } from '../../plugins/app/rollups';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { insertBroadcast, insertUnit } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { clicksRolledUpAt } from './click-rollup';
import { rollUpFreshClicks } from './fresh-click-rollup';
import {
  clickDailyOf,
  insertClicks,
  insertTrackingUrl,
  stampedClicksAt,
} from './testing/click-fixtures';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const MINUTE_MS = 60_000;

describeEachDatabase(
  'the click rollup of fresh broadcasts',
  (ctx) => {
    const db = () => ctx.app.db;

    it('is scheduled every minute, Bangkok time, beside the five-minute run', async () => {
      const schedules = await ctx.app.queue.getSchedules();

      expect(schedules).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            name: CLICK_ROLLUP_QUEUE,
            cron: FRESH_CLICK_CRON,
            timezone: 'Asia/Bangkok',
          }),
        ]),
      );
    });

    it('adds up the clicks only while a broadcast is in its first hour, and stamps when', async () => {
      await stampedClicksAt(db());
      const unitId = (await insertUnit(db())).id;
      const startedAt = new Date('2025-06-01T03:00:00Z');
      const sent = await insertBroadcast(db(), unitId, {
        status: 'SENT',
        messages: [{ type: 'text', text: 'ก' }],
        startedAt,
      });
      const link = await insertTrackingUrl(db(), unitId);
      await insertClicks(db(), [
        { trackingUrlId: link, at: '2025-06-01T03:05:00Z', broadcastId: sent.id, unique: true },
      ]);

      const late = await rollUpFreshClicks(db(), new Date(startedAt.getTime() + 61 * MINUTE_MS));

      expect(late).toBeNull();
      expect(await clickDailyOf(db(), [link])).toEqual([]);

      const before = Date.now();
      const fresh = await rollUpFreshClicks(db(), new Date(startedAt.getTime() + 10 * MINUTE_MS));

      expect(fresh).toMatchObject({ unsettled: false });
      expect(await clickDailyOf(db(), [link])).toEqual([
        expect.objectContaining({ day: '2025-06-01', broadcastId: sent.id, clicks: 1 }),
      ]);
      expect(Date.parse((await clicksRolledUpAt(db())) ?? '')).toBeGreaterThanOrEqual(
        before - 1000,
      );
    });

    it('adds up the clicks as a queue job soon after clicks are written, whatever their broadcast', async () => {
      const unitId = (await insertUnit(db())).id;
      const link = await insertTrackingUrl(db(), unitId);
      await insertClicks(db(), [{ trackingUrlId: link, at: '2025-02-01T03:00:00Z' }]);

      const id = (await ctx.app.queue.send(CLICK_ROLLUP_QUEUE, { afterClicks: true })) ?? '';
      let job = await ctx.app.queue.getJobById(CLICK_ROLLUP_QUEUE, id);
      for (let poll = 0; poll < 100 && job?.state !== 'completed'; poll++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        job = await ctx.app.queue.getJobById(CLICK_ROLLUP_QUEUE, id);
      }

      expect(job?.state).toBe('completed');
      expect(await clickDailyOf(db(), [link])).toEqual([
        expect.objectContaining({ day: '2025-02-01', clicks: 1 }),
      ]);
    }, 20_000);
  },
  { env: () => fake.env },
);
