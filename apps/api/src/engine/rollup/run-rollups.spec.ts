import { and, eq } from 'drizzle-orm';
import type { DeliveryInsight } from '../../areas/dashboard/line-delivery-insight';
import { broadcast, followingDaily, lineDeliveryDaily, rollupState } from '../../db/schema';
import { ROLLUP_CRON, ROLLUP_QUEUE } from '../../plugins/app/rollups';
import { bangkokDay } from '../../areas/segment/bangkok-day';
import { insertCitizenRows } from '../../areas/segment/testing/segment-fixtures';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { insertBroadcast, insertUnit } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { CLICK_ROLLUP } from './click-rollup';
import { FOLLOWER_PROFILE_ROLLUP, followerProfileAt } from './follower-profile-rollup';
import {
  FOLLOWER_COUNTS_WAIT_MS,
  LARGE_SEND_RECIPIENTS,
  ROLLUP_EVERY_MS,
  rollupsDueAtStart,
  runRollups,
  START_UP_ROLLUPS,
} from './run-rollups';
import { clickDailyOf, insertClicks, insertTrackingUrl } from './testing/click-fixtures';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase(
  'the rollup job',
  (ctx) => {
    const db = () => ctx.app.db;
    const rolledUpAt = async () => {
      const [state] = await db()
        .select({ at: rollupState.rolledUpAt })
        .from(rollupState)
        .where(eq(rollupState.name, CLICK_ROLLUP));
      return state?.at ?? null;
    };

    it('runs once at start-up, so a fresh start’s dashboard is not empty', async () => {
      let at = await rolledUpAt();
      for (let poll = 0; poll < 100 && at === null; poll++) {
        await sleep(100);
        at = await rolledUpAt();
      }

      expect(at).toBeInstanceOf(Date);
    }, 20_000);

    it('leaves the start-up run to the schedule when the rollups ran within its five minutes', async () => {
      const lastRun = new Date('2026-11-30T03:00:00.000Z');
      await db()
        .insert(rollupState)
        .values({ name: FOLLOWER_PROFILE_ROLLUP, rolledUpAt: lastRun })
        .onConflictDoUpdate({ target: rollupState.name, set: { rolledUpAt: lastRun } });
      await db().delete(rollupState).where(eq(rollupState.name, START_UP_ROLLUPS));
      const after = (ms: number) => new Date(lastRun.getTime() + ms);

      expect(await rollupsDueAtStart(db(), after(ROLLUP_EVERY_MS - 1))).toBe(false);
      expect(await rollupsDueAtStart(db(), after(ROLLUP_EVERY_MS))).toBe(true);
      // Another process starting at the same moment leaves them to the one that took them.
      expect(await rollupsDueAtStart(db(), after(ROLLUP_EVERY_MS))).toBe(false);
      await db().delete(rollupState).where(eq(rollupState.name, FOLLOWER_PROFILE_ROLLUP));
      expect(await rollupsDueAtStart(db(), after(2 * ROLLUP_EVERY_MS))).toBe(true);
    });

    it('is scheduled every five minutes, Bangkok time', async () => {
      const schedules = await ctx.app.queue.getSchedules();

      expect(schedules).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            name: ROLLUP_QUEUE,
            cron: ROLLUP_CRON,
            timezone: 'Asia/Bangkok',
          }),
        ]),
      );
    });

    it('adds up the clicks, today’s following and LINE’s deliveries as a queue job', async () => {
      const unitId = (await insertUnit(db())).id;
      const link = await insertTrackingUrl(db(), unitId);
      await insertClicks(db(), [
        { trackingUrlId: link, at: new Date().toISOString(), unique: true },
      ]);
      await insertCitizenRows(db(), unitId, [{}, {}]);
      const today = bangkokDay();
      fake.messaging.deliveryInsight = {
        [today.replaceAll('-', '')]: { status: 'ready', apiMulticast: 12, apiPush: 3 },
      };
      const before = Date.now();

      const id = (await ctx.app.queue.send(ROLLUP_QUEUE, {})) ?? '';
      let job = await ctx.app.queue.getJobById(ROLLUP_QUEUE, id);
      for (let poll = 0; poll < 100 && job?.state !== 'completed'; poll++) {
        await sleep(100);
        job = await ctx.app.queue.getJobById(ROLLUP_QUEUE, id);
      }

      expect(job?.state).toBe('completed');
      expect(await clickDailyOf(db(), [link])).toEqual([
        expect.objectContaining({ day: today, unitId, clicks: 1, uniqueClicks: 1 }),
      ]);
      expect(
        await db()
          .select({ following: followingDaily.following })
          .from(followingDaily)
          .where(and(eq(followingDaily.day, today), eq(followingDaily.unitId, unitId))),
      ).toEqual([{ following: 2 }]);
      expect(
        await db()
          .select({ delivered: lineDeliveryDaily.delivered })
          .from(lineDeliveryDaily)
          .where(eq(lineDeliveryDaily.day, today)),
      ).toEqual([{ delivered: 15 }]);
      expect((await rolledUpAt())?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }, 20_000);

    it('goes on with the clicks and the following when LINE is down, and stamps the run', async () => {
      const unitId = (await insertUnit(db())).id;
      const link = await insertTrackingUrl(db(), unitId);
      await insertClicks(db(), [{ trackingUrlId: link, at: '2025-03-02T01:00:00Z' }]);
      await insertCitizenRows(db(), unitId, [{}]);
      const down: DeliveryInsight = {
        deliveries: async () => {
          throw new Error('LINE is down');
        },
      };
      const now = new Date();

      const run = await runRollups(db(), down, now);

      expect(run.deliveries.failure).toBe('LINE is down');
      expect(run.following?.units).toBeGreaterThanOrEqual(1);
      expect(await clickDailyOf(db(), [link])).toEqual([
        expect.objectContaining({ day: '2025-03-02', clicks: 1 }),
      ]);
      expect((await rolledUpAt())?.getTime()).toBeGreaterThanOrEqual(now.getTime() - 1000);
    });

    it('leaves the followers’ counts while a national send goes on, for an hour at most', async () => {
      const unitId = (await insertUnit(db())).id;
      await insertCitizenRows(db(), unitId, [{}]);
      const up: DeliveryInsight = { deliveries: async () => ({ status: 'unready' }) };
      const counted = new Date();
      await runRollups(db(), up, counted);
      const sending = await insertBroadcast(db(), unitId, {
        status: 'SENDING',
        messages: [{ type: 'text', text: 'ประกาศ' }],
        targetCount: LARGE_SEND_RECIPIENTS,
      });
      const profileAt = () => followerProfileAt(db());
      const firstAt = await profileAt();

      const during = await runRollups(db(), up, new Date(counted.getTime() + 5 * 60_000));
      expect(during).toMatchObject({ following: null, followerProfile: null });
      expect(await profileAt()).toBe(firstAt);

      // Still sending an hour after their last count: they are counted all the same.
      const late = await runRollups(
        db(),
        up,
        new Date(Date.parse(firstAt ?? '') + FOLLOWER_COUNTS_WAIT_MS),
      );
      expect(late.followerProfile?.rows).toBeGreaterThanOrEqual(1);
      await db().update(broadcast).set({ status: 'SENT' }).where(eq(broadcast.id, sending.id));
    });
  },
  { env: () => fake.env },
);
