import { generateKeyPairSync, verify } from 'node:crypto';
import { HTTPFetchError } from '@line/bot-sdk';
import { channelAssertion, LINE_ASSERTION_AUDIENCE } from './channel-assertion';
import type { ChannelTokenApi, IssuedToken } from './channel-token-api';
import { FixedChannelToken, IssuedChannelTokens, withChannelToken } from './channel-token';

const DAY_S = 24 * 3600;

/** LINE's token endpoints as a test drives them: each issue waits until the test answers it. */
class ScriptedApi implements ChannelTokenApi {
  issues: { resolve: (token: IssuedToken) => void; reject: (error: Error) => void }[] = [];
  revoked: string[] = [];
  failRevoke = false;
  private count = 0;

  issue = () =>
    new Promise<IssuedToken>((resolve, reject) => {
      this.issues.push({ resolve, reject });
    });

  revoke = async (accessToken: string) => {
    if (this.failRevoke) throw new Error('LINE is down');
    this.revoked.push(accessToken);
  };

  /** Answers the oldest issue waiting with a new token living `expiresInS`. */
  answer(expiresInS = DAY_S): string {
    const next = this.issues.shift();
    if (!next) throw new Error('no issue is waiting');
    this.count += 1;
    const accessToken = `token-${this.count}`;
    next.resolve({ accessToken, expiresInS, keyId: `kid-${this.count}` });
    return accessToken;
  }
}

const logged = () => {
  const warnings: string[] = [];
  return {
    warnings,
    log: { info: () => undefined, warn: (_: object, m: string) => warnings.push(m) },
  };
};

/** Lets the promises settled so far run their callbacks. */
const settled = () => jest.advanceTimersByTimeAsync(0);

const unauthorized = () =>
  new HTTPFetchError('401', {
    status: 401,
    statusText: 'Unauthorized',
    headers: new Headers(),
    body: JSON.stringify({ message: 'Authentication failed.' }),
  });

describe('channelAssertion', () => {
  it('is a JWT signed RS256 with the assertion key, naming the channel, LINE and the token life', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const now = Date.UTC(2026, 0, 1);

    const jwt = channelAssertion(
      { channelId: '1660000000', keyId: 'kid-1', privateKey },
      DAY_S,
      now,
    );

    const [header = '', payload = '', signature = ''] = jwt.split('.');
    const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString());
    expect(decode(header)).toEqual({ alg: 'RS256', typ: 'JWT', kid: 'kid-1' });
    expect(decode(payload)).toEqual({
      iss: '1660000000',
      sub: '1660000000',
      aud: LINE_ASSERTION_AUDIENCE,
      exp: now / 1000 + 300,
      token_exp: DAY_S,
    });
    const signed = Buffer.from(`${header}.${payload}`);
    expect(verify('sha256', signed, publicKey, Buffer.from(signature, 'base64url'))).toBe(true);
    expect(verify('sha256', Buffer.from('x'), publicKey, Buffer.from(signature, 'base64url'))).toBe(
      false,
    );
  });
});

describe('IssuedChannelTokens', () => {
  let api: ScriptedApi;
  beforeEach(() => {
    jest.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    api = new ScriptedApi();
  });
  afterEach(() => jest.useRealTimers());

  it('issues one token for every caller that asks before LINE answers, then keeps it', async () => {
    const tokens = new IssuedChannelTokens(api);
    const asking = Promise.all([tokens.token(), tokens.token(), tokens.token()]);
    expect(api.issues).toHaveLength(1);

    api.answer();

    expect(await asking).toEqual(['token-1', 'token-1', 'token-1']);
    expect(await tokens.token()).toBe('token-1');
    expect(api.issues).toHaveLength(0);
  });

  it('renews at 80% of the token’s life and revokes the token it replaced', async () => {
    const tokens = new IssuedChannelTokens(api);
    const first = tokens.token();
    api.answer(1000);
    expect(await first).toBe('token-1');

    await jest.advanceTimersByTimeAsync(799_000);
    expect(api.issues).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1000);
    expect(api.issues).toHaveLength(1);
    // Until LINE answers, the token in use still serves.
    expect(await tokens.token()).toBe('token-1');

    api.answer(1000);
    await settled();

    expect(await tokens.token()).toBe('token-2');
    expect(api.revoked).toEqual(['token-1']);
  });

  it('shares one renewal among the calls LINE refused with the same token', async () => {
    const tokens = new IssuedChannelTokens(api);
    const first = tokens.token();
    api.answer();
    await first;

    const renewals = Promise.all([tokens.renew('token-1'), tokens.renew('token-1')]);
    expect(api.issues).toHaveLength(1);
    api.answer();
    expect(await renewals).toEqual(['token-2', 'token-2']);

    // A call that failed with the replaced token gets the new one, without a third token.
    expect(await tokens.renew('token-1')).toBe('token-2');
    expect(api.issues).toHaveLength(0);
    await settled();
    expect(api.revoked).toEqual(['token-1']);
  });

  it('issues anew when the token lapsed unrenewed, and keeps the old one after a failed renewal', async () => {
    const { log, warnings } = logged();
    const tokens = new IssuedChannelTokens(api, log);
    const first = tokens.token();
    api.answer(1000);
    await first;

    await jest.advanceTimersByTimeAsync(800_000);
    api.issues.shift()?.reject(new Error('LINE is down'));
    await settled();
    expect(warnings).toEqual(['renewing the LINE channel access token failed']);
    expect(await tokens.token()).toBe('token-1');
    expect(api.issues).toHaveLength(0);

    await jest.advanceTimersByTimeAsync(200_000);
    const lapsed = tokens.token();
    expect(api.issues).toHaveLength(1);
    api.answer();
    expect(await lapsed).toBe('token-2');
  });

  it('revokes its token at shutdown, only logging a failure, and issues none after', async () => {
    const { log, warnings } = logged();
    const tokens = new IssuedChannelTokens(api, log);
    const first = tokens.token();
    api.answer();
    await first;
    api.failRevoke = true;

    await tokens.close();

    expect(warnings).toEqual(['revoking a LINE channel access token failed']);
    await expect(tokens.token()).rejects.toThrow('closed');
    api.failRevoke = false;
    await new IssuedChannelTokens(api).close();
    expect(api.revoked).toEqual([]);
  });

  it('revokes at shutdown the token it used', async () => {
    const tokens = new IssuedChannelTokens(api);
    const first = tokens.token();
    api.answer();
    await first;

    await tokens.close();

    expect(api.revoked).toEqual(['token-1']);
  });
});

describe('withChannelToken', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2026, 0, 1) }));
  afterEach(() => jest.useRealTimers());

  it('tries once more with a renewed token after a 401, and no more', async () => {
    const api = new ScriptedApi();
    const tokens = new IssuedChannelTokens(api);
    const used: string[] = [];
    const call = withChannelToken(tokens, async (token) => {
      used.push(token);
      if (used.length < 3) throw unauthorized();
      return 'sent';
    });
    api.answer();
    await settled();
    api.answer();

    await expect(call).rejects.toBeInstanceOf(HTTPFetchError);
    expect(used).toEqual(['token-1', 'token-2']);
  });

  it('does not renew for any other failure, and a fixed token is never renewed', async () => {
    const fixed = new FixedChannelToken('fixed');
    const used: string[] = [];
    const answer = withChannelToken(fixed, async (token) => {
      used.push(token);
      if (used.length === 1) throw unauthorized();
      return 'sent';
    });
    await expect(answer).resolves.toBe('sent');
    expect(used).toEqual(['fixed', 'fixed']);

    let calls = 0;
    const failing = withChannelToken(fixed, async () => {
      calls += 1;
      throw new Error('connect ECONNREFUSED');
    });
    await expect(failing).rejects.toThrow('ECONNREFUSED');
    expect(calls).toBe(1);
  });
});
