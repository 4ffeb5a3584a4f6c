import { buildApp, type SandboxApp } from '../app';
import { loadSandboxConfig } from '../config/load-config';
import { TestClock, testApp } from '../testing/test-app';
import { BEARER, get, post, RETRY_KEY, textMessage, userId, userIds, UUID } from './test-kit';

let app: SandboxApp;
let clock: TestClock;

beforeEach(async () => {
  ({ app, clock } = await testApp());
});
afterEach(async () => {
  await app.close();
});

const deliveriesTo = async (user: string) =>
  (
    await app.inject({ method: 'GET', url: `/sandbox/messaging/deliveries?userId=${user}` })
  ).json() as { deliveries: { requestId: string; retryKey: string | null; messages: unknown[] }[] };

describe('authentication', () => {
  it('asks for the Authorization header when it is missing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/line/v2/bot/message/multicast',
      payload: { to: [userId(1)], messages: [textMessage()] },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message:
        "Authorization header required. Must follow the scheme, 'Authorization: Bearer <ACCESS TOKEN>'",
    });
    expect(response.headers['x-line-request-id']).toMatch(UUID);
  });

  it('refuses any other channel access token on every endpoint', async () => {
    for (const [method, url] of [
      ['POST', '/line/v2/bot/message/push'],
      ['POST', '/line/v2/bot/message/validate/multicast'],
      ['GET', '/line/v2/bot/message/quota'],
      ['GET', '/line/v2/bot/message/quota/consumption'],
      ['GET', '/line/v2/bot/insight/followers?date=20250115'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: { authorization: 'Bearer someone-elses-token' },
      });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 401,
        body: {
          message:
            'Authentication failed. Confirm that the access token in the authorization header is valid.',
        },
      });
    }
  });
});

describe('POST /v2/bot/message/multicast', () => {
  it('answers 200 {} with a new x-line-request-id and delivers to each user', async () => {
    const first = await post(app, '/v2/bot/message/multicast', {
      to: userIds(2),
      messages: [textMessage('ข้อ 1'), textMessage('ข้อ 2')],
    });
    const second = await post(app, '/v2/bot/message/multicast', {
      to: [userId(1)],
      messages: [textMessage('ข้อ 3')],
    });

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({});
    expect(first.headers['x-line-request-id']).toMatch(UUID);
    expect(second.headers['x-line-request-id']).not.toBe(first.headers['x-line-request-id']);
    const received = await deliveriesTo(userId(1));
    expect(received.deliveries.map((delivery) => delivery.messages)).toEqual([
      [textMessage('ข้อ 1'), textMessage('ข้อ 2')],
      [textMessage('ข้อ 3')],
    ]);
    expect(received.deliveries[0]?.requestId).toBe(first.headers['x-line-request-id']);
    expect((await deliveriesTo(userId(2))).deliveries).toHaveLength(1);
  });

  it('takes 500 user ids and refuses 501', async () => {
    const ok = await post(app, '/v2/bot/message/multicast', {
      to: userIds(500),
      messages: [textMessage()],
    });
    const tooMany = await post(app, '/v2/bot/message/multicast', {
      to: userIds(501),
      messages: [textMessage()],
    });

    expect(ok.statusCode).toBe(200);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      message: 'The request body has 1 error(s)',
      details: [{ message: 'Size must be between 1 and 500', property: 'to' }],
    });
  });

  it('refuses a malformed user id in LINE words, delivering to no one', async () => {
    const response = await post(app, '/v2/bot/message/multicast', {
      to: [userId(1), 'U123'],
      messages: [textMessage()],
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The property, to[1], in the request body is invalid (line: -, column: -)',
    });
    expect((await deliveriesTo(userId(1))).deliveries).toEqual([]);
  });

  it('refuses a property LINE does not know', async () => {
    const response = await post(app, '/v2/bot/message/multicast', {
      to: [userId(1)],
      messages: [textMessage()],
      priority: 'high',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "The property, 'priority', in the request body is invalid (line: -, column: -)",
      details: [{ message: "Unrecognized field 'priority'", property: 'priority' }],
    });
  });

  it('answers 413 to a body over 2 MB and takes one just under', async () => {
    const padding = (bytes: number) => 'ก'.repeat(Math.floor(bytes / 3));
    // Under the limit the body is read (and refused only for its long text).
    const under = await post(app, '/v2/bot/message/multicast', {
      to: [userId(1)],
      messages: [textMessage(padding(2 * 1024 * 1024 - 200))],
    });
    const over = await post(app, '/v2/bot/message/multicast', {
      to: [userId(1)],
      messages: [textMessage(padding(2 * 1024 * 1024 + 300))],
    });

    expect(under.statusCode).toBe(400);
    expect(under.json()).toMatchObject({ details: [{ property: 'messages[0].text' }] });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: 'The request body is too large' });
  });

  it('answers a body that is not JSON as LINE does', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/line/v2/bot/message/multicast',
      headers: { ...BEARER, 'content-type': 'application/json' },
      payload: '{"to": [',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The request body could not be parsed as JSON (line: -, column: -)',
    });
  });

  it('is also served at the root, where @line/bot-sdk sends with a /line base URL', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v2/bot/message/multicast',
      headers: BEARER,
      payload: { to: [userId(7)], messages: [textMessage()] },
    });
    expect(response.statusCode).toBe(200);
    expect((await deliveriesTo(userId(7))).deliveries).toHaveLength(1);
  });
});

describe('POST /v2/bot/message/push', () => {
  it('answers the sent messages with ids and quote tokens', async () => {
    const response = await post(app, '/v2/bot/message/push', {
      to: userId(3),
      messages: [
        textMessage(),
        {
          type: 'image',
          originalContentUrl: 'https://x.test/a.jpg',
          previewImageUrl: 'https://x.test/a-p.jpg',
        },
      ],
    });

    expect(response.statusCode).toBe(200);
    const { sentMessages } = response.json() as {
      sentMessages: { id: string; quoteToken?: string }[];
    };
    expect(sentMessages).toHaveLength(2);
    expect(sentMessages[0]?.id).toMatch(/^\d{15,}$/);
    expect(sentMessages[0]?.quoteToken).toEqual(expect.any(String));
    expect(sentMessages[1]?.id).not.toBe(sentMessages[0]?.id);
  });

  it("refuses a 'to' that is no user, group or room id", async () => {
    const response = await post(app, '/v2/bot/message/push', {
      to: 'someone',
      messages: [textMessage()],
    });
    expect(response.json()).toEqual({
      message: "The property, 'to', in the request body is invalid (line: -, column: -)",
    });
  });
});

describe('POST /v2/bot/message/broadcast', () => {
  it('reaches every user the sandbox knows: the demo LINE users and everyone sent to before', async () => {
    await post(app, '/v2/bot/message/multicast', { to: [userId(9)], messages: [textMessage()] });
    const response = await post(app, '/v2/bot/message/broadcast', {
      messages: [textMessage('ประกาศ')],
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    const received = await deliveriesTo(userId(9));
    expect(received.deliveries.at(-1)?.messages).toEqual([textMessage('ประกาศ')]);
    const stats = (await app.inject({ method: 'GET', url: '/sandbox/messaging/stats' })).json() as {
      users: number;
    };
    expect(stats.users).toBeGreaterThan(1);
  });
});

describe('X-Line-Retry-Key', () => {
  const body = { to: userIds(3), messages: [textMessage()] };

  it('accepts a key once: a repeat answers 409 naming the accepted request, delivering nothing', async () => {
    const first = await post(app, '/v2/bot/message/multicast', body, {
      'x-line-retry-key': RETRY_KEY,
    });
    const repeat = await post(app, '/v2/bot/message/multicast', body, {
      'x-line-retry-key': RETRY_KEY,
    });

    expect(first.statusCode).toBe(200);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toEqual({ message: 'The retry key is already accepted' });
    expect(repeat.headers['x-line-accepted-request-id']).toBe(first.headers['x-line-request-id']);
    expect(repeat.headers['x-line-request-id']).toMatch(UUID);
    expect(repeat.headers['x-line-request-id']).not.toBe(first.headers['x-line-request-id']);
    expect((await deliveriesTo(userId(1))).deliveries).toHaveLength(1);
    const stats = (await app.inject({ method: 'GET', url: '/sandbox/messaging/stats' })).json();
    expect(stats).toMatchObject({ requests: 1, recipients: 3, duplicates: 0 });
  });

  it("repeats a push's sentMessages in its 409", async () => {
    const push = { to: userId(1), messages: [textMessage()] };
    const first = await post(app, '/v2/bot/message/push', push, { 'x-line-retry-key': RETRY_KEY });
    const repeat = await post(app, '/v2/bot/message/push', push, { 'x-line-retry-key': RETRY_KEY });

    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toEqual({
      message: 'The retry key is already accepted',
      sentMessages: (first.json() as { sentMessages: unknown }).sentMessages,
    });
  });

  it('refuses a key that is not a UUID', async () => {
    const response = await post(app, '/v2/bot/message/multicast', body, {
      'x-line-retry-key': 'retry-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "The value of 'X-Line-Retry-Key' header is invalid",
    });
  });

  it('is not consumed by a request that failed', async () => {
    const refused = await post(
      app,
      '/v2/bot/message/multicast',
      { ...body, messages: [textMessage('')] },
      { 'x-line-retry-key': RETRY_KEY },
    );
    const retried = await post(app, '/v2/bot/message/multicast', body, {
      'x-line-retry-key': RETRY_KEY,
    });

    expect(refused.statusCode).toBe(400);
    expect(retried.statusCode).toBe(200);
  });

  it('is remembered 24 hours by the sandbox clock', async () => {
    const headers = { 'x-line-retry-key': RETRY_KEY };
    await post(app, '/v2/bot/message/multicast', body, headers);
    clock.advance(24 * 3600 * 1000 - 1);
    expect((await post(app, '/v2/bot/message/multicast', body, headers)).statusCode).toBe(409);
    clock.advance(1);
    expect((await post(app, '/v2/bot/message/multicast', body, headers)).statusCode).toBe(200);
  });

  it('is refused on endpoints that do not support it', async () => {
    const response = await get(app, '/v2/bot/message/quota', { 'x-line-retry-key': RETRY_KEY });
    expect(response.statusCode).toBe(400);
  });
});

describe('the monthly quota', () => {
  it('answers 429 when a send would pass it, delivering nothing', async () => {
    await app.inject({ method: 'PUT', url: '/sandbox/messaging/quota', payload: { value: 4 } });
    const fits = await post(app, '/v2/bot/message/multicast', {
      to: userIds(3),
      messages: [textMessage()],
    });
    const passes = await post(app, '/v2/bot/message/multicast', {
      to: userIds(2, 10),
      messages: [textMessage()],
    });

    expect(fits.statusCode).toBe(200);
    expect(passes.statusCode).toBe(429);
    expect(passes.json()).toEqual({ message: 'You have reached your monthly limit.' });
    expect(passes.headers['retry-after']).toBeUndefined();
    expect((await deliveriesTo(userId(10))).deliveries).toEqual([]);
  });
});

describe('LINE’s rate limits', () => {
  const multicastTo = (sandbox: SandboxApp, n: number) =>
    post(sandbox, '/v2/bot/message/multicast', { to: [userId(n)], messages: [textMessage()] });
  const pushTo = (sandbox: SandboxApp, n: number) =>
    post(sandbox, '/v2/bot/message/push', { to: userId(n), messages: [textMessage()] });

  it('takes 200 multicasts at once and answers the next 429, with no Retry-After, pushes still going', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 201; n++) statuses.push((await multicastTo(app, n)).statusCode);
    const pushed = await pushTo(app, 1);

    expect(statuses.filter((status) => status === 200)).toHaveLength(200);
    const refused = await multicastTo(app, 999);
    expect(statuses[200]).toBe(429);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeUndefined();
    expect(refused.json()).toEqual({
      message: 'The API rate limit has been exceeded. Try again later.',
    });
    expect(pushed.statusCode).toBe(200);
    expect((await deliveriesTo(userId(999))).deliveries).toEqual([]);
    // The next second counts afresh.
    clock.advance(1000);
    expect((await multicastTo(app, 999)).statusCode).toBe(200);
  });

  it('takes its limits from the sandbox configuration', async () => {
    const own = new TestClock();
    const configured = await buildApp({
      clock: own.now,
      config: loadSandboxConfig({
        SANDBOX_LINE_MULTICAST_PER_SECOND: '2',
        SANDBOX_LINE_PUSH_PER_SECOND: '1',
      }),
    });
    try {
      const multicasts = [];
      for (let n = 1; n <= 3; n++) multicasts.push((await multicastTo(configured, n)).statusCode);
      const pushes = [
        (await pushTo(configured, 1)).statusCode,
        (await pushTo(configured, 2)).statusCode,
      ];

      expect(multicasts).toEqual([200, 200, 429]);
      expect(pushes).toEqual([200, 429]);
    } finally {
      await configured.close();
    }
  });
});
