import {
  API_PATHS,
  DASHBOARD_MESSAGES,
  type Dashboard,
  type DashboardAreaRow,
} from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { clickDaily, followingDaily, lineDeliveryDaily, rollupState } from '../../db/schema';
import { CLICK_ROLLUP } from '../../engine/rollup/click-rollup';
import { insertTrackingUrl } from '../../engine/rollup/testing/click-fixtures';
import { bangkokDay } from '../segment/bangkok-day';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { signInTestEnv } from '../../test/sign-in';
import { insertBroadcast, insertUnit } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { signedInRoles } from '../../test/signed-in-roles';
import { answered } from '../../test/token-call';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const text = (value: string) => ({ type: 'text', text: value });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Khon Kaen (region 7), Bangkok (region 13), Chiang Mai (region 1). */
const KHON_KAEN = 40;
const BANGKOK = 10;
const CHIANG_MAI = 50;

const zero = { following: 0, broadcastsSent: 0, messagesSent: 0, clicks: 0 };

describeEachDatabase(
  'the dashboard: GET /api/dashboard',
  (ctx) => {
    const { call, tokens } = signedInRoles(ctx, () => fake);
    const db = () => ctx.app.db;
    const ids = { khonKaen: 0, bangkok: 0, chiangMai: 0, vaccine: 0, diabetes: 0 };

    /**
     * Rollups whose true figures are known: March 2025 (Bangkok) with February and April around
     * it, the edges on the stroke of midnight in Bangkok (UTC+7).
     */
    async function seed() {
      ids.khonKaen = (await insertUnit(db(), { provinceId: KHON_KAEN, name: 'รพ.ขอนแก่นทดสอบ' })).id;
      ids.bangkok = (await insertUnit(db(), { provinceId: BANGKOK, name: 'รพ.กรุงเทพทดสอบ' })).id;
      ids.chiangMai = (await insertUnit(db(), { provinceId: CHIANG_MAI })).id;
      const sent = (over: Parameters<typeof insertBroadcast>[2]) => ({
        status: 'SENT' as const,
        ...over,
      });
      ids.vaccine = (
        await insertBroadcast(
          db(),
          ids.khonKaen,
          sent({
            title: 'ฉีดวัคซีน',
            messages: [text('ก'), text('ข')],
            startedAt: new Date('2025-03-01T00:00:00+07:00'),
            sentCount: 100,
            urgent: true,
            urgentReason: 'โรคระบาด',
          }),
        )
      ).id;
      ids.diabetes = (
        await insertBroadcast(
          db(),
          ids.bangkok,
          sent({
            title: 'ตรวจเบาหวาน',
            messages: [text('ค')],
            startedAt: new Date('2025-03-31T23:59:59+07:00'),
            sentCount: 40,
          }),
        )
      ).id;
      const february = await insertBroadcast(
        db(),
        ids.khonKaen,
        sent({
          title: 'กุมภาพันธ์',
          messages: [text('ก'), text('ข'), text('ค')],
          startedAt: new Date('2025-02-28T23:59:59+07:00'),
          sentCount: 10,
        }),
      );
      await insertBroadcast(db(), ids.chiangMai, { title: 'ร่าง' });
      const april = await insertBroadcast(
        db(),
        ids.chiangMai,
        sent({
          title: 'เมษายน',
          messages: [text('ก')],
          startedAt: new Date('2025-04-01T00:00:00+07:00'),
          sentCount: 500,
        }),
      );

      await db()
        .insert(followingDaily)
        .values([
          { day: '2025-02-28', unitId: ids.khonKaen, following: 90 },
          { day: '2025-02-28', unitId: ids.bangkok, following: 40 },
          { day: '2025-03-01', unitId: ids.khonKaen, following: 100 },
          { day: '2025-03-01', unitId: ids.bangkok, following: 50 },
          { day: '2025-03-02', unitId: ids.khonKaen, following: 110 },
          { day: '2025-03-02', unitId: ids.bangkok, following: 55 },
          { day: '2025-03-02', unitId: ids.chiangMai, following: 20 },
        ]);

      const khonKaenLink = await insertTrackingUrl(db(), ids.khonKaen);
      const bangkokLink = await insertTrackingUrl(db(), ids.bangkok);
      const clicks = (
        day: string,
        trackingUrlId: number,
        broadcastId: number,
        unitId: number,
        n: number,
        unique: number,
      ) => ({ day, trackingUrlId, broadcastId, unitId, clicks: n, uniqueClicks: unique });
      await db()
        .insert(clickDaily)
        .values([
          clicks('2025-02-28', khonKaenLink, february.id, ids.khonKaen, 5, 4),
          clicks('2025-03-01', khonKaenLink, ids.vaccine, ids.khonKaen, 30, 20),
          clicks('2025-03-02', khonKaenLink, ids.vaccine, ids.khonKaen, 10, 5),
          clicks('2025-03-02', bangkokLink, ids.diabetes, ids.bangkok, 12, 12),
          clicks('2025-03-31', bangkokLink, 0, ids.bangkok, 3, 1),
          clicks('2025-04-01', bangkokLink, april.id, ids.bangkok, 100, 100),
        ]);

      await db()
        .insert(lineDeliveryDaily)
        .values([
          { day: '2025-02-28', delivered: 7 },
          { day: '2025-03-01', delivered: 200 },
          { day: '2025-03-31', delivered: 40 },
          { day: '2025-04-01', delivered: 1000 },
        ]);
    }

    /** When the rollups last ran, as stored (the start-up run stamps it first). */
    async function storedRolledUpAt(): Promise<string | null> {
      for (let poll = 0; poll < 100; poll++) {
        const [state] = await db()
          .select({ at: rollupState.rolledUpAt })
          .from(rollupState)
          .where(eq(rollupState.name, CLICK_ROLLUP));
        if (state?.at) return state.at.toISOString();
        await sleep(100);
      }
      return null;
    }

    const dashboardOf = async (query: string, token = tokens['super-admin']) => {
      const response = await call('GET', `${API_PATHS.dashboard}${query}`, token);
      if (response.statusCode !== 200) throw new Error(`dashboard: ${response.body}`);
      return (response.json() as { data: Dashboard }).data;
    };
    const rowOf = (rows: DashboardAreaRow[], id: number) => rows.find((row) => row.id === id);

    beforeAll(async () => {
      await seed();
    }, 60_000);
    beforeEach(() => {
      fake.messaging.reset();
      fake.messaging.quota = { limit: 1000, used: 300 };
    });

    it('answers the month’s figures from the rollups', async () => {
      const rolledUpAt = await storedRolledUpAt();
      const [march] = await db()
        .select({ readAt: lineDeliveryDaily.readAt })
        .from(lineDeliveryDaily)
        .where(eq(lineDeliveryDaily.day, '2025-03-31'));

      const dashboard = await dashboardOf('?month=2025-03');

      expect(dashboard).toMatchObject({
        month: '2025-03',
        following: 185,
        followingTrend: [
          { day: '2025-03-01', following: 150 },
          { day: '2025-03-02', following: 185 },
        ],
        broadcastsSent: 2,
        urgentBroadcastsSent: 1,
        messagesSent: 240,
        messagesDelivered: 240,
        quota: { limit: 1000, used: 300, remaining: 700 },
        clicks: 55,
        uniqueClicks: 38,
        clickThroughRate: 38 / 140,
        topBroadcasts: [
          {
            broadcastId: ids.vaccine,
            title: 'ฉีดวัคซีน',
            unitName: 'รพ.ขอนแก่นทดสอบ',
            sent: 100,
            clicks: 40,
            uniqueClicks: 25,
            clickThroughRate: 0.25,
          },
          {
            broadcastId: ids.diabetes,
            title: 'ตรวจเบาหวาน',
            unitName: 'รพ.กรุงเทพทดสอบ',
            sent: 40,
            clicks: 12,
            uniqueClicks: 12,
            clickThroughRate: 0.3,
          },
        ],
        rolledUpAt,
        deliveriesReadAt: march?.readAt.toISOString(),
      });
      expect(rolledUpAt).not.toBeNull();
    });

    it('breaks every health region and province down, from each unit’s province', async () => {
      const dashboard = await dashboardOf('?month=2025-03');

      expect(dashboard.byRegion.map((row) => row.id)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
      ]);
      expect(rowOf(dashboard.byRegion, 7)).toEqual({
        id: 7,
        name: 'เขตสุขภาพที่ 7',
        following: 110,
        broadcastsSent: 1,
        messagesSent: 200,
        clicks: 40,
      });
      expect(rowOf(dashboard.byRegion, 13)).toMatchObject({
        following: 55,
        broadcastsSent: 1,
        messagesSent: 40,
        clicks: 15,
      });
      expect(rowOf(dashboard.byRegion, 1)).toMatchObject({ ...zero, following: 20 });
      expect(rowOf(dashboard.byRegion, 2)).toMatchObject(zero);

      expect(dashboard.byProvince).toHaveLength(77);
      expect(rowOf(dashboard.byProvince, KHON_KAEN)).toEqual({
        id: KHON_KAEN,
        name: 'ขอนแก่น',
        following: 110,
        broadcastsSent: 1,
        messagesSent: 200,
        clicks: 40,
      });
      expect(rowOf(dashboard.byProvince, BANGKOK)).toMatchObject({ following: 55, clicks: 15 });
      expect(rowOf(dashboard.byProvince, 44)).toMatchObject(zero);
    });

    it('breaks down only the provinces of the region asked for', async () => {
      const dashboard = await dashboardOf('?month=2025-03&regionId=7');

      expect(dashboard.byProvince.map((row) => row.id)).toEqual([40, 44, 45, 46]);
      expect(rowOf(dashboard.byProvince, KHON_KAEN)).toMatchObject({ following: 110, clicks: 40 });
      expect(dashboard.byRegion).toHaveLength(13);
    });

    it('answers the month asked for, its edges on Bangkok’s midnight', async () => {
      const february = await dashboardOf('?month=2025-02');

      expect(february).toMatchObject({
        month: '2025-02',
        following: 185,
        followingTrend: [{ day: '2025-02-28', following: 130 }],
        broadcastsSent: 1,
        messagesSent: 30,
        messagesDelivered: 7,
        clicks: 5,
        uniqueClicks: 4,
        clickThroughRate: 0.4,
      });
      expect(february.topBroadcasts).toEqual([
        expect.objectContaining({ title: 'กุมภาพันธ์', clicks: 5, clickThroughRate: 0.4 }),
      ]);
      const april = await dashboardOf('?month=2025-04');
      expect(april).toMatchObject({
        broadcastsSent: 1,
        messagesSent: 500,
        messagesDelivered: 1000,
        clicks: 100,
        followingTrend: [],
      });
    });

    it('answers this month (Bangkok) without a month, and zeros for a month with nothing', async () => {
      const now = await dashboardOf('');
      expect(now.month).toBe(bangkokDay().slice(0, 7));

      const empty = await dashboardOf('?month=2024-01');
      expect(empty).toMatchObject({
        following: 185,
        followingTrend: [],
        broadcastsSent: 0,
        messagesSent: 0,
        messagesDelivered: 0,
        clicks: 0,
        uniqueClicks: 0,
        clickThroughRate: 0,
        topBroadcasts: [],
        // LINE has counted no day of the month: said so, not a bare 0.
        deliveriesReadAt: null,
      });
    });

    it('answers a quota without a limit, and none when LINE cannot tell it', async () => {
      fake.messaging.quota = { limit: null, used: 12 };
      expect((await dashboardOf('?month=2025-03')).quota).toEqual({
        limit: null,
        used: 12,
        remaining: null,
      });

      await fake.close();
      try {
        const dashboard = await dashboardOf('?month=2025-03');
        expect(dashboard).toMatchObject({ quota: null, clicks: 55 });
      } finally {
        fake = await startFakePlatforms();
      }
    });

    it.each(['2025-13', '2025-3', '25-03', '2025-03-01', '0000-01', ''])(
      'refuses the month %j with a 400 in Thai',
      async (month) => {
        const response = await call(
          'GET',
          `${API_PATHS.dashboard}?month=${encodeURIComponent(month)}`,
          tokens['super-admin'],
        );

        expect(answered(response)).toEqual({
          status: 400,
          body: {
            message: 'VALIDATION_ERROR',
            errors: [{ path: 'querystring/month', message: DASHBOARD_MESSAGES.badMonth }],
          },
        });
      },
    );

    it('is Super Admin’s only: LV1, LV2 and LV3 get 403', async () => {
      for (const role of ['admin-lv1', 'admin-lv2', 'admin-lv3'] as const) {
        expect(answered(await call('GET', API_PATHS.dashboard, tokens[role]))).toEqual({
          status: 403,
          body: { message: 'FORBIDDEN' },
        });
      }
      expect((await call('GET', API_PATHS.dashboard, null)).statusCode).toBe(401);
    });
  },
  // Each test's quota is LINE's answer at once, not one kept from an earlier test.
  { env: () => ({ ...signInTestEnv(fake), LINE_QUOTA_MAX_AGE_MS: '0' }) },
);
