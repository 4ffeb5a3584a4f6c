import type { SandboxApp } from '../app';
import { SANDBOX_DEFAULTS } from '../config/defaults';
import { testApp, type TestClock } from '../testing/test-app';
import { get, post, textMessage, userId, userIds } from './test-kit';

let app: SandboxApp;
let clock: TestClock;

beforeEach(async () => {
  ({ app, clock } = await testApp());
});
afterEach(async () => {
  await app.close();
});

const STATISTICS_DELAY_MS = SANDBOX_DEFAULTS.lineStatisticsDelaySeconds * 1000;

describe('GET /v2/bot/message/quota and /quota/consumption', () => {
  it('answers the configured monthly quota', async () => {
    expect((await get(app, '/v2/bot/message/quota')).json()).toEqual({
      type: 'limited',
      value: 5_000_000,
    });
    await app.inject({ method: 'PUT', url: '/sandbox/messaging/quota', payload: { value: 1000 } });
    expect((await get(app, '/v2/bot/message/quota')).json()).toEqual({
      type: 'limited',
      value: 1000,
    });
  });

  it('counts one message per recipient per request, this month in Japan time', async () => {
    await post(app, '/v2/bot/message/multicast', {
      to: userIds(3),
      messages: [textMessage(), textMessage()],
    });
    await post(app, '/v2/bot/message/push', { to: userId(1), messages: [textMessage()] });
    // A refused request counts nothing.
    await post(app, '/v2/bot/message/multicast', { to: userIds(3), messages: [textMessage('')] });

    const consumption = await get(app, '/v2/bot/message/quota/consumption');
    expect(consumption.json()).toEqual({ totalUsage: 4 });
    expect(consumption.headers['x-line-request-id']).toEqual(expect.any(String));

    // 2025-01-31T15:00Z is 2025-02-01 00:00 in Tokyo: a new month.
    clock.nowMs = Date.UTC(2025, 0, 31, 15, 0, 0);
    expect((await get(app, '/v2/bot/message/quota/consumption')).json()).toEqual({
      totalUsage: 0,
    });
  });
});

describe('insight', () => {
  it('counts the day’s deliveries by kind (Asia/Tokyo date) once LINE has counted the day', async () => {
    await post(app, '/v2/bot/message/multicast', { to: userIds(3), messages: [textMessage()] });
    await post(app, '/v2/bot/message/push', { to: userId(1), messages: [textMessage()] });
    const delivery = async (date: string) =>
      (await get(app, `/v2/bot/insight/message/delivery?date=${date}`)).json() as Record<
        string,
        unknown
      >;

    // The day of the sends is not counted yet, nor a day to come; the day before is.
    expect(await delivery('20250115')).toEqual({ status: 'unready' });
    expect(await delivery('20250116')).toEqual({ status: 'unready' });
    expect(await delivery('20250114')).toMatchObject({ status: 'ready', apiMulticast: 0 });

    // 2025-01-15 ends at 15:00Z; its count is ready once the statistics delay has passed too.
    clock.nowMs = Date.UTC(2025, 0, 15, 15, 0, 0) + STATISTICS_DELAY_MS - 1;
    expect(await delivery('20250115')).toEqual({ status: 'unready' });
    clock.advance(1);
    expect(await delivery('20250115')).toEqual({
      status: 'ready',
      broadcast: 0,
      targeting: 0,
      apiBroadcast: 0,
      apiPush: 1,
      apiMulticast: 3,
      apiNarrowcast: 0,
      apiReply: 0,
    });
  });

  it('wants a yyyyMMdd date', async () => {
    const response = await get(app, '/v2/bot/insight/message/delivery?date=2025-01-15');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ property: 'date' }] });
    expect((await get(app, '/v2/bot/insight/followers?date=20250230')).statusCode).toBe(400);
  });

  it('answers the statistics of a sent request by its request id, delivered once counted', async () => {
    const sent = await post(app, '/v2/bot/message/multicast', {
      to: userIds(25),
      messages: [textMessage(), textMessage()],
    });
    const requestId = String(sent.headers['x-line-request-id']);
    const sentAt = Math.floor(clock.nowMs / 1000);
    const event = async () =>
      (await get(app, `/v2/bot/insight/message/event?requestId=${requestId}`)).json() as {
        overview: Record<string, unknown>;
        messages: Record<string, unknown>[];
        clicks: unknown[];
      };
    const noInteraction = {
      uniqueImpression: null,
      uniqueClick: null,
      uniqueMediaPlayed: null,
      uniqueMediaPlayed100Percent: null,
    };

    // Before LINE has counted it: delivered null, no bubble yet.
    expect(await event()).toEqual({
      overview: { requestId, timestamp: sentAt, delivered: null, ...noInteraction },
      messages: [],
      clicks: [],
    });

    clock.advance(STATISTICS_DELAY_MS);
    const body = await event();
    expect(body.overview).toEqual({
      requestId,
      timestamp: sentAt,
      delivered: 25,
      ...noInteraction,
    });
    expect(body.messages.map((message) => [message['seq'], message['impression']])).toEqual([
      [1, null],
      [2, null],
    ]);
    expect(body.clicks).toEqual([]);
    expect((await get(app, '/v2/bot/insight/message/event?requestId=unknown')).statusCode).toBe(
      404,
    );
  });

  it('shows a delivered count under 20, as LINE does', async () => {
    const sent = await post(app, '/v2/bot/message/multicast', {
      to: userIds(3),
      messages: [textMessage()],
    });
    clock.advance(STATISTICS_DELAY_MS);
    const requestId = String(sent.headers['x-line-request-id']);
    const body = (await get(app, `/v2/bot/insight/message/event?requestId=${requestId}`)).json();
    expect(body).toMatchObject({ overview: { delivered: 3 } });
  });

  it('counts the followers the sandbox knows', async () => {
    const before = (await get(app, '/v2/bot/insight/followers?date=20250115')).json() as {
      followers: number;
    };
    await post(app, '/v2/bot/message/multicast', {
      to: userIds(2, 900),
      messages: [textMessage()],
    });
    const after = (await get(app, '/v2/bot/insight/followers?date=20250115')).json();

    expect(after).toEqual({
      status: 'ready',
      followers: before.followers + 2,
      targetedReaches: before.followers + 2,
      blocks: 0,
    });
  });
});
