import { DEMO_IDENTITIES } from '@hbc/contracts';
import type { SandboxApp } from '../app';
import { SANDBOX_DEFAULTS } from '../config/defaults';
import {
  form,
  healthIdCode,
  healthIdRedirectUrl,
  PROVIDER_CALLBACK,
  testApp,
  type TestClock,
} from '../testing/test-app';

let app: SandboxApp;
let clock: TestClock;

beforeEach(async () => {
  ({ app, clock } = await testApp());
});

afterEach(async () => {
  await app.close();
});

function exchange(code: string, overrides: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/health-id/api/v1/token',
    ...form({
      grant_type: 'authorization_code',
      code,
      redirect_uri: PROVIDER_CALLBACK,
      client_id: SANDBOX_DEFAULTS.healthIdClientId,
      client_secret: SANDBOX_DEFAULTS.healthIdClientSecret,
      ...overrides,
    }),
  });
}

describe('Health ID redirect', () => {
  it('shows a Thai picker of every identity with a Health ID account', async () => {
    const res = await app.inject({ method: 'GET', url: healthIdRedirectUrl() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('เลือกบัญชีผู้ให้บริการเพื่อเข้าสู่ระบบ');
    for (const identity of DEMO_IDENTITIES.filter((i) => i.provider)) {
      expect(res.body).toContain(`name="login_hint" value="${identity.id}"`);
    }
    expect(res.body).toContain('ไม่มี Provider ID');
    expect(res.body).toContain('<option value="not_provider">');
  });

  it('approves with login_hint, redirecting with code and state', async () => {
    const res = await app.inject({
      method: 'GET',
      url: healthIdRedirectUrl({ login_hint: 'admin-lv2' }),
    });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(PROVIDER_CALLBACK);
    expect(location.searchParams.get('state')).toBe('hid-state');
    expect(location.searchParams.get('code')).toEqual(expect.any(String));
  });

  it('refuses an unknown client_id with a Thai page', async () => {
    const res = await app.inject({
      method: 'GET',
      url: healthIdRedirectUrl({ client_id: 'other' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('client_id ไม่ถูกต้อง');
  });
});

describe('Health ID token', () => {
  it('exchanges a code for a Health ID access token', async () => {
    const res = await exchange(await healthIdCode(app, { login_hint: 'admin-lv2' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        access_token: expect.stringMatching(/^hid\./),
        token_type: 'Bearer',
        expires_in: 31535998,
        account_id: '1600000003',
        expiration_date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      },
      message: 'You logged in successfully',
    });
  });

  it('refuses a wrong client secret, a replayed or expired code and a wrong redirect_uri', async () => {
    const wrongSecret = await exchange(await healthIdCode(app), { client_secret: 'guess' });
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json()).toMatchObject({ status: 'fail' });

    const code = await healthIdCode(app);
    expect((await exchange(code)).statusCode).toBe(200);
    expect((await exchange(code)).statusCode).toBe(400);

    const stale = await healthIdCode(app);
    clock.advance(10 * 60 * 1000 + 1);
    expect((await exchange(stale)).statusCode).toBe(400);

    const wrongRedirect = await exchange(await healthIdCode(app), {
      redirect_uri: 'http://localhost:3000/',
    });
    expect(wrongRedirect.statusCode).toBe(400);
    expect(wrongRedirect.json()).toMatchObject({
      status: 'fail',
      message: expect.stringContaining('redirect_uri'),
    });
  });

  it('fails on request: token_error and server_error', async () => {
    expect(
      (await exchange(await healthIdCode(app, { sandbox_fault: 'token_error' }))).statusCode,
    ).toBe(400);
    const down = await exchange(await healthIdCode(app, { sandbox_fault: 'server_error' }));
    expect(down.statusCode).toBe(500);
    expect(down.json()).toMatchObject({ status: 'fail' });
  });
});
