import { COOKIES } from '@hbc/contracts';
import { ApiError } from './api-error';
import { configureApiHost, getApiHost } from './api-host';
import { authClient, lineTokenClient, publicClient } from './clients';
import { HttpError } from './http/http-error';
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

function authorization(): string | undefined {
  return fake.last().config.headers['Authorization'];
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

  it('a call’s own Authorization wins over the cookie’s token, whatever its case', async () => {
    await authClient.get('/x', { headers: { authorization: 'Bearer given' } });
    expect(fake.last().config.headers).toEqual({
      Accept: 'application/json',
      authorization: 'Bearer given',
    });
  });

  it('asks for JSON and sends a JSON body with its type', async () => {
    await authClient.post('/x', { name: 'กานดา' });
    expect(fake.last().config.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer access-1',
      'Content-Type': 'application/json',
    });
    expect(fake.last().config.data).toBe('{"name":"กานดา"}');
    await authClient.post('/x');
    expect(fake.last().config.headers).not.toHaveProperty('Content-Type');
    expect(fake.last().config).not.toHaveProperty('data');
  });

  it('parses a JSON answer that arrives as text, and keeps text that is not JSON', async () => {
    fake.restore();
    const bodies = ['{"ok":true}', 'plain', ''];
    fake = installFakeAdapter(() => ({ status: 200, data: bodies.shift() }));
    await expect(publicClient.get('/x')).resolves.toMatchObject({ data: { ok: true } });
    await expect(publicClient.get('/x')).resolves.toMatchObject({ data: 'plain' });
    await expect(publicClient.get('/x')).resolves.toMatchObject({ data: '' });
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
      throw new HttpError('Network Error', 'ERR_NETWORK', config);
    });
    const error = await publicClient.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: undefined, message: 'Network Error' });
    expect((error as ApiError).cause).toMatchObject({ code: 'ERR_NETWORK', response: undefined });
  });

  it('keeps the request and the answer as the cause of a failure', async () => {
    fake.restore();
    fake = installFakeAdapter(() => ({ status: 404, data: { message: 'NOT_FOUND' } }));
    const error = await authClient.get('/x', { keepSessionOn401: true }).catch((e: unknown) => e);
    const cause = (error as ApiError).cause;
    expect(cause).toBeInstanceOf(HttpError);
    expect(cause).toMatchObject({
      message: 'Request failed with status code 404',
      code: 'ERR_BAD_STATUS',
      config: { method: 'GET', url: '/x', keepSessionOn401: true },
      response: { status: 404, data: { message: 'NOT_FOUND' } },
    });
  });

  it('gives the answer’s header names in lower case', async () => {
    fake.restore();
    fake = installFakeAdapter(() => ({ status: 200, headers: { 'X-Total-Count': '3' } }));
    await expect(authClient.get('/x')).resolves.toMatchObject({
      headers: { 'x-total-count': '3' },
    });
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
