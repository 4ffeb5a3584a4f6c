import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PATHS, DEMO_IDENTITIES } from '@hbc/contracts';
import { buildApp, type SandboxApp } from '../app';
import { loadSandboxConfig } from '../config/load-config';
import { TestClock } from '../testing/test-app';

/** What the fake API received: one entry per webhook call. */
interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in for the API's webhook: records each call and answers `answer.status`. */
async function startReceiver() {
  const received: Received[] = [];
  const answer = { status: 200 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end('{"message":"SUCCESS","data":null}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    answer,
    url: `http://127.0.0.1:${port}${API_PATHS.lineWebhook}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

const signatureOf = (body: Buffer, secret: string) =>
  createHmac('sha256', secret).update(body).digest('base64');

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const lineUser = DEMO_IDENTITIES.find((identity) => identity.line)?.line;
if (!lineUser) throw new Error('the demo identities have no LINE account');
const USER = lineUser.userId;

let receiver: Receiver;
let clock: TestClock;
let app: SandboxApp;

async function sandboxFor(env: Record<string, string> = {}) {
  return buildApp({
    config: loadSandboxConfig({ LINE_WEBHOOK_URL: receiver.url, ...env }),
    clock: clock.now,
  });
}

beforeEach(async () => {
  receiver = await startReceiver();
  clock = new TestClock();
  app = await sandboxFor();
});
afterEach(async () => {
  await app.close();
  await receiver.close();
});

const send = (action: 'follow' | 'unfollow', userId: string = USER) =>
  app.inject({ method: 'POST', url: `/line/oa/${action}`, payload: { userId } });

/** The webhook body the fake API received last. */
function lastBody() {
  const call = receiver.received.at(-1);
  if (!call) throw new Error('the receiver got no call');
  return JSON.parse(call.body.toString('utf8')) as {
    destination: string;
    events: Record<string, unknown>[];
  };
}

describe('the LINE Official Account stand-in', () => {
  it('POSTs a follow event to the webhook, signed with the messaging channel secret', async () => {
    const response = await send('follow');

    expect(response.statusCode).toBe(200);
    expect(receiver.received).toHaveLength(1);
    const [call] = receiver.received;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe(API_PATHS.lineWebhook);
    expect(call?.headers['content-type']).toMatch(/^application\/json/);
    expect(call?.headers['x-line-signature']).toBe(
      signatureOf(call?.body ?? Buffer.alloc(0), 'sandbox-messaging-channel-secret'),
    );

    const body = lastBody();
    expect(body.destination).toMatch(/^U[0-9a-f]{32}$/);
    expect(body.events).toEqual([
      {
        type: 'follow',
        mode: 'active',
        timestamp: clock.nowMs,
        source: { type: 'user', userId: USER },
        webhookEventId: expect.stringMatching(ULID),
        deliveryContext: { isRedelivery: false },
        replyToken: expect.stringMatching(/^[0-9a-f]{32}$/),
        follow: { isUnblocked: false },
      },
    ]);
    expect(response.json()).toEqual({
      webhookUrl: receiver.url,
      status: 200,
      event: body.events[0],
    });
  });

  it('POSTs an unfollow event without a reply token, then a follow that unblocks', async () => {
    await send('follow');
    clock.advance(60_000);
    expect((await send('unfollow')).statusCode).toBe(200);
    const unfollow = lastBody().events[0];
    clock.advance(60_000);
    await send('follow');
    const refollow = lastBody().events[0];

    expect(unfollow).toEqual({
      type: 'unfollow',
      mode: 'active',
      timestamp: clock.nowMs - 60_000,
      source: { type: 'user', userId: USER },
      webhookEventId: expect.stringMatching(ULID),
      deliveryContext: { isRedelivery: false },
    });
    expect(refollow).toMatchObject({ type: 'follow', follow: { isUnblocked: true } });
  });

  it('gives every event a new webhookEventId that sorts by time', async () => {
    await send('follow');
    clock.advance(1);
    await send('unfollow');
    clock.advance(1);
    await send('follow');

    const ids = receiver.received.map(
      (call) =>
        (JSON.parse(call.body.toString('utf8')) as { events: { webhookEventId: string }[] })
          .events[0]?.webhookEventId,
    );
    expect(new Set(ids).size).toBe(3);
    expect([...ids].sort()).toEqual(ids);
  });

  it('signs with the channel secret the configuration names', async () => {
    await app.close();
    app = await sandboxFor({ LINE_MESSAGING_CHANNEL_SECRET: 'another-secret' });

    await send('follow');

    const [call] = receiver.received;
    expect(call?.headers['x-line-signature']).toBe(
      signatureOf(call?.body ?? Buffer.alloc(0), 'another-secret'),
    );
  });

  it('answers 502 with the status when the API refuses the webhook', async () => {
    receiver.answer.status = 401;

    const response = await send('follow');

    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      message: expect.stringContaining('401'),
      webhookUrl: receiver.url,
      status: 401,
    });
  });

  it('answers 502 when the API cannot be reached', async () => {
    await receiver.close();

    const response = await send('unfollow');

    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      message: expect.stringContaining(receiver.url),
      webhookUrl: receiver.url,
    });
  });

  it.each(['', 'U123', 'not-a-user', `${USER}0`])(
    'refuses the userId "%s" with 400 and sends nothing',
    async (userId) => {
      const response = await send('follow', userId);

      expect(response.statusCode).toBe(400);
      expect(receiver.received).toEqual([]);
    },
  );

  describe('a text a user sends to the account', () => {
    const sendText = (text: string, userId: string = USER) =>
      app.inject({ method: 'POST', url: '/line/oa/message', payload: { userId, text } });

    it('POSTs a signed message event shaped as LINE’s', async () => {
      const response = await sendText('123456');

      expect(response.statusCode).toBe(200);
      const [call] = receiver.received;
      expect(call?.headers['x-line-signature']).toBe(
        signatureOf(call?.body ?? Buffer.alloc(0), 'sandbox-messaging-channel-secret'),
      );
      const body = lastBody();
      expect(body.events).toEqual([
        {
          type: 'message',
          message: {
            id: expect.stringMatching(/^[0-9]{18}$/),
            type: 'text',
            quoteToken: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
            text: '123456',
          },
          webhookEventId: expect.stringMatching(ULID),
          deliveryContext: { isRedelivery: false },
          timestamp: clock.nowMs,
          source: { type: 'user', userId: USER },
          replyToken: expect.stringMatching(/^[0-9a-f]{32}$/),
          mode: 'active',
        },
      ]);
      expect(response.json()).toEqual({
        webhookUrl: receiver.url,
        status: 200,
        event: body.events[0],
      });
    });

    it('refuses an empty text or a bad userId (400), sending nothing', async () => {
      expect((await sendText('')).statusCode).toBe(400);
      expect((await sendText('123456', 'U123')).statusCode).toBe(400);
      expect(receiver.received).toEqual([]);
    });

    it('answers 502 with the status when the API refuses it', async () => {
      receiver.answer.status = 500;
      const response = await sendText('สวัสดี');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ status: 500, webhookUrl: receiver.url });
    });

    it('is sent from the page’s chat box, which says what the API answered', async () => {
      const html = (await app.inject({ method: 'GET', url: '/line/oa' })).body;
      expect(html).toMatch(/<form method="post" action="\/line\/oa\/text"/);
      expect(html).toContain('<label for="chat-text">ข้อความ</label>');

      const response = await app.inject({
        method: 'POST',
        url: '/line/oa/text',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ userId: USER, text: ' 654321 ' }).toString(),
      });

      expect(response.statusCode).toBe(303);
      expect(lastBody().events[0]).toMatchObject({
        type: 'message',
        source: { userId: USER },
        message: { type: 'text', text: ' 654321 ' },
      });
      const page = await app.inject({ method: 'GET', url: String(response.headers.location) });
      expect(page.body).toContain('ส่งเหตุการณ์ส่งข้อความของ');
      expect(page.body).toContain('HTTP 200');
    });
  });

  it('is linked from the sandbox front page', async () => {
    const home = await app.inject({ method: 'GET', url: '/' });

    expect(home.body).toContain('<a href="/line/oa">');
    expect(home.body).toContain(receiver.url);
  });

  describe('its page', () => {
    it('lists the LINE identities with follow and unfollow buttons, in Thai', async () => {
      const response = await app.inject({ method: 'GET', url: '/line/oa' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      const html = response.body;
      expect(html).toContain('<html lang="th">');
      expect(html).toContain(receiver.url);
      for (const identity of DEMO_IDENTITIES) {
        if (!identity.line) continue;
        expect(html).toContain(identity.line.userId);
        expect(html).toContain(identity.line.displayName);
      }
      expect(html).toMatch(/<form method="post" action="\/line\/oa"/);
      expect(html).toContain('value="follow">ติดตาม</button>');
      expect(html).toContain('value="unfollow">เลิกติดตาม</button>');
    });

    it('sends from a button and shows what the API answered and the new status', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/line/oa',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ userId: USER, action: 'follow' }).toString(),
      });

      expect(response.statusCode).toBe(303);
      expect(lastBody().events[0]).toMatchObject({ type: 'follow', source: { userId: USER } });
      const page = await app.inject({ method: 'GET', url: String(response.headers.location) });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('ส่งเหตุการณ์ติดตามของ');
      expect(page.body).toContain('HTTP 200');
      expect(page.body).toContain('ติดตามอยู่');
    });

    it('says so when the API refused the webhook', async () => {
      receiver.answer.status = 401;

      const response = await app.inject({
        method: 'POST',
        url: '/line/oa',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ userId: USER, action: 'unfollow' }).toString(),
      });
      const page = await app.inject({ method: 'GET', url: String(response.headers.location) });

      expect(page.body).toContain('ส่งเหตุการณ์เลิกติดตามของ');
      expect(page.body).toContain('ไม่สำเร็จ');
      expect(page.body).toContain('HTTP 401');
    });
  });
});
