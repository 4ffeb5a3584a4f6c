import { buildApp, type SandboxApp } from '../app';
import { SANDBOX_DEFAULTS } from '../config/defaults';
import { loadSandboxConfig } from '../config/load-config';
import { TestClock, testApp } from '../testing/test-app';
import { get, post, textMessage, userId, userIds } from './test-kit';

let app: SandboxApp;
let clock: TestClock;

beforeEach(async () => {
  ({ app, clock } = await testApp());
});
afterEach(async () => {
  await app.close();
});

const DAY = 24 * 3600 * 1000;
const STATISTICS_DELAY_MS = SANDBOX_DEFAULTS.lineStatisticsDelaySeconds * 1000;
/** Lets the sandbox clock run until LINE has computed the statistics of the sends so far. */
const computed = () => clock.advance(STATISTICS_DELAY_MS);

const LINK = 'https://example.com/vaccine';
const VIDEO = {
  type: 'video',
  originalContentUrl: 'https://example.com/clip.mp4',
  previewImageUrl: 'https://example.com/clip.jpg',
};
const MESSAGES = [textMessage(`ฉีดวัคซีนได้แล้ว ${LINK}`), VIDEO];

/** A multicast of `messages` to `to`, naming `unit` (if any). */
const multicast = (to: string[], unit?: unknown, messages: unknown[] = MESSAGES) =>
  post(app, '/v2/bot/message/multicast', {
    to,
    messages,
    ...(unit === undefined ? {} : { customAggregationUnits: unit }),
  });

interface Statistics {
  overview: Record<
    'uniqueImpression' | 'uniqueClick' | 'uniqueMediaPlayed' | 'uniqueMediaPlayed100Percent',
    number | null
  >;
  messages: Record<string, number | null>[];
  clicks: { seq: number; url: string; click: number | null; uniqueClick: number | null }[];
}

const statistics = (unit: string, from = '20250115', to = '20250115') =>
  get(
    app,
    `/v2/bot/insight/message/event/aggregation?customAggregationUnit=${unit}&from=${from}&to=${to}`,
  );
const statisticsOf = async (unit: string, from?: string, to?: string) => {
  const response = await statistics(unit, from, to);
  expect(response.statusCode).toBe(200);
  return response.json() as Statistics;
};
const usage = async () =>
  (
    (await get(app, '/v2/bot/message/aggregation/info')).json() as {
      numOfCustomAggregationUnits: number;
    }
  ).numOfCustomAggregationUnits;

describe('customAggregationUnits of a multicast or push', () => {
  it.each([
    [['bad-name'], 'customAggregationUnits[0]'],
    [['a'.repeat(31)], 'customAggregationUnits[0]'],
    [[''], 'customAggregationUnits[0]'],
    [[7], 'customAggregationUnits[0]'],
    [['one', 'two'], 'customAggregationUnits'],
    ['one', 'customAggregationUnits'],
  ])('refuses %j as LINE does, naming %s', async (units, property) => {
    const response = await multicast(userIds(2), units);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'The request body has 1 error(s)',
      details: [{ property }],
    });
    expect(await usage()).toBe(0);
  });

  it('takes one name of up to 30 letters, digits and underscores, on multicast and push', async () => {
    expect((await multicast(userIds(2), ['hbc_b1234567890_ABCDEFGHIJKLMN'])).statusCode).toBe(200);
    const push = await post(app, '/v2/bot/message/push', {
      to: userId(9),
      messages: [textMessage()],
      customAggregationUnits: ['push_unit'],
    });
    expect(push.statusCode).toBe(200);
    expect(await usage()).toBe(2);
  });
});

describe('GET /v2/bot/message/aggregation/info and /list', () => {
  it('counts each name once a month (Asia/Tokyo) and lists them in the order first used', async () => {
    await multicast(userIds(2), ['unit_a']);
    await multicast(userIds(2, 10), ['unit_b']);
    await multicast(userIds(2, 20), ['unit_a']);
    await multicast(userIds(2, 30));

    expect(await usage()).toBe(2);
    expect((await get(app, '/v2/bot/message/aggregation/list')).json()).toEqual({
      customAggregationUnits: ['unit_a', 'unit_b'],
    });

    // 2025-01-31T15:00Z is 2025-02-01 in Tokyo: a new month, no name used yet.
    clock.nowMs = Date.UTC(2025, 0, 31, 15, 0, 0);
    expect(await usage()).toBe(0);
    await multicast(userIds(2), ['unit_a']);
    expect(await usage()).toBe(1);
  });

  it('pages the list with a continuation token, refusing a bad limit or token', async () => {
    for (const name of ['u1', 'u2', 'u3']) await multicast(userIds(1), [name]);

    const first = (await get(app, '/v2/bot/message/aggregation/list?limit=2')).json() as {
      customAggregationUnits: string[];
      next?: string;
    };
    expect(first.customAggregationUnits).toEqual(['u1', 'u2']);
    expect(first.next).toEqual(expect.any(String));
    const rest = await get(app, `/v2/bot/message/aggregation/list?limit=2&start=${first.next}`);
    expect(rest.json()).toEqual({ customAggregationUnits: ['u3'] });

    for (const limit of ['0', '101', 'x']) {
      const response = await get(app, `/v2/bot/message/aggregation/list?limit=${limit}`);
      expect(response.statusCode).toBe(400);
    }
    const badToken = await get(app, '/v2/bot/message/aggregation/list?start=nonsense');
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json()).toEqual({ message: 'Invalid start param' });
    clock.advance(DAY + 1000);
    const expired = await get(app, `/v2/bot/message/aggregation/list?start=${first.next}`);
    expect(expired.statusCode).toBe(400);
  });

  it('sends a message with a 1,001st name of the month but does not assign the name', async () => {
    for (let n = 1; n <= 1000; n++) {
      const sent = await post(app, '/v2/bot/message/push', {
        to: userId(n),
        messages: [textMessage()],
        customAggregationUnits: [`unit_${n}`],
      });
      expect(sent.statusCode).toBe(200);
    }
    expect(await usage()).toBe(1000);

    const late = await multicast(userIds(25, 2000), ['unit_late']);
    const again = await multicast(userIds(25, 3000), ['unit_1']);

    expect([late.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(await usage()).toBe(1000);
    const list = (await get(app, '/v2/bot/message/aggregation/list?limit=100')).json() as {
      customAggregationUnits: string[];
    };
    expect(list.customAggregationUnits).not.toContain('unit_late');
    computed();
    expect((await statisticsOf('unit_late')).messages).toEqual([]);
    expect((await statisticsOf('unit_1')).overview.uniqueImpression).toEqual(expect.any(Number));
  }, 60_000);
});

describe('GET /v2/bot/insight/message/event/aggregation', () => {
  it('simulates what the recipients did, the same for the same sends', async () => {
    await multicast(userIds(300, 1), ['promo_a']);
    await multicast(userIds(300, 301), ['promo_a']);
    computed();

    const stats = await statisticsOf('promo_a');

    const { uniqueImpression, uniqueClick, uniqueMediaPlayed, uniqueMediaPlayed100Percent } =
      stats.overview;
    // About 70% of 600 open it; 40% of openers tap the link; half of them play the video.
    expect(uniqueImpression).toBeGreaterThan(600 * 0.6);
    expect(uniqueImpression).toBeLessThan(600 * 0.8);
    expect(uniqueClick).toBeGreaterThan((uniqueImpression ?? 0) * 0.3);
    expect(uniqueClick).toBeLessThan((uniqueImpression ?? 0) * 0.5);
    expect(uniqueMediaPlayed).toBeGreaterThan((uniqueImpression ?? 0) * 0.4);
    expect(uniqueMediaPlayed).toBeLessThan((uniqueImpression ?? 0) * 0.6);
    expect(uniqueMediaPlayed100Percent).toBeLessThan(uniqueMediaPlayed ?? 0);
    expect(stats.messages.map((message) => message['seq'])).toEqual([1, 2]);
    expect(stats.messages[0]).toMatchObject({ uniqueImpression, mediaPlayed: null });
    expect(stats.messages[0]?.['impression']).toBeGreaterThan(uniqueImpression ?? 0);
    expect(stats.messages[1]).toMatchObject({ uniqueMediaPlayed });
    expect(stats.clicks).toEqual([
      {
        seq: 1,
        url: LINK,
        click: expect.any(Number),
        uniqueClick,
        uniqueClickOfRequest: uniqueClick,
      },
    ]);

    // The same sends in a fresh sandbox give the same numbers.
    await app.close();
    ({ app, clock } = await testApp());
    await multicast(userIds(300, 1), ['promo_a']);
    await multicast(userIds(300, 301), ['promo_a']);
    computed();
    expect(await statisticsOf('promo_a')).toEqual(stats);
  });

  it('shows counts under 20 as null, as LINE does for privacy', async () => {
    await multicast(userIds(10), ['small']);
    computed();

    const stats = await statisticsOf('small');

    expect(stats.overview).toEqual({
      uniqueImpression: null,
      uniqueClick: null,
      uniqueMediaPlayed: null,
      uniqueMediaPlayed100Percent: null,
    });
    expect(stats.messages).toHaveLength(2);
    expect(stats.messages.every((m) => m['impression'] === null)).toBe(true);
    expect(stats.clicks).toEqual([
      { seq: 1, url: LINK, click: null, uniqueClick: null, uniqueClickOfRequest: null },
    ]);
  });

  it('answers nulls and empty arrays until LINE has computed a send, then fills in', async () => {
    const empty = {
      overview: {
        uniqueImpression: null,
        uniqueClick: null,
        uniqueMediaPlayed: null,
        uniqueMediaPlayed100Percent: null,
      },
      messages: [],
      clicks: [],
    };
    await multicast(userIds(300), ['late']);

    expect(await statisticsOf('late')).toEqual(empty);
    clock.advance(STATISTICS_DELAY_MS - 1);
    expect(await statisticsOf('late')).toEqual(empty);
    clock.advance(1);
    const first = await statisticsOf('late');
    expect(first.overview.uniqueImpression).toEqual(expect.any(Number));

    // A later send of the unit adds to the figures only once computed in its turn.
    await multicast(userIds(300, 1000), ['late']);
    expect(await statisticsOf('late')).toEqual(first);
    computed();
    const both = await statisticsOf('late');
    expect(both.overview.uniqueImpression).toBeGreaterThan(first.overview.uniqueImpression ?? 0);
  });

  it('waits the statistics delay of the sandbox configuration', async () => {
    const own = new TestClock();
    const immediate = await buildApp({
      clock: own.now,
      config: loadSandboxConfig({ SANDBOX_LINE_STATISTICS_DELAY_SECONDS: '0' }),
    });
    try {
      await post(immediate, '/v2/bot/message/multicast', {
        to: userIds(300),
        messages: MESSAGES,
        customAggregationUnits: ['now'],
      });
      const response = await get(
        immediate,
        '/v2/bot/insight/message/event/aggregation?customAggregationUnit=now&from=20250115&to=20250115',
      );
      expect(response.json()).toMatchObject({ overview: { uniqueImpression: expect.any(Number) } });
    } finally {
      await immediate.close();
    }
  });

  it('counts only the sends of the period (Tokyo days), and nothing for an unknown unit', async () => {
    await multicast(userIds(100), ['dated']);
    clock.advance(2 * DAY);
    await multicast(userIds(100, 500), ['dated']);
    computed();

    const both = await statisticsOf('dated', '20250115', '20250117');
    const first = await statisticsOf('dated', '20250115', '20250116');
    const none = await statisticsOf('dated', '20250118', '20250120');

    expect(first.overview.uniqueImpression).toBeLessThan(both.overview.uniqueImpression ?? 0);
    const empty = {
      overview: {
        uniqueImpression: null,
        uniqueClick: null,
        uniqueMediaPlayed: null,
        uniqueMediaPlayed100Percent: null,
      },
      messages: [],
      clicks: [],
    };
    expect(none).toEqual(empty);
    expect(await statisticsOf('never_used')).toEqual(empty);
  });

  it.each([
    ['no unit', '/v2/bot/insight/message/event/aggregation?from=20250101&to=20250102'],
    [
      'a bad unit name',
      '/v2/bot/insight/message/event/aggregation?customAggregationUnit=a-b&from=20250101&to=20250102',
    ],
    ['no from', '/v2/bot/insight/message/event/aggregation?customAggregationUnit=a&to=20250102'],
    [
      'a bad date',
      '/v2/bot/insight/message/event/aggregation?customAggregationUnit=a&from=20250230&to=20250302',
    ],
    [
      'to before from',
      '/v2/bot/insight/message/event/aggregation?customAggregationUnit=a&from=20250110&to=20250109',
    ],
    [
      'more than 30 days',
      '/v2/bot/insight/message/event/aggregation?customAggregationUnit=a&from=20250101&to=20250201',
    ],
  ])('answers %s with LINE’s 400', async (_case, path) => {
    const response = await get(app, path);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: null, key: null, stacktrace: null, code: null });
  });

  it('takes a period of exactly 30 days', async () => {
    expect((await statistics('a', '20250101', '20250131')).statusCode).toBe(200);
  });
});
