import type { SandboxApp } from '../app';
import { testApp } from '../testing/test-app';
import { post, RETRY_KEY, textMessage, userId, userIds } from './test-kit';

let app: SandboxApp;

beforeEach(async () => {
  ({ app } = await testApp());
});
afterEach(async () => {
  await app.close();
});

const arm = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/sandbox/messaging/faults', payload });
const multicast = (headers: Record<string, string> = {}, to = [userId(1)]) =>
  post(app, '/v2/bot/message/multicast', { to, messages: [textMessage()] }, headers);
const stats = async () =>
  (await app.inject({ method: 'GET', url: '/sandbox/messaging/stats' })).json() as Record<
    string,
    number
  >;

describe('faults armed for the next multicast and push calls', () => {
  it('answers 429 as LINE does, with no Retry-After', async () => {
    await arm({ fault: 'status_429' });
    const limited = await multicast();

    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeUndefined();
    expect(limited.json()).toEqual({
      message: 'The API rate limit has been exceeded. Try again later.',
    });
  });

  it('adds Retry-After only when the test asks for it, then recovers after the armed count', async () => {
    const armed = await arm({ fault: 'status_429', retryAfterSeconds: 7, count: 2 });
    expect(armed.json()).toEqual({
      armed: { kind: 'status', status: 429, retryAfterSeconds: 7, delivered: false, remaining: 2 },
    });

    const first = await multicast();
    const second = await post(app, '/v2/bot/message/push', {
      to: userId(1),
      messages: [textMessage()],
    });
    const third = await multicast();

    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('7');
    expect(first.json()).toEqual({
      message: 'The API rate limit has been exceeded. Try again later.',
    });
    expect(second.statusCode).toBe(429);
    expect(third.statusCode).toBe(200);
    expect(await stats()).toMatchObject({ requests: 1 });
  });

  it('answers 500 and 503 without delivering or consuming the retry key', async () => {
    await arm({ fault: 'status_500' });
    const failed = await multicast({ 'x-line-retry-key': RETRY_KEY });
    await arm({ fault: 'status_503' });
    const unavailable = await multicast({ 'x-line-retry-key': RETRY_KEY });
    const retried = await multicast({ 'x-line-retry-key': RETRY_KEY });

    expect(failed.statusCode).toBe(500);
    expect(unavailable.statusCode).toBe(503);
    expect(retried.statusCode).toBe(200);
    expect(await stats()).toMatchObject({ requests: 1, duplicates: 0 });
  });

  it('can fail after delivering, as a lost answer: the retry then meets 409', async () => {
    await arm({ fault: 'status_500', delivered: true });
    const lost = await multicast({ 'x-line-retry-key': RETRY_KEY });
    const retried = await multicast({ 'x-line-retry-key': RETRY_KEY });

    expect(lost.statusCode).toBe(500);
    expect(retried.statusCode).toBe(409);
    expect(retried.headers['x-line-accepted-request-id']).toBe(lost.headers['x-line-request-id']);
    expect(await stats()).toMatchObject({ requests: 1, recipients: 1, duplicates: 0 });
  });

  it('delays the answer by the armed milliseconds', async () => {
    await arm({ fault: 'delay', delayMs: 150 });
    const started = Date.now();
    const response = await multicast();
    expect(response.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('answers 400 with the given message', async () => {
    await arm({ fault: 'bad_request', message: 'Failed to send messages' });
    const response = await multicast();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Failed to send messages' });
  });

  it('is disarmed by DELETE and refuses an unknown fault', async () => {
    await arm({ fault: 'status_503', count: 5 });
    const deleted = await app.inject({ method: 'DELETE', url: '/sandbox/messaging/faults' });
    expect(deleted.json()).toEqual({ armed: null });
    expect((await multicast()).statusCode).toBe(200);
    expect((await arm({ fault: 'status_418' })).statusCode).toBe(400);
  });

  it('leaves broadcasts alone', async () => {
    await arm({ fault: 'status_500' });
    const response = await post(app, '/v2/bot/message/broadcast', { messages: [textMessage()] });
    expect(response.statusCode).toBe(200);
    expect((await multicast()).statusCode).toBe(500);
  });
});

describe('GET /sandbox/messaging/deliveries and stats', () => {
  it('lists what a user received in order, with request id and time, and counts everything', async () => {
    const first = await multicast({ 'x-line-retry-key': RETRY_KEY }, userIds(3));
    await post(app, '/v2/bot/message/push', {
      to: userId(2),
      messages: [textMessage('หนึ่ง'), textMessage('สอง')],
    });

    const response = await app.inject({
      method: 'GET',
      url: `/sandbox/messaging/deliveries?userId=${userId(2)}`,
    });
    expect(response.json()).toEqual({
      userId: userId(2),
      deliveries: [
        {
          requestId: first.headers['x-line-request-id'],
          kind: 'multicast',
          at: '2025-01-15T03:00:00.000Z',
          retryKey: RETRY_KEY,
          messages: [textMessage()],
        },
        {
          requestId: expect.any(String),
          kind: 'push',
          at: '2025-01-15T03:00:00.000Z',
          retryKey: null,
          messages: [textMessage('หนึ่ง'), textMessage('สอง')],
        },
      ],
    });
    expect(await stats()).toEqual({
      requests: 2,
      users: 3,
      recipients: 4,
      messages: 5,
      duplicates: 0,
      quota: 5_000_000,
      totalUsage: 4,
      peakRequestsPerSecond: 2,
      rateLimited: 0,
      rateLimits: {
        multicast: { limitPerSecond: 200, peakRequestsPerSecond: 1, rateLimited: 0 },
        push: { limitPerSecond: 2000, peakRequestsPerSecond: 1, rateLimited: 0 },
      },
      injected: { serverError: 0, acceptedThenError: 0, acceptedThenDrop: 0, timeout: 0 },
    });
  });

  it('wants a LINE user id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/sandbox/messaging/deliveries?userId=nobody',
    });
    expect(response.statusCode).toBe(400);
  });

  it('forgets everything on DELETE /sandbox/messaging/deliveries', async () => {
    await multicast({ 'x-line-retry-key': RETRY_KEY });
    await app.inject({ method: 'DELETE', url: '/sandbox/messaging/deliveries' });

    expect(await stats()).toMatchObject({ requests: 0, users: 0, totalUsage: 0 });
    expect((await multicast({ 'x-line-retry-key': RETRY_KEY })).statusCode).toBe(200);
  });
});

describe('GET /sandbox/messaging/receipts', () => {
  const send = (text: string, to: string[], retryKey?: string) =>
    post(
      app,
      '/v2/bot/message/multicast',
      { to, messages: [textMessage(text)] },
      retryKey === undefined ? {} : { 'x-line-retry-key': retryKey },
    );
  const receipts = async (query: string) =>
    (await app.inject({ method: 'GET', url: `/sandbox/messaging/receipts?${query}` })).json();
  const KEYS = [
    '123e4567-e89b-12d3-a456-000000000001',
    '123e4567-e89b-12d3-a456-000000000002',
    '123e4567-e89b-12d3-a456-000000000003',
  ] as const;

  it('counts the requests, recipients and users of the requests whose messages carry the marker', async () => {
    await send('ประกาศ [b-41] รอบแรก', userIds(3, 1), KEYS[0]);
    await send('ประกาศ [b-41] รอบแรก', userIds(2, 4), KEYS[1]);
    await send('ประกาศอื่น [b-42]', userIds(5, 1), KEYS[2]);
    await post(app, '/v2/bot/message/push', {
      to: userId(9),
      messages: [textMessage('ส่วนตัว [b-41]')],
    });
    await post(app, '/v2/bot/message/broadcast', { messages: [textMessage('ทุกคน [b-41]')] });
    await post(
      app,
      '/v2/bot/message/multicast',
      { to: [userId(1)], messages: [textMessage('x')] },
      {
        'x-line-retry-key': KEYS[0],
      },
    ); // refused 409: not a receipt

    expect(await receipts('marker=%5Bb-41%5D')).toEqual({
      requests: 3,
      recipients: 6,
      users: 6,
      repeatedUsers: 0,
      repeatedSample: [],
      retryKeys: 2,
    });
    expect(await receipts('marker=b-42&users=true')).toMatchObject({
      requests: 1,
      users: 5,
      userIds: expect.arrayContaining(userIds(5, 1)),
    });
    expect(await receipts('marker=nothing-like-it')).toEqual({
      requests: 0,
      recipients: 0,
      users: 0,
      repeatedUsers: 0,
      repeatedSample: [],
      retryKeys: 0,
    });
  });

  it('names users who received two requests of different keys with the same marker', async () => {
    await send('ข่าว [b-7]', userIds(4, 1), KEYS[0]);
    await send('ข่าว [b-7]', userIds(3, 3), KEYS[1]);

    const found = (await receipts('marker=%5Bb-7%5D&users=true')) as {
      userIds: string[];
    } & Record<string, unknown>;
    expect(found).toMatchObject({
      requests: 2,
      recipients: 7,
      users: 5,
      repeatedUsers: 2,
      retryKeys: 2,
    });
    expect(found['repeatedSample']).toEqual(expect.arrayContaining([userId(3), userId(4)]));
    expect(found.userIds.sort()).toEqual(userIds(5, 1));
  });

  it('samples at most 20 repeated users', async () => {
    await send('ซ้ำ [b-9]', userIds(30, 1), KEYS[0]);
    await send('ซ้ำ [b-9]', userIds(30, 1), KEYS[1]);
    const found = (await receipts('marker=b-9')) as { repeatedSample: string[] };
    expect(found).toMatchObject({ users: 30, repeatedUsers: 30 });
    expect(found.repeatedSample).toHaveLength(20);
  });

  it('wants a marker', async () => {
    const response = await app.inject({ method: 'GET', url: '/sandbox/messaging/receipts' });
    expect(response.statusCode).toBe(400);
  });
});
