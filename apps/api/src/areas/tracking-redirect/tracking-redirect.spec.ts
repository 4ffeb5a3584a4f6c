import { createHmac } from 'node:crypto';
import {
  API_PATHS,
  TRACKING_URL_MESSAGES,
  type BroadcastRecord,
  type BroadcastStatus,
  type TrackingUrlRecord,
} from '@hbc/contracts';
import { writeCard } from '@hbc/message-model';
import { asc, eq } from 'drizzle-orm';
import { botVisit, broadcastTrackingUrl, click, trackingUrl } from '../../db/schema';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { bearer, signIn, signInTestEnv } from '../../test/sign-in';
import { insertCitizens, insertUnit, unitIdOf } from '../../test/staff-fixtures';
import { nextMinuteStart, withFrozenDate } from './testing/frozen-date';
import { describeEachDatabase } from '../../test/test-app';
import { trackingUrlCalls } from '../tracking-url/testing/tracking-url-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const PUBLIC_BASE_URL = 'https://hbc.test';
const LINE_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.3.0';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
/** Headers helmet gives every answer (conventions.spec.ts checks their values). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
];
/** TRACKING_IP_HASH_KEY of these tests (64 hex digits). */
const IP_HASH_KEY = 'c3'.repeat(32);

describeEachDatabase(
  'the public redirect /t/{code}',
  (ctx) => {
    let token: string;
    let api: ReturnType<typeof trackingUrlCalls>;
    const db = () => ctx.app.db;
    let serial = 0;

    /** A new link of the demo hospital, made by its LV3. */
    const newLink = (targetUrl = 'https://example.org/flu') =>
      api.created(token, { name: `ลิงก์ ${++serial}`, targetUrl });

    let addresses = 0;
    /** An address no earlier visit came from: one address's clicks on a link count once a minute. */
    const newAddress = () => {
      addresses += 1;
      return `10.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
    };
    const visit = (
      path: string,
      headers: Record<string, string> = { 'user-agent': LINE_IPHONE },
      method: 'GET' | 'HEAD' = 'GET',
      remoteAddress = newAddress(),
    ) => ctx.app.inject({ method, url: path, headers, remoteAddress });

    /** Everything the redirect queued, written. */
    const flushed = () => ctx.app.tracking.visits.flush();
    const clicksOf = (link: TrackingUrlRecord) =>
      db().select().from(click).where(eq(click.trackingUrlId, link.id)).orderBy(asc(click.id));
    const botsOf = (link: TrackingUrlRecord) =>
      db()
        .select()
        .from(botVisit)
        .where(eq(botVisit.trackingUrlId, link.id))
        .orderBy(asc(botVisit.id));

    beforeAll(async () => {
      api = trackingUrlCalls(ctx.app);
      token = await signIn(ctx.app, fake, 'admin-lv3');
    }, 60_000);

    describe('redirecting', () => {
      it('answers 302 to the destination at once, not cached, without a referrer', async () => {
        const link = await newLink('https://example.org/flu?from=line');

        const response = await visit(`/t/${link.code}`);

        expect(response.statusCode).toBe(302);
        expect(response.headers).toMatchObject({
          location: 'https://example.org/flu?from=line',
          'cache-control': 'no-store',
          'referrer-policy': 'no-referrer',
        });
        expect(response.body).toBe('');
      });

      it('carries the security headers every answer carries, on the redirect and on the not-found page', async () => {
        const link = await newLink();
        const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
        const security = Object.fromEntries(
          SECURITY_HEADERS.map((name) => [name, health.headers[name]]),
        );

        for (const response of [await visit(`/t/${link.code}`), await visit('/t/NoSuchCode')]) {
          expect(response.headers).toMatchObject(security);
        }
        expect(security['content-security-policy']).toContain("default-src 'self'");
      });

      it('records the click once written: its time, link, device class and keyed IP hash, never the IP', async () => {
        const link = await newLink();
        const before = Date.now();

        await visit(`/t/${link.code}`, { 'user-agent': LINE_IPHONE }, 'GET', '192.0.2.10');
        await visit(`/t/${link.code}`, { 'user-agent': CHROME_WINDOWS }, 'GET', '192.0.2.11');
        expect(await clicksOf(link)).toEqual([]);
        await flushed();

        const clicks = await clicksOf(link);
        const hashOf = (ip: string) =>
          createHmac('sha256', Buffer.from(IP_HASH_KEY, 'hex')).update(ip).digest('hex');
        expect(clicks).toEqual([
          expect.objectContaining({
            userAgentClass: 'MOBILE',
            ipHash: hashOf('192.0.2.10'),
            broadcastId: null,
            uniqueInHour: true,
          }),
          expect.objectContaining({
            userAgentClass: 'DESKTOP',
            ipHash: hashOf('192.0.2.11'),
            uniqueInHour: true,
          }),
        ]);
        expect(clicks[0]?.clickedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
        expect(await botsOf(link)).toEqual([]);
      });

      it('sends a destination with Thai characters percent-encoded', async () => {
        const link = await newLink('https://example.org/วัคซีน?q=ฟรี');

        const response = await visit(`/t/${link.code}`);

        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe(
          'https://example.org/%E0%B8%A7%E0%B8%B1%E0%B8%84%E0%B8%8B%E0%B8%B5%E0%B8%99?q=%E0%B8%9F%E0%B8%A3%E0%B8%B5',
        );
      });
    });

    describe('codes that lead nowhere', () => {
      it.each([
        '/t/NoSuchCode',
        '/t/abc',
        `/t/${'x'.repeat(65)}`,
        '/t/a.b.c.d.e.f',
        '/t/%E0%B8%81%E0%B8%82%E0%B8%84%E0%B8%87%E0%B8%88%E0%B8%89',
        '/t/abcdef%00gh',
        '/t/abcdefgh?b=1',
      ])('answers %s with the Thai not-found page, never a 500', async (path) => {
        const response = await visit(path);

        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).toContain(
          `<title>${TRACKING_URL_MESSAGES.redirectNotFoundTitle}</title>`,
        );
        expect(response.body).toContain(TRACKING_URL_MESSAGES.redirectNotFoundText);
      });

      it('answers a path that cannot be decoded as a bad request, never a 500', async () => {
        const response = await visit('/t/%ZZbcdefgh');

        expect(response.statusCode).toBe(400);
      });

      it('stops redirecting a link at once when it is disabled here, and again when it is enabled', async () => {
        const link = await newLink();
        expect((await visit(`/t/${link.code}`)).statusCode).toBe(302);

        await api.update(token, link.id, {
          name: link.name,
          targetUrl: link.targetUrl,
          enabled: false,
        });
        const disabled = await visit(`/t/${link.code}`);
        await api.update(token, link.id, {
          name: link.name,
          targetUrl: 'https://example.org/new',
          enabled: true,
        });
        const enabled = await visit(`/t/${link.code}`);
        await flushed();

        expect(disabled.statusCode).toBe(404);
        expect(disabled.body).toContain(TRACKING_URL_MESSAGES.redirectNotFoundTitle);
        expect(enabled.headers.location).toBe('https://example.org/new');
        expect(await clicksOf(link)).toHaveLength(2);
      });

      it('stops redirecting a deleted link at once', async () => {
        const link = await newLink();
        expect((await visit(`/t/${link.code}`)).statusCode).toBe(302);
        await flushed();

        await api.remove(token, link.id);

        expect((await visit(`/t/${link.code}`)).statusCode).toBe(404);
      });
    });

    describe('bots, previews, HEAD and prefetch', () => {
      it.each([
        ['facebookexternalhit/1.1;line-poker/1.0', 'PREVIEW'],
        ['Mozilla/5.0 (compatible; Linespider/1.1; +https://lin.ee/4dwXkTH)', 'PREVIEW'],
        ['Twitterbot/1.0', 'PREVIEW'],
        ['WhatsApp/2.23.20.0 A', 'PREVIEW'],
        ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'CRAWLER'],
        ['Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/124.0.0.0 Safari/537.36', 'CRAWLER'],
        ['node', 'SCRIPT'],
        ['curl/8.5.0', 'SCRIPT'],
        ['python-requests/2.31.0', 'SCRIPT'],
        ['Go-http-client/1.1', 'SCRIPT'],
        ['axios/1.6.8', 'SCRIPT'],
        ['okhttp/4.12.0', 'SCRIPT'],
      ])('redirects %s but records it apart as %s, never as a click', async (userAgent, kind) => {
        const link = await newLink();

        const response = await visit(`/t/${link.code}`, { 'user-agent': userAgent });
        await flushed();

        expect(response.statusCode).toBe(302);
        expect(await clicksOf(link)).toEqual([]);
        expect(await botsOf(link)).toEqual([
          expect.objectContaining({ kind, userAgent, broadcastId: null }),
        ]);
      });

      it('answers HEAD with the redirect too, recorded apart', async () => {
        const link = await newLink();

        const response = await visit(`/t/${link.code}`, { 'user-agent': LINE_IPHONE }, 'HEAD');
        await flushed();

        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe(link.targetUrl);
        expect(await clicksOf(link)).toEqual([]);
        expect((await botsOf(link)).map((bot) => bot.kind)).toEqual(['HEAD']);
      });

      it('records a browser’s prefetch apart', async () => {
        const link = await newLink();

        const prefetches: Record<string, string>[] = [
          { 'sec-purpose': 'prefetch' },
          { purpose: 'prefetch' },
          { 'x-moz': 'prefetch' },
          { 'x-purpose': 'preview' },
        ];
        for (const header of prefetches) {
          expect(
            (await visit(`/t/${link.code}`, { 'user-agent': LINE_IPHONE, ...header })).statusCode,
          ).toBe(302);
        }
        await flushed();

        expect(await clicksOf(link)).toEqual([]);
        expect((await botsOf(link)).map((bot) => bot.kind)).toEqual([
          'PREFETCH',
          'PREFETCH',
          'PREFETCH',
          'PREFETCH',
        ]);
      });
    });

    describe('one address’s clicks on a link', () => {
      it('redirects every visit but counts one click a minute, the others kept apart as REPEAT', async () => {
        const link = await newLink();
        const from = newAddress();

        const answers = await withFrozenDate(nextMinuteStart(), async () => {
          const within = [];
          for (let i = 0; i < 3; i++) {
            within.push(await visit(`/t/${link.code}`, undefined, 'GET', from));
          }
          await visit(`/t/${link.code}`, { 'user-agent': CHROME_WINDOWS });
          await flushed();
          return within;
        });

        expect(answers.map((answer) => [answer.statusCode, answer.headers.location])).toEqual(
          Array.from({ length: 3 }, () => [302, link.targetUrl]),
        );
        expect((await clicksOf(link)).map((row) => row.userAgentClass)).toEqual([
          'MOBILE',
          'DESKTOP',
        ]);
        expect((await botsOf(link)).map((bot) => [bot.kind, bot.userAgent])).toEqual([
          ['REPEAT', LINE_IPHONE],
          ['REPEAT', LINE_IPHONE],
        ]);
      });
    });

    describe('the OpenAPI document', () => {
      it('says /t/{code} answers a redirect without a body, or a Thai HTML page', async () => {
        const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
        const document = response.json() as {
          paths: Record<string, Record<string, { responses: Record<string, object> }>>;
        };
        const route = document.paths['/t/{code}'];

        for (const method of ['get', 'head'] as const) {
          const responses = route?.[method]?.responses;
          expect(Object.keys(responses ?? {}).sort()).toEqual(['302', '404']);
          expect(responses?.['302']).not.toHaveProperty('content');
          expect(responses?.['302']).toMatchObject({
            headers: { location: { schema: { type: 'string', format: 'uri' } } },
          });
          expect(responses?.['404']).toEqual({
            description: expect.any(String),
            content: { 'text/html': { schema: { type: 'string' } } },
          });
        }
      });
    });

    describe('attribution to the broadcast that carried the link', () => {
      let hospitalId: number;

      async function until(id: number, statuses: BroadcastStatus[]): Promise<BroadcastRecord> {
        const end = Date.now() + 20_000;
        for (;;) {
          const response = await ctx.app.inject({
            method: 'GET',
            url: API_PATHS.broadcastById(id),
            headers: bearer(token),
          });
          const record = (response.json() as { data: BroadcastRecord }).data;
          if (statuses.includes(record.status)) return record;
          if (Date.now() > end) throw new Error(`still ${record.status}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }

      async function sent(title: string, messages: unknown[]): Promise<BroadcastRecord> {
        const created = await ctx.app.inject({
          method: 'POST',
          url: API_PATHS.broadcast,
          headers: bearer(token),
          payload: { title, messages, target: 'UNIT' },
        });
        if (created.statusCode !== 200) throw new Error(`create: ${created.body}`);
        const { id } = (created.json() as { data: BroadcastRecord }).data;
        const send = await ctx.app.inject({
          method: 'POST',
          url: API_PATHS.broadcastSend(id),
          headers: bearer(token),
          payload: {},
        });
        if (send.statusCode !== 200) throw new Error(`send: ${send.body}`);
        return until(id, ['SENT']);
      }

      beforeAll(async () => {
        hospitalId = await unitIdOf(db());
        await insertCitizens(db(), hospitalId, 2);
      });
      beforeEach(() => fake.messaging.reset());

      it('sends the unit’s short links with ?b={broadcast} and records the links the broadcast carried', async () => {
        const inText = await newLink('https://example.org/text');
        const inCard = await newLink('https://example.org/card');
        const otherUnit = await insertUnit(db());
        const [theirs] = await db()
          .insert(trackingUrl)
          .values({
            unitId: otherUnit.id,
            name: 'ของหน่วยอื่น',
            code: 'OtherUnit1',
            targetUrl: 'https://example.org/x',
          })
          .returning({ id: trackingUrl.id });
        const theirLink = `${PUBLIC_BASE_URL}/t/OtherUnit1`;
        const noLink = `${PUBLIC_BASE_URL}/t/NotOurCode`;

        const broadcast = await sent('ลิงก์ติดตาม', [
          { type: 'text', text: inText.shortUrl },
          {
            type: 'carousel',
            contents: [
              writeCard({
                image: 'https://cdn.example.org/card.jpg',
                hasAction: true,
                label: 'อ่านต่อ',
                link: `${inCard.shortUrl}?utm=old`,
              }),
              writeCard({
                image: 'https://cdn.example.org/card2.jpg',
                hasAction: true,
                label: 'หน่วยอื่น',
                link: theirLink,
              }),
              writeCard({
                image: 'https://cdn.example.org/card3.jpg',
                hasAction: true,
                label: 'ไม่มีลิงก์นี้',
                link: noLink,
              }),
            ],
          },
        ]);

        const delivered = JSON.stringify(fake.messaging.deliveries.flatMap((d) => d.messages));
        expect(delivered).toContain(`"${inText.shortUrl}?b=${broadcast.id}"`);
        expect(delivered).toContain(`"${inCard.shortUrl}?b=${broadcast.id}"`);
        expect(delivered).toContain(`"${theirLink}"`);
        expect(delivered).toContain(`"${noLink}"`);
        const carried = await db()
          .select({ trackingUrlId: broadcastTrackingUrl.trackingUrlId })
          .from(broadcastTrackingUrl)
          .where(eq(broadcastTrackingUrl.broadcastId, broadcast.id));
        expect(carried.map((row) => row.trackingUrlId).sort((a, b) => a - b)).toEqual(
          [inText.id, inCard.id].sort((a, b) => a - b),
        );
        expect(carried.map((row) => row.trackingUrlId)).not.toContain(theirs?.id);
        // Carried by a sent broadcast: it may now only be disabled.
        expect((await api.remove(token, inText.id)).statusCode).toBe(409);
      });

      it('attributes the unit’s links inside a text message’s text, several of them, next to Thai text and punctuation', async () => {
        const first = await newLink('https://example.org/in-text-1');
        const second = await newLink('https://example.org/in-text-2');
        const text = `ลงทะเบียนที่ ${first.shortUrl}นะคะ (หรือ ${second.shortUrl}?utm=line).`;

        const broadcast = await sent('ลิงก์ในข้อความ', [{ type: 'text', text }]);

        const [message] = fake.messaging.deliveries.flatMap((d) => d.messages);
        expect(message).toEqual({
          type: 'text',
          text: `ลงทะเบียนที่ ${first.shortUrl}?b=${broadcast.id}นะคะ (หรือ ${second.shortUrl}?b=${broadcast.id}).`,
        });
        const carried = await db()
          .select({ trackingUrlId: broadcastTrackingUrl.trackingUrlId })
          .from(broadcastTrackingUrl)
          .where(eq(broadcastTrackingUrl.broadcastId, broadcast.id));
        expect(carried.map((row) => row.trackingUrlId).sort((a, b) => a - b)).toEqual(
          [first.id, second.id].sort((a, b) => a - b),
        );
      });

      it('sends a text of the longest length staff may write with its links attributed', async () => {
        const link = await newLink('https://example.org/long-text');
        const text = `${link.shortUrl} ${'ก'.repeat(400 - link.shortUrl.length - 1)}`;

        const broadcast = await sent('ข้อความยาว', [{ type: 'text', text }]);

        const [message] = fake.messaging.deliveries.flatMap((d) => d.messages);
        expect(message).toEqual({
          type: 'text',
          text: text.replace(link.shortUrl, `${link.shortUrl}?b=${broadcast.id}`),
        });
      });

      it('counts a click through ?b= for that broadcast only when the broadcast carried the link', async () => {
        const link = await newLink('https://example.org/attributed');
        const carrier = await sent('มีลิงก์', [{ type: 'text', text: link.shortUrl }]);
        const other = await sent('ไม่มีลิงก์', [{ type: 'text', text: 'ไม่มีลิงก์' }]);

        for (const query of [
          `?b=${carrier.id}`,
          `?b=${other.id}`,
          '?b=abc',
          '?b=99999999999',
          '?b=2147483647',
          `?b=${carrier.id}&b=${carrier.id}`,
          '',
        ]) {
          expect((await visit(`/t/${link.code}${query}`)).statusCode).toBe(302);
        }
        await flushed();

        expect((await clicksOf(link)).map((row) => row.broadcastId)).toEqual([
          carrier.id,
          null,
          null,
          null,
          null,
          null,
          null,
        ]);
      });
    });
  },
  { env: () => signInTestEnv(fake, { PUBLIC_BASE_URL, TRACKING_IP_HASH_KEY: IP_HASH_KEY }) },
);
