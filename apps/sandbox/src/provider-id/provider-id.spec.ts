import { DEMO_IDENTITIES } from '@hbc/contracts';
import type { SandboxApp } from '../app';
import { SANDBOX_DEFAULTS } from '../config/defaults';
import { healthIdToken, providerTokenRequest, testApp, type TestClock } from '../testing/test-app';

let app: SandboxApp;
let clock: TestClock;

beforeEach(async () => {
  ({ app, clock } = await testApp());
});

afterEach(async () => {
  await app.close();
});

interface ProviderTokenJson {
  status: number;
  data: { access_token: string; account_id: string; expires_in: number };
}

async function providerToken(params: Record<string, string> = {}): Promise<string> {
  const res = await app.inject(providerTokenRequest(await healthIdToken(app, params)));
  expect(res.statusCode).toBe(200);
  return (res.json() as ProviderTokenJson).data.access_token;
}

function profile(token: string, headers: Record<string, string> = {}, query = '?position_type=1') {
  return app.inject({
    method: 'GET',
    url: `/provider-id/api/v1/services/profile${query}`,
    headers: {
      authorization: `Bearer ${token}`,
      'client-id': SANDBOX_DEFAULTS.providerIdClientId,
      'secret-key': SANDBOX_DEFAULTS.providerIdClientSecret,
      ...headers,
    },
  });
}

describe('Provider ID token', () => {
  it('exchanges a Health ID token for a Provider ID token', async () => {
    const res = await app.inject(providerTokenRequest(await healthIdToken(app)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      message: 'success',
      data: {
        token_type: 'Bearer',
        expires_in: 86400,
        access_token: expect.stringMatching(/^pid\./),
        expiration_date: expect.any(String),
        account_id: '1600000004',
        username: 'PV66000000004',
        login_by: 'Health ID',
      },
    });
  });

  it('refuses wrong client credentials, another token_by and an unknown token', async () => {
    const token = await healthIdToken(app);
    const wrongSecret = await app.inject(providerTokenRequest(token, { secret_key: 'guess' }));
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json()).toEqual({ status: 401, message: 'Invalid client_id or secret_key' });

    const tokenBy = await app.inject(providerTokenRequest(token, { token_by: 'ThaID' }));
    expect(tokenBy.statusCode).toBe(400);
    expect(tokenBy.json()).toMatchObject({ status: 400 });

    const unknown = await app.inject(providerTokenRequest('hid.unknown'));
    expect(unknown.statusCode).toBe(401);
  });

  it('answers 400 for a Health ID holder who is not a provider', async () => {
    const res = await app.inject(
      providerTokenRequest(await healthIdToken(app, { login_hint: 'not-provider' })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: 'Provider ID not found for this account' });
  });

  it('wants a JSON body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/provider-id/api/v1/services/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'client_id=x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400 });
  });

  it('answers a missing field with 400 in the service shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/provider-id/api/v1/services/token',
      payload: { client_id: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: expect.stringContaining('secret_key') });
  });
});

describe('Provider ID profile', () => {
  it('answers the person and their affiliations in the service field names', async () => {
    const res = await profile(await providerToken({ login_hint: 'admin-lv1' }));
    expect(res.statusCode).toBe(200);
    const lv1 = DEMO_IDENTITIES.find((identity) => identity.id === 'admin-lv1');
    const body = res.json() as {
      status: number;
      data: Record<string, unknown> & { organization: unknown[] };
    };
    expect(body.status).toBe(200);
    expect(body.data).toMatchObject({
      account_id: lv1?.provider?.healthAccountId,
      hash_cid: lv1?.provider?.hashCid,
      provider_id: lv1?.provider?.providerId,
      title_th: 'นายแพทย์',
      firstname_th: 'ธนกร',
      lastname_th: 'ศรีสุข',
      name_th: 'ธนกร ศรีสุข',
      firstname_en: 'Thanakorn',
      lastname_en: 'Srisuk',
    });
    expect(body.data.organization).toEqual([
      expect.objectContaining({
        hcode: '10669',
        hname_th: 'โรงพยาบาลศูนย์สาธิต',
        position: 'นายแพทย์ชำนาญการพิเศษ',
        position_type: 'ข้าราชการ',
        business_id: expect.any(String),
      }),
    ]);
    expect(body.data['hash_cid']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('checks the client-id and secret-key headers and the bearer token', async () => {
    const token = await providerToken();
    const wrongHeader = await profile(token, { 'secret-key': 'guess' });
    expect(wrongHeader.statusCode).toBe(401);
    expect(wrongHeader.json()).toEqual({ status: 401, message: 'Invalid client-id or secret-key' });

    const noBearer = await app.inject({
      method: 'GET',
      url: '/provider-id/api/v1/services/profile',
      headers: {
        'client-id': SANDBOX_DEFAULTS.providerIdClientId,
        'secret-key': SANDBOX_DEFAULTS.providerIdClientSecret,
      },
    });
    expect(noBearer.statusCode).toBe(401);

    const healthToken = await healthIdToken(app);
    expect((await profile(healthToken)).statusCode).toBe(401);
  });

  it('Provider ID tokens expire after a day', async () => {
    const token = await providerToken();
    clock.advance(86400 * 1000 + 1);
    expect((await profile(token)).statusCode).toBe(401);
  });
});

describe('Provider ID faults', () => {
  it('not_provider: the provider token step answers 400', async () => {
    const res = await app.inject(
      providerTokenRequest(await healthIdToken(app, { sandbox_fault: 'not_provider' })),
    );
    expect(res.statusCode).toBe(400);
  });

  it('provider_error: the provider token step answers 500', async () => {
    const res = await app.inject(
      providerTokenRequest(await healthIdToken(app, { sandbox_fault: 'provider_error' })),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ status: 500 });
  });

  it('profile_error: the profile answers 500', async () => {
    const res = await profile(await providerToken({ sandbox_fault: 'profile_error' }));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ status: 500 });
  });

  it('no_organization: the profile has no affiliation', async () => {
    const res = await profile(await providerToken({ sandbox_fault: 'no_organization' }));
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { organization: unknown[] } }).data.organization).toEqual([]);
  });

  it('an armed Health ID fault applies to the next sign-in', async () => {
    await app.inject({
      method: 'POST',
      url: '/sandbox/faults',
      payload: { service: 'health-id', fault: 'not_provider' },
    });
    const failing = await app.inject(providerTokenRequest(await healthIdToken(app)));
    expect(failing.statusCode).toBe(400);
    const next = await app.inject(providerTokenRequest(await healthIdToken(app)));
    expect(next.statusCode).toBe(200);
  });
});
