import { AxiosError } from 'axios';
import { COOKIES } from '@hbc/contracts';
import { ApiError } from './api-error';
import { configureApiHost, getApiHost } from './api-host';
import { authClient, lineTokenClient, publicClient } from './clients';
import { clearCookies, installFakeAdapter, setCookie } from './testing/fake-adapter';

const clients = { publicClient, lineTokenClient, authClient };

let fake: ReturnType<typeof installFakeAdapter>;

beforeEach(() => {
  fake = installFakeAdapter(() => ({ status: 200, data: { message: 'SUCCESS', data: null } }));
  setCookie(COOKIES.lineToken, 'line-token-1');
  setCookie(COOKIES.userProfile, JSON.stringify({ access_token: 'access-1', role: 'ADMIN_LV1' }));
});

afterEach(() => {
  fake.restore();
  clearCookies();
  configureApiHost('');
});

function authorization(): unknown {
  return fake.last().config.headers.get('Authorization');
}

describe('the three clients', () => {
  it('publicClient sends no authorization', async () => {
    await publicClient.get('/api/health');
    expect(authorization()).toBeUndefined();
  });

  it('lineTokenClient sends the LINE_TOKEN cookie, read at request time', async () => {
    await lineTokenClient.post('/api/login/provider', {});
    expect(authorization()).toBe('Bearer line-token-1');
    setCookie(COOKIES.lineToken, 'line-token-2');
    await lineTokenClient.post('/api/login/provider', {});
    expect(authorization()).toBe('Bearer line-token-2');
  });

  it('authClient sends the access_token of the USER_PROFILE cookie JSON', async () => {
    await authClient.get('/api/setting/user-management/profile');
    expect(authorization()).toBe('Bearer access-1');
    setCookie(COOKIES.userProfile, JSON.stringify({ access_token: 'access-2' }));
    await authClient.get('/api/setting/user-management/profile');
    expect(authorization()).toBe('Bearer access-2');
  });

  it('sends no authorization when the cookie is missing or holds no token', async () => {
    clearCookies();
    await authClient.get('/x');
    expect(authorization()).toBeUndefined();
    await lineTokenClient.get('/x');
    expect(authorization()).toBeUndefined();
    setCookie(COOKIES.userProfile, 'not json');
    await authClient.get('/x');
    expect(authorization()).toBeUndefined();
  });

  it.each(Object.entries(clients))('%s has no timeout', async (_name, client) => {
    expect(client.defaults.timeout).toBe(0);
    await client.get('/x');
    expect(fake.last().config.timeout).toBe(0);
  });

  it.each(Object.entries(clients))('%s counts only HTTP 200 as success', async (_name, client) => {
    for (const status of [201, 204, 302, 400, 401, 500]) {
      fake.restore();
      fake = installFakeAdapter(() => ({ status, data: { message: `answer ${status}` } }));
      const error = await client.get('/x').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, message: `answer ${status}` });
    }
    fake.restore();
    fake = installFakeAdapter(() => ({ status: 200, data: { ok: true } }));
    await expect(client.get('/x')).resolves.toMatchObject({ status: 200, data: { ok: true } });
  });

  it('carries the server message and validation errors', async () => {
    fake.restore();
    fake = installFakeAdapter(() => ({
      status: 400,
      data: { message: 'VALIDATION_ERROR', errors: [{ path: 'first_name', message: 'required' }] },
    }));
    const error = await authClient.post('/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'VALIDATION_ERROR',
      errors: [{ path: 'first_name', message: 'required' }],
    });
  });

  it('carries how many issues the server left out of its list', async () => {
    fake.restore();
    const errors = [{ path: '/k0', message: 'ไม่รู้จักข้อมูลนี้' }];
    fake = installFakeAdapter(() => ({
      status: 400,
      data: { message: 'VALIDATION_ERROR', errors, moreErrors: 74_900 },
    }));
    const cut = await authClient.post('/x', {}).catch((e: unknown) => e);
    expect(cut).toMatchObject({ status: 400, errors, moreErrors: 74_900 });

    fake.restore();
    fake = installFakeAdapter(() => ({
      status: 400,
      data: { message: 'VALIDATION_ERROR', errors },
    }));
    const whole = await authClient.post('/x', {}).catch((e: unknown) => e);
    expect(whole).toMatchObject({ status: 400, errors, moreErrors: undefined });
  });

  it('turns a request that got no answer into an ApiError without status', async () => {
    fake.restore();
    fake = installFakeAdapter((config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    });
    const error = await publicClient.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: undefined, message: 'Network Error' });
  });

  it('uses one configurable API host, the page origin by default', async () => {
    expect(getApiHost()).toBe('');
    await publicClient.get('/api/health');
    expect(fake.last().config.baseURL).toBe('');
    configureApiHost('https://api.example.test/');
    for (const client of Object.values(clients)) {
      await client.get('/api/health');
      expect(fake.last().config.baseURL).toBe('https://api.example.test');
    }
  });
});
