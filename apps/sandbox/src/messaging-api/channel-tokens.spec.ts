import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { SandboxApp } from '../app';
import { buildApp } from '../app';
import { SANDBOX_DEFAULTS } from '../config/defaults';
import { loadSandboxConfig } from '../config/load-config';
import { form, TestClock } from '../testing/test-app';
import { JWT_BEARER } from './channel-assertion';

const CHANNEL_ID = '2000000002';
const KID = 'registered-kid';
const registered = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const DAY_S = 24 * 3600;

let app: SandboxApp;
let clock: TestClock;
beforeEach(async () => {
  clock = new TestClock();
  const config = loadSandboxConfig({
    LINE_MESSAGING_CHANNEL_ID: CHANNEL_ID,
    SANDBOX_LINE_ASSERTION_PUBLIC_KEYS: JSON.stringify({
      keys: [{ ...registered.publicKey.export({ format: 'jwk' }), kid: KID }],
    }),
  });
  app = await buildApp({ config, clock: clock.now });
});
afterEach(() => app.close());

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT assertion as the channel makes it; each part can be spoilt. */
function assertion(
  options: {
    header?: Record<string, unknown>;
    claims?: Record<string, unknown>;
    key?: KeyObject;
  } = {},
): string {
  const now = Math.floor(clock.nowMs / 1000);
  const header = part({ alg: 'RS256', typ: 'JWT', kid: KID, ...options.header });
  const payload = part({
    iss: CHANNEL_ID,
    sub: CHANNEL_ID,
    aud: 'https://api.line.me/',
    exp: now + 600,
    token_exp: DAY_S,
    ...options.claims,
  });
  const signature = sign(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    options.key ?? registered.privateKey,
  );
  return `${header}.${payload}.${signature.toString('base64url')}`;
}

const issue = (jwt: string, fields: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/oauth2/v2.1/token',
    ...form({
      grant_type: 'client_credentials',
      client_assertion_type: JWT_BEARER,
      client_assertion: jwt,
      ...fields,
    }),
  });

const quotaWith = (token: string) =>
  app.inject({
    method: 'GET',
    url: '/v2/bot/message/quota',
    headers: { authorization: `Bearer ${token}` },
  });

const revoke = (fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/oauth2/v2.1/revoke',
    ...form({
      client_id: CHANNEL_ID,
      client_secret: SANDBOX_DEFAULTS.lineMessagingChannelSecret,
      ...fields,
    }),
  });

const kids = (jwt: string) =>
  app.inject({
    method: 'GET',
    url: `/oauth2/v2.1/tokens/kid?${new URLSearchParams({ client_assertion_type: JWT_BEARER, client_assertion: jwt })}`,
  });

const AUTHENTICATION_FAILED = {
  message:
    'Authentication failed. Confirm that the access token in the authorization header is valid.',
};

describe('channel access tokens v2.1', () => {
  it('issues a token to a signed assertion; the Messaging API takes it until it is revoked', async () => {
    const issued = await issue(assertion());
    expect(issued.statusCode).toBe(200);
    const body = issued.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: DAY_S,
      key_id: expect.any(String),
    });
    expect((await quotaWith(body.access_token)).statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/line/v2/bot/message/quota`,
          headers: { authorization: `Bearer ${body.access_token}` },
        })
      ).statusCode,
    ).toBe(200);
    expect((await kids(assertion())).json()).toEqual({ kids: [body.key_id] });

    const revoked = await revoke({ access_token: body.access_token });

    expect(revoked.statusCode).toBe(200);
    const refused = await quotaWith(body.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(AUTHENTICATION_FAILED);
    expect((await kids(assertion())).json()).toEqual({ kids: [] });
  });

  it('refuses a token once it expired, and the fixed token stays valid', async () => {
    const { access_token: token } = (await issue(assertion({ claims: { token_exp: 600 } }))).json();
    clock.advance(599_000);
    expect((await quotaWith(token)).statusCode).toBe(200);
    clock.advance(1000);
    expect((await quotaWith(token)).json()).toEqual(AUTHENTICATION_FAILED);
    expect((await quotaWith(SANDBOX_DEFAULTS.lineMessagingAccessToken)).statusCode).toBe(200);
  });

  it('issues at most 30 valid tokens, counting no expired one', async () => {
    for (let n = 0; n < 29; n += 1) {
      expect((await issue(assertion())).statusCode).toBe(200);
    }
    expect((await issue(assertion({ claims: { token_exp: 600 } }))).statusCode).toBe(200);

    const refused = await issue(assertion());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'The maximum number of access tokens has already been issued',
    });

    clock.advance(600_000);
    expect((await issue(assertion())).statusCode).toBe(200);
  });

  const invalidClient = (description: string) => ({
    error: 'invalid_client',
    error_description: description,
  });
  const now = () => Math.floor(clock.nowMs / 1000);

  it.each<[string, () => string, Record<string, string>, number, object]>([
    [
      'another grant type',
      () => assertion(),
      { grant_type: 'authorization_code' },
      400,
      {
        error: 'unsupported_grant_type',
        error_description: 'grant_type must be client_credentials',
      },
    ],
    [
      'another assertion type',
      () => assertion(),
      { client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:saml2-bearer' },
      400,
      { error: 'invalid_request', error_description: 'client_assertion_type is invalid' },
    ],
    ['no JWT', () => 'not-a-jwt', {}, 400, invalidClient('Invalid JWT')],
    [
      'an alg other than RS256',
      () => assertion({ header: { alg: 'HS256' } }),
      {},
      400,
      invalidClient('Invalid alg'),
    ],
    [
      'a kid not registered',
      () => assertion({ header: { kid: 'unknown' } }),
      {},
      404,
      { message: 'Cannot find channel key that satisfies the conditions' },
    ],
    [
      'a signature of another key',
      () => assertion({ key: stranger.privateKey }),
      {},
      400,
      invalidClient('Invalid signature'),
    ],
    [
      'another channel',
      () => assertion({ claims: { iss: '2000000009', sub: '2000000009' } }),
      {},
      400,
      invalidClient('iss and clientId of key do not match'),
    ],
    [
      'a sub other than iss',
      () => assertion({ claims: { sub: '2000000009' } }),
      {},
      400,
      invalidClient('Invalid sub'),
    ],
    [
      'another audience',
      () => assertion({ claims: { aud: 'https://api.line.me' } }),
      {},
      400,
      invalidClient('Invalid aud'),
    ],
    [
      'an assertion expired',
      () => assertion({ claims: { exp: now() } }),
      {},
      400,
      invalidClient('Invalid exp'),
    ],
    [
      'an assertion living over 30 minutes',
      () => assertion({ claims: { exp: now() + 30 * 60 + 1 } }),
      {},
      400,
      invalidClient('Invalid exp'),
    ],
    [
      'a token living over 30 days',
      () => assertion({ claims: { token_exp: 30 * DAY_S + 1 } }),
      {},
      400,
      invalidClient('Invalid token_exp'),
    ],
    [
      'no token_exp',
      () => assertion({ claims: { token_exp: undefined } }),
      {},
      400,
      invalidClient('Invalid token_exp'),
    ],
  ])('refuses %s as LINE does', async (_case, jwt, fields, status, body) => {
    const refused = await issue(jwt(), fields);
    expect(refused.statusCode).toBe(status);
    expect(refused.json()).toEqual(body);
    expect((await kids(assertion())).json()).toEqual({ kids: [] });
  });

  it('takes form bodies only', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/oauth2/v2.1/token',
      payload: { grant_type: 'client_credentials' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('lists the key ids only to a valid assertion', async () => {
    expect((await kids(assertion({ key: stranger.privateKey }))).json()).toEqual(
      invalidClient('Invalid signature'),
    );
    expect((await kids(assertion({ header: { kid: 'unknown' } }))).statusCode).toBe(404);
    const expired = await kids(assertion({ claims: { exp: now() - 1 } }));
    expect(expired.json()).toEqual(invalidClient('Invalid exp'));
  });

  it('revokes only for the channel’s id and secret', async () => {
    const { access_token: token } = (await issue(assertion())).json();
    expect((await revoke({ access_token: token, client_id: '2000000009' })).json()).toEqual(
      invalidClient('invalid client_id'),
    );
    expect((await revoke({ access_token: token, client_secret: 'wrong' })).json()).toEqual(
      invalidClient('invalid client_secret'),
    );
    expect((await quotaWith(token)).statusCode).toBe(200);
  });

  it('expires every issued token on the sandbox control, the fixed token staying valid', async () => {
    const { access_token: token } = (await issue(assertion())).json();

    const expired = await app.inject({
      method: 'DELETE',
      url: '/sandbox/messaging/channel-tokens',
    });

    expect(expired.json()).toEqual({ status: 'ok', expired: 1 });
    expect((await quotaWith(token)).json()).toEqual(AUTHENTICATION_FAILED);
    expect((await quotaWith(SANDBOX_DEFAULTS.lineMessagingAccessToken)).statusCode).toBe(200);
  });
});
