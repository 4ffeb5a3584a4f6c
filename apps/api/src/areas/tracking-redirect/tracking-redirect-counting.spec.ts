import { API_PATHS, DEMO_HOSPITAL, discardedVisitsOf, type BroadcastReport } from '@hbc/contracts';
import { count, eq } from 'drizzle-orm';
import { botVisit, click } from '../../db/schema';
import {
  insertSentBroadcast,
  insertTrackingUrl,
  linkBroadcast,
} from '../report/testing/report-fixtures';
import { rollUpClicks } from '../../engine/rollup/click-rollup';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { signInTestEnv } from '../../test/sign-in';
import { unitIdOf } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { tokenCall } from '../../test/token-call';
import { nextMinuteStart, withFrozenDate } from './testing/frozen-date';
import { signInEachRole } from '../users/testing/user-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.135 Mobile Safari/537.36 Line/14.19.1/IAB';
/** The review's figure: requests from one address within one minute. */
const REQUESTS = 40;

describeEachDatabase(
  'a tracking link counts people, not scripts or repeats',
  (ctx) => {
    const db = () => ctx.app.db;
    let hospitalId: number;
    let lv1Token: string;

    beforeAll(async () => {
      hospitalId = await unitIdOf(db(), DEMO_HOSPITAL.hcode);
      lv1Token = (await signInEachRole(ctx.app, fake))['admin-lv1'];
    });

    /** A link of the demo hospital that a broadcast, sent a minute before `at`, carried. */
    async function carriedLink(name: string, at: Date) {
      const link = await insertTrackingUrl(db(), hospitalId, name);
      const { id } = await insertSentBroadcast(db(), hospitalId, {
        title: name,
        status: 'SENT',
        startedAt: new Date(at.getTime() - 60_000).toISOString(),
        batches: [{ size: 100, state: 'SENT' }],
      });
      await linkBroadcast(db(), id, [link.id]);
      return { ...link, broadcastId: id };
    }

    /** `REQUESTS` visits of the link through its broadcast, one after another, from one address. */
    async function burst(link: { code: string; broadcastId: number }, userAgent: string) {
      const statuses: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/t/${link.code}?b=${link.broadcastId}`,
          headers: { 'user-agent': userAgent },
          remoteAddress: '203.0.113.7',
        });
        statuses.push(response.statusCode);
      }
      await ctx.app.tracking.visits.flush();
      return statuses;
    }

    const stored = async (trackingUrlId: number) => {
      const [clicks] = await db()
        .select({ n: count() })
        .from(click)
        .where(eq(click.trackingUrlId, trackingUrlId));
      const kinds = await db()
        .select({ kind: botVisit.kind, n: count() })
        .from(botVisit)
        .where(eq(botVisit.trackingUrlId, trackingUrlId))
        .groupBy(botVisit.kind);
      return { clicks: clicks?.n, kinds: Object.fromEntries(kinds.map((k) => [k.kind, k.n])) };
    };

    const linkReport = async (broadcastId: number) => {
      await rollUpClicks(db());
      const response = await tokenCall(ctx.app)('GET', API_PATHS.reportById(broadcastId), lv1Token);
      expect(response.statusCode).toBe(200);
      const { links, discarded } = (response.json() as { data: BroadcastReport }).data;
      return { link: links[0], discarded };
    };

    it(`redirects ${REQUESTS} requests of a script (node) in a minute, counting none: ${REQUESTS} SCRIPT`, async () => {
      const at = nextMinuteStart();
      const link = await carriedLink('สคริปต์', at);

      const statuses = await withFrozenDate(at, () => burst(link, 'node'));

      expect(statuses).toEqual(Array.from({ length: REQUESTS }, () => 302));
      expect(await stored(link.id)).toEqual({ clicks: 0, kinds: { SCRIPT: REQUESTS } });
      const { link: row, discarded } = await linkReport(link.broadcastId);
      expect(row).toMatchObject({
        clicks: 0,
        uniqueClicks: 0,
        discarded: discardedVisitsOf({ SCRIPT: REQUESTS }),
      });
      expect(discarded).toEqual({
        total: REQUESTS,
        byReason: { PREVIEW: 0, CRAWLER: 0, PRELOAD: 0, SCRIPT: REQUESTS, REPEAT: 0 },
      });
    });

    it(`redirects ${REQUESTS} taps of a phone’s browser in a minute, counting one: ${REQUESTS - 1} REPEAT`, async () => {
      const at = nextMinuteStart();
      const link = await carriedLink('กดซ้ำ', at);

      const statuses = await withFrozenDate(at, () => burst(link, PHONE));

      expect(statuses).toEqual(Array.from({ length: REQUESTS }, () => 302));
      expect(await stored(link.id)).toEqual({ clicks: 1, kinds: { REPEAT: REQUESTS - 1 } });
      const { link: row, discarded } = await linkReport(link.broadcastId);
      expect(row).toMatchObject({
        clicks: 1,
        uniqueClicks: 1,
        discarded: discardedVisitsOf({ REPEAT: REQUESTS - 1 }),
      });
      expect(discarded.total).toBe(REQUESTS - 1);
    });
  },
  { env: () => signInTestEnv(fake) },
);
