import { randomUUID } from 'node:crypto';
import { HTTPFetchError } from '@line/bot-sdk';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { fakeIssuedTokenEnv } from '../../test/fake-platforms/fake-messaging';
import { testConfig } from '../../test/test-app';
import { channelTokenSource, FixedChannelToken } from './channel-token';
import { LineMessaging, LineTimeoutError, outcomeOfError } from './line-messaging';

const fetchError = (status: number, body: object, headers: Record<string, string> = {}) =>
  new HTTPFetchError(`${status}`, {
    status,
    statusText: 'x',
    headers: new Headers(headers),
    body: JSON.stringify(body),
  });

describe('outcomeOfError', () => {
  it('counts a 409 for a repeated retry key as delivered, with the accepted request id', () => {
    expect(
      outcomeOfError(
        fetchError(
          409,
          { message: 'The retry key is already accepted' },
          { 'x-line-accepted-request-id': 'r1' },
        ),
      ),
    ).toEqual({ kind: 'duplicate', requestId: 'r1' });
  });
  it('retries 429 and 5xx, reading Retry-After', () => {
    expect(
      outcomeOfError(fetchError(429, { message: 'Too Many Requests' }, { 'retry-after': '3' })),
    ).toEqual({ kind: 'retry', reason: 'Too Many Requests', retryAfterMs: 3000, answer: 429 });
    expect(outcomeOfError(fetchError(503, {}))).toMatchObject({
      kind: 'retry',
      retryAfterMs: null,
      answer: 503,
    });
  });
  it('refuses the spent monthly quota and other 4xx with LINE’s details', () => {
    expect(
      outcomeOfError(fetchError(429, { message: 'You have reached your monthly limit.' })),
    ).toMatchObject({ kind: 'refused', status: 429, halts: 'quota' });
    expect(
      outcomeOfError(
        fetchError(400, {
          message: 'The request body has 1 error(s)',
          details: [{ message: 'May not be empty', property: 'messages[0].text' }],
        }),
      ),
    ).toEqual({
      kind: 'refused',
      status: 400,
      reason: 'The request body has 1 error(s) (messages[0].text: May not be empty)',
      halts: 'messages',
    });
  });
  it('halts the broadcast only for what every batch would meet: its messages, not its recipients', () => {
    const halts = (body: object) =>
      (outcomeOfError(fetchError(400, body)) as { halts?: unknown }).halts;
    expect(halts({ message: 'A message (messages[0]) in the request body is invalid' })).toBe(
      'messages',
    );
    expect(
      halts({
        message: 'The request body has 1 error(s)',
        details: [{ message: 'invalid property', property: 'messages[1].contents.footer' }],
      }),
    ).toBe('messages');
    expect(
      halts({
        message: 'The request body has 1 error(s)',
        details: [{ message: 'Invalid user ID', property: 'to[3]' }],
      }),
    ).toBeNull();
    expect(halts({ message: 'Authentication failed' })).toBeNull();
  });
  it('retries what is no answer at all (timeouts, refused connections)', () => {
    expect(outcomeOfError(new Error('connect ECONNREFUSED'))).toEqual({
      kind: 'retry',
      reason: 'connect ECONNREFUSED',
      retryAfterMs: null,
      answer: 'network',
    });
    expect(outcomeOfError(new LineTimeoutError(1500))).toMatchObject({
      kind: 'retry',
      answer: 'timeout',
    });
  });
});

describe('LineMessaging with channel access tokens v2.1', () => {
  let fake: FakePlatforms;
  beforeAll(async () => {
    fake = await startFakePlatforms();
  });
  beforeEach(() => fake.messaging.reset());
  afterAll(() => fake?.close());

  const issuedConfig = () => testConfig({ ...fake.env, ...fakeIssuedTokenEnv() }).lineMessaging;
  const message = [{ type: 'text' as const, text: 'สวัสดี' }];

  it('issues a token, then renews it once after a 401 and sends the batch with the same retry key', async () => {
    const config = issuedConfig();
    const tokens = channelTokenSource(config);
    const line = new LineMessaging(config, tokens);

    expect(await line.multicast(['U1'], message, randomUUID())).toMatchObject({ kind: 'accepted' });
    expect(fake.messaging.tokens.issued.map((token) => token.accessToken)).toEqual([
      'fake-issued-token-1',
    ]);
    expect(fake.messaging.tokens.issued[0]?.assertion).toMatchObject({
      sub: '2000000002',
      aud: 'https://api.line.me/',
      token_exp: 86_400,
    });

    fake.messaging.tokens.expireAll();
    const retryKey = randomUUID();
    const callsBefore = fake.messaging.calls;
    expect(await line.multicast(['U2'], message, retryKey)).toMatchObject({ kind: 'accepted' });

    expect(fake.messaging.calls - callsBefore).toBe(2);
    expect(fake.messaging.deliveries.map((d) => [d.to, d.retryKey])).toEqual([
      [['U1'], expect.any(String)],
      [['U2'], retryKey],
    ]);
    expect(fake.messaging.tokens.issued).toHaveLength(2);
    expect(fake.messaging.tokens.revoked).toEqual(['fake-issued-token-1']);

    await tokens.close();
    expect(fake.messaging.tokens.revoked).toEqual(['fake-issued-token-1', 'fake-issued-token-2']);
  });

  it('renews for every kind of call: the quota too', async () => {
    const config = issuedConfig();
    const line = new LineMessaging(config, channelTokenSource(config));
    await line.quota();
    fake.messaging.tokens.expireAll();

    await expect(line.quota()).resolves.toEqual({ limit: 1_000_000, used: 0 });
    expect(fake.messaging.tokens.issued).toHaveLength(2);
  });

  it('counts a second 401 as a refusal', async () => {
    const config = testConfig(fake.env).lineMessaging;
    const line = new LineMessaging(config, new FixedChannelToken('revoked-token'));

    expect(await line.push('U1', message, randomUUID())).toMatchObject({
      kind: 'refused',
      status: 401,
      halts: null,
    });
    expect(fake.messaging.calls).toBe(2);
    expect(fake.messaging.deliveries).toEqual([]);
  });

  it('retries later a batch for which LINE issued no token', async () => {
    const config = issuedConfig();
    const line = new LineMessaging(
      config,
      channelTokenSource({ ...config, apiBaseUrl: `${fake.url}/nowhere` }),
    );

    expect(await line.multicast(['U1'], message, randomUUID())).toMatchObject({
      kind: 'retry',
      reason: expect.stringContaining('LINE did not issue a channel access token'),
    });
  });
});
