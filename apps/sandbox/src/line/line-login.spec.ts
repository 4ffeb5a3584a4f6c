import { createHash } from 'node:crypto';
import { jwtVerify, decodeJwt } from 'jose';
import { DEMO_IDENTITIES } from '@hbc/contracts';
import { SANDBOX_DEFAULTS } from '../config/defaults';
import type { SandboxApp } from '../app';
import {
  form,
  lineAuthorizeUrl,
  lineCode,
  lineTokenForm,
  testApp,
  type TestClock,
} from '../testing/test-app';

const secret = new TextEncoder().encode(SANDBOX_DEFAULTS.lineChannelSecret);
const lv1 = DEMO_IDENTITIES.find((identity) => identity.id === 'admin-lv1');

interface TokenJson {
  access_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
  scope: string;
  refresh_token: string;
}

let app: SandboxApp;
let clock: TestClock;

beforeEach(async () => {
  ({ app, clock } = await testApp());
});

afterEach(async () => {
  await app.close();
});

async function exchange(code: string, overrides: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/line/oauth2/v2.1/token',
    ...lineTokenForm(code, overrides),
  });
}

describe('LINE Login authorize', () => {
  it('shows a Thai picker page listing every identity with a LINE account', async () => {
    const res = await app.inject({ method: 'GET', url: lineAuthorizeUrl() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('<html lang="th">');
    expect(res.body).toContain('เลือกบัญชี LINE เพื่อเข้าสู่ระบบ');
    for (const identity of DEMO_IDENTITIES.filter((i) => i.line)) {
      expect(res.body).toContain(`name="login_hint" value="${identity.id}"`);
    }
    // The form carries the request through, minus what the buttons set.
    expect(res.body).toContain('<input type="hidden" name="nonce" value="nonce-456">');
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('error=access_denied');
  });

  it('approves at once with login_hint and redirects with code and state', async () => {
    const res = await app.inject({
      method: 'GET',
      url: lineAuthorizeUrl({ login_hint: 'super-admin' }),
    });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/');
    expect(location.searchParams.get('from')).toBe('line');
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(location.searchParams.get('code')).toMatch(/^[\w-]{20}$/);
  });

  it('shows the picker with a notice for an unknown login_hint', async () => {
    const res = await app.inject({
      method: 'GET',
      url: lineAuthorizeUrl({ login_hint: 'nobody' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('ไม่พบบัญชีทดสอบ &quot;nobody&quot;');
  });

  it('refuses an unknown client_id or a bad redirect_uri with a Thai page, never redirecting', async () => {
    const badClient = await app.inject({
      method: 'GET',
      url: lineAuthorizeUrl({ client_id: '123' }),
    });
    expect(badClient.statusCode).toBe(400);
    expect(badClient.headers.location).toBeUndefined();
    expect(badClient.body).toContain('client_id ไม่ถูกต้อง');

    const badRedirect = await app.inject({
      method: 'GET',
      url: lineAuthorizeUrl({ redirect_uri: 'javascript:alert(1)' }),
    });
    expect(badRedirect.statusCode).toBe(400);
    expect(badRedirect.body).toContain('(redirect_uri) ไม่ถูกต้อง');
  });

  it.each([
    [{ response_type: 'token' }, 'unsupported_response_type'],
    [{ scope: 'profile' }, 'invalid_scope'],
    [{ state: '' }, 'invalid_request'],
    [{ code_challenge: 'abc', code_challenge_method: 'plain' }, 'invalid_request'],
  ])('sends %j back to the client as error %s', async (params, error) => {
    const res = await app.inject({
      method: 'GET',
      url: lineAuthorizeUrl({ login_hint: 'admin-lv1', ...params }),
    });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.searchParams.get('error')).toBe(error);
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('refuses an unknown sandbox_fault', async () => {
    const res = await app.inject({
      method: 'GET',
      url: lineAuthorizeUrl({ sandbox_fault: 'meteor' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('sandbox_fault');
  });
});

describe('LINE Login token', () => {
  it('issues an access token and an HS256 ID token verifiable with the channel secret', async () => {
    const res = await exchange(await lineCode(app));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-line-request-id']).toBeDefined();
    const body = res.json() as TokenJson;
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 2592000,
      scope: 'profile openid',
    });
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.refresh_token).toEqual(expect.any(String));

    const { payload, protectedHeader } = await jwtVerify(body.id_token, secret, {
      issuer: 'https://access.line.me',
      audience: SANDBOX_DEFAULTS.lineChannelId,
      currentDate: new Date(clock.nowMs),
    });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({
      sub: lv1?.line?.userId,
      nonce: 'nonce-456',
      name: lv1?.line?.displayName,
      picture: 'http://localhost:3100/sandbox/avatar/admin-lv1.png',
      amr: ['pwd'],
    });
    expect(payload.exp).toBe(Math.floor(clock.nowMs / 1000) + 3600);
  });

  it('leaves name and picture out of the ID token without the profile scope', async () => {
    const res = await exchange(await lineCode(app, { scope: 'openid' }));
    const payload = decodeJwt((res.json() as TokenJson).id_token);
    expect(payload.sub).toBe(lv1?.line?.userId);
    expect(payload.name).toBeUndefined();
    expect(payload.picture).toBeUndefined();
  });

  it('refuses a wrong client secret', async () => {
    const res = await exchange(await lineCode(app), { client_secret: 'guess' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_client',
      error_description: 'invalid client_secret',
    });
  });

  it('refuses a redirect_uri other than the one authorized', async () => {
    const res = await exchange(await lineCode(app), {
      redirect_uri: 'http://localhost:3000/elsewhere',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'redirect_uri does not match',
    });
  });

  it('refuses a replayed code and revokes the token the first exchange issued', async () => {
    const code = await lineCode(app);
    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    const replay = await exchange(code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });

    const profile = await app.inject({
      method: 'GET',
      url: '/line/v2/profile',
      headers: { authorization: `Bearer ${(first.json() as TokenJson).access_token}` },
    });
    expect(profile.statusCode).toBe(401);
  });

  it('lets a code live 10 minutes and no longer', async () => {
    const fresh = await lineCode(app);
    clock.advance(10 * 60 * 1000 - 1000);
    expect((await exchange(fresh)).statusCode).toBe(200);

    const stale = await lineCode(app);
    clock.advance(10 * 60 * 1000 + 1);
    const res = await exchange(stale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'invalid authorization code',
    });
  });

  it('refuses an unknown code, a wrong grant type and a JSON body', async () => {
    expect((await exchange('nope')).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await exchange(await lineCode(app), { grant_type: 'password' })).json()).toMatchObject({
      error: 'unsupported_grant_type',
    });
    const json = await app.inject({
      method: 'POST',
      url: '/line/oauth2/v2.1/token',
      payload: { grant_type: 'authorization_code', code: await lineCode(app) },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('answers a missing field with invalid_request', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/line/oauth2/v2.1/token',
      ...form({ grant_type: 'authorization_code', code: 'x' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('checks the PKCE code_verifier (S256)', async () => {
    const verifier = 'a-long-enough-code-verifier-0123456789-abcdefghijklmnop';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const params = { code_challenge: challenge, code_challenge_method: 'S256' };
    const wrong = await exchange(await lineCode(app, params), { code_verifier: 'other' });
    expect(wrong.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'invalid code_verifier',
    });
    const right = await exchange(await lineCode(app, params), { code_verifier: verifier });
    expect(right.statusCode).toBe(200);
  });
});

describe('LINE Login faults', () => {
  async function idTokenWith(fault: string): Promise<string> {
    const res = await exchange(await lineCode(app, { sandbox_fault: fault }));
    expect(res.statusCode).toBe(200);
    return (res.json() as TokenJson).id_token;
  }

  const verifyOptions = () => ({
    issuer: 'https://access.line.me',
    audience: SANDBOX_DEFAULTS.lineChannelId,
    currentDate: new Date(clock.nowMs),
  });

  it('expired: the ID token is already past its exp', async () => {
    await expect(
      jwtVerify(await idTokenWith('expired'), secret, verifyOptions()),
    ).rejects.toMatchObject({
      code: 'ERR_JWT_EXPIRED',
    });
  });

  it('wrong_aud: the ID token names another channel', async () => {
    const token = await idTokenWith('wrong_aud');
    expect(decodeJwt(token).aud).not.toBe(SANDBOX_DEFAULTS.lineChannelId);
    await expect(jwtVerify(token, secret, verifyOptions())).rejects.toMatchObject({
      code: 'ERR_JWT_CLAIM_VALIDATION_FAILED',
      claim: 'aud',
    });
  });

  it('bad_signature: the payload was changed after signing', async () => {
    await expect(
      jwtVerify(await idTokenWith('bad_signature'), secret, verifyOptions()),
    ).rejects.toMatchObject({
      code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    });
  });

  it('wrong_nonce: a valid token carrying another nonce', async () => {
    const { payload } = await jwtVerify(await idTokenWith('wrong_nonce'), secret, verifyOptions());
    expect(payload.nonce).not.toBe('nonce-456');
  });

  it('wrong_iss: a valid signature from another issuer', async () => {
    await expect(
      jwtVerify(await idTokenWith('wrong_iss'), secret, verifyOptions()),
    ).rejects.toMatchObject({
      claim: 'iss',
    });
  });

  it('token_error and server_error: the token endpoint fails', async () => {
    const failed = await exchange(await lineCode(app, { sandbox_fault: 'token_error' }));
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toMatchObject({ error: 'invalid_grant' });
    const down = await exchange(await lineCode(app, { sandbox_fault: 'server_error' }));
    expect(down.statusCode).toBe(500);
    expect(down.json()).toMatchObject({ error: 'server_error' });
  });

  it('an armed fault applies to the next sign-in only', async () => {
    const arm = await app.inject({
      method: 'POST',
      url: '/sandbox/faults',
      payload: { service: 'line', fault: 'server_error' },
    });
    expect(arm.json()).toMatchObject({ armed: { line: 'server_error' } });
    expect((await exchange(await lineCode(app))).statusCode).toBe(500);
    expect((await exchange(await lineCode(app))).statusCode).toBe(200);
  });
});

describe('LINE Login verify and profile', () => {
  async function signIn(params: Record<string, string> = {}): Promise<TokenJson> {
    return (await exchange(await lineCode(app, params))).json() as TokenJson;
  }

  function verifyIdToken(fields: Record<string, string>) {
    return app.inject({ method: 'POST', url: '/line/oauth2/v2.1/verify', ...form(fields) });
  }

  it('verifies a good ID token and answers its payload', async () => {
    const { id_token } = await signIn();
    const res = await verifyIdToken({
      id_token,
      client_id: SANDBOX_DEFAULTS.lineChannelId,
      nonce: 'nonce-456',
      user_id: lv1?.line?.userId ?? '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      iss: 'https://access.line.me',
      sub: lv1?.line?.userId,
      aud: SANDBOX_DEFAULTS.lineChannelId,
      nonce: 'nonce-456',
      name: lv1?.line?.displayName,
    });
  });

  it.each([
    ['bad_signature', {}, 'Invalid IdToken.'],
    ['wrong_iss', {}, 'Invalid IdToken Issuer.'],
    ['expired', {}, 'IdToken expired.'],
    ['wrong_aud', {}, 'Invalid IdToken Audience.'],
    ['wrong_nonce', {}, 'Invalid IdToken Nonce.'],
    ['', { user_id: 'U00000000000000000000000000000000' }, 'Invalid IdToken Subject Identifier.'],
  ])('answers fault %s with "%s"', async (fault, extra, description) => {
    const { id_token } = await signIn(fault ? { sandbox_fault: fault } : {});
    const res = await verifyIdToken({
      id_token,
      client_id: SANDBOX_DEFAULTS.lineChannelId,
      nonce: 'nonce-456',
      ...extra,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_request', error_description: description });
  });

  it('verifies an access token', async () => {
    const { access_token } = await signIn();
    clock.advance(1000);
    const res = await app.inject({
      method: 'GET',
      url: `/line/oauth2/v2.1/verify?access_token=${access_token}`,
    });
    expect(res.json()).toEqual({
      scope: 'profile openid',
      client_id: SANDBOX_DEFAULTS.lineChannelId,
      expires_in: 2592000 - 1,
    });
    const unknown = await app.inject({
      method: 'GET',
      url: '/line/oauth2/v2.1/verify?access_token=nope',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: 'invalid_request',
      error_description: 'access token expired',
    });
  });

  it('answers the profile of the signed-in user', async () => {
    const { access_token } = await signIn({ login_hint: 'invited-lv3' });
    const res = await app.inject({
      method: 'GET',
      url: '/line/v2/profile',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(res.statusCode).toBe(200);
    const invited = DEMO_IDENTITIES.find((identity) => identity.id === 'invited-lv3');
    expect(res.json()).toEqual({
      userId: invited?.line?.userId,
      displayName: invited?.line?.displayName,
      pictureUrl: 'http://localhost:3100/sandbox/avatar/invited-lv3.png',
      statusMessage: invited?.line?.statusMessage,
    });
  });

  it('refuses the profile without a valid bearer token', async () => {
    const missing = await app.inject({ method: 'GET', url: '/line/v2/profile' });
    expect(missing.statusCode).toBe(401);
    expect((missing.json() as { message: string }).message).toContain(
      'Authorization header required',
    );
    const wrong = await app.inject({
      method: 'GET',
      url: '/line/v2/profile',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('access tokens expire after 30 days', async () => {
    const { access_token } = await signIn();
    clock.advance(2592000 * 1000 + 1);
    const res = await app.inject({
      method: 'GET',
      url: '/line/v2/profile',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('revokes an access token', async () => {
    const { access_token } = await signIn();
    const revoke = await app.inject({
      method: 'POST',
      url: '/line/oauth2/v2.1/revoke',
      ...form({
        access_token,
        client_id: SANDBOX_DEFAULTS.lineChannelId,
        client_secret: SANDBOX_DEFAULTS.lineChannelSecret,
      }),
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.body).toBe('');
    const res = await app.inject({
      method: 'GET',
      url: '/line/v2/profile',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
