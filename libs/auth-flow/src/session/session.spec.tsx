import { dismissAllToasts, getToasts } from '@hbc/ui';
import { screen, waitFor } from '@testing-library/react';
import { authClient, getProfile, readProfile, upload, writeLog } from '@hbc/api-clients';
import {
  clearCookies,
  cookieValue,
  installFakeApi,
  setCookie,
  type FakeApi,
} from '@hbc/api-clients/testing';
import { openRoutes } from '../testing/render-routes';
import { refreshProfile } from './refresh-profile';
import { expireSession, installSessionExpiry } from './session-expiry';

const stored = {
  access_token: 'access-1',
  role: 'ADMIN_LV1',
  first_name: 'สมชาย',
  last_name: 'ใจดี',
  last_login: null,
  hospital_name: 'โรงพยาบาลเดิม',
  hospital_logo: null,
};

let api: FakeApi;

beforeEach(() => {
  setCookie('USER_PROFILE', JSON.stringify(stored));
});

afterEach(() => {
  api.restore();
  clearCookies();
  dismissAllToasts();
});

function toastTexts(): string[] {
  return getToasts().map((t) => t.message);
}

describe('refreshProfile', () => {
  it('stores and answers the fresh profile, keeping the access token', async () => {
    api = installFakeApi({
      'GET /api/setting/user-management/profile': {
        status: 200,
        data: {
          message: 'SUCCESS',
          data: {
            ...stored,
            access_token: undefined,
            hospital_name: 'โรงพยาบาลใหม่',
            last_login: '2026-11-20T01:00:00Z',
          },
        },
      },
    });
    const fresh = await refreshProfile();
    expect(api.requests[0]?.authorization).toBe('Bearer access-1');
    expect(fresh).toEqual({
      ...stored,
      hospital_name: 'โรงพยาบาลใหม่',
      last_login: '2026-11-20T01:00:00Z',
    });
    expect(readProfile()).toEqual(fresh);
  });

  it('leaves a session stored while the call was out as it is, whatever the call answers', async () => {
    const newer = { ...stored, access_token: 'access-2', first_name: 'สมศรี' };
    for (const status of [200, 401]) {
      setCookie('USER_PROFILE', JSON.stringify(stored));
      api?.restore();
      api = installFakeApi({
        'GET /api/setting/user-management/profile': () => {
          setCookie('USER_PROFILE', JSON.stringify(newer));
          return { status, data: { message: 'SUCCESS', data: { ...stored, first_name: 'เก่า' } } };
        },
      });
      await expect(refreshProfile()).resolves.toEqual(newer);
      expect(readProfile()).toEqual(newer);
      expect(toastTexts()).toEqual([]);
    }
  });

  it("says 'กรุณาเข้าสู่ระบบอีกครั้ง' and removes the cookie on a 401", async () => {
    api = installFakeApi({
      'GET /api/setting/user-management/profile': {
        status: 401,
        data: { message: 'UNAUTHORIZED' },
      },
    });
    await expect(refreshProfile()).resolves.toBeNull();
    expect(cookieValue('USER_PROFILE')).toBeUndefined();
    expect(toastTexts()).toEqual(['กรุณาเข้าสู่ระบบอีกครั้ง']);
  });

  it('keeps the stored profile when the API cannot answer', async () => {
    api = installFakeApi({ 'GET /api/setting/user-management/profile': { network: true } });
    await expect(refreshProfile()).resolves.toEqual(stored);
    expect(readProfile()).toEqual(stored);
    expect(toastTexts()).toEqual([]);
  });

  it('answers null without calling the API when there is no profile', async () => {
    clearCookies();
    api = installFakeApi({});
    await expect(refreshProfile()).resolves.toBeNull();
    expect(api.requests).toHaveLength(0);
  });
});

describe('session expiry on any 401 of the access-token client', () => {
  it("says 'กรุณาเข้าสู่ระบบอีกครั้ง' once, removes the cookie and goes to /line-login", async () => {
    api = installFakeApi({
      'POST /api/setting/log': { status: 401, data: { message: 'UNAUTHORIZED' } },
      'GET /api/setting/user-management/profile': {
        status: 401,
        data: { message: 'UNAUTHORIZED' },
      },
    });
    const router = openRoutes('/broadcast', [
      { path: '/broadcast', element: <p>บรอดแคสต์</p> },
      { path: '/line-login', element: <p>หน้า LINE</p> },
    ]);
    expect(await screen.findByText('บรอดแคสต์')).toBeInTheDocument();
    const eject = installSessionExpiry((to) => router.navigate(to, { replace: true }));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await Promise.all([
        writeLog({ action: 'a', menu: 'm', subject: 's', description: 'd' }),
        getProfile().catch(() => null),
      ]);
      expect(await screen.findByText('หน้า LINE')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/line-login');
      expect(cookieValue('USER_PROFILE')).toBeUndefined();
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['กรุณาเข้าสู่ระบบอีกครั้ง']);
      expect(consoleError).toHaveBeenCalledWith('writeLog failed', expect.anything());
    } finally {
      eject();
      consoleError.mockRestore();
    }
  });

  it('leaves the session alone on a 401 to an upload: the uploader stays silent', async () => {
    api = installFakeApi({
      'POST /api/upload/image': { status: 401, data: { message: 'UNAUTHORIZED' } },
    });
    const navigate = jest.fn();
    const eject = installSessionExpiry(navigate);
    try {
      await expect(upload('image', 'data:image/png;base64,iVBORw==')).rejects.toMatchObject({
        status: 401,
      });
      expect(navigate).not.toHaveBeenCalled();
      expect(readProfile()).toEqual(stored);
      expect(toastTexts()).toEqual([]);
    } finally {
      eject();
    }
  });

  it('leaves other failures alone and stops when removed', async () => {
    api = installFakeApi({
      'GET /a': { status: 403, data: { message: 'FORBIDDEN' } },
      'GET /b': { status: 401, data: { message: 'UNAUTHORIZED' } },
    });
    const navigate = jest.fn();
    const eject = installSessionExpiry(navigate);
    await expect(authClient.get('/a')).rejects.toMatchObject({ status: 403 });
    expect(navigate).not.toHaveBeenCalled();
    eject();
    await expect(authClient.get('/b')).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
    expect(readProfile()).toEqual(stored);
  });

  it('keeps a single handler when installed twice', async () => {
    api = installFakeApi({ 'GET /b': { status: 401, data: { message: 'UNAUTHORIZED' } } });
    const first = jest.fn();
    const second = jest.fn();
    installSessionExpiry(first);
    const eject = installSessionExpiry(second);
    await expect(authClient.get('/b')).rejects.toMatchObject({ status: 401 });
    eject();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('/line-login');
  });

  it('does nothing once the session is already gone', async () => {
    clearCookies();
    api = installFakeApi({ 'GET /b': { status: 401, data: { message: 'UNAUTHORIZED' } } });
    const navigate = jest.fn();
    const eject = installSessionExpiry(navigate);
    await expect(authClient.get('/b')).rejects.toMatchObject({ status: 401 });
    eject();
    expect(navigate).not.toHaveBeenCalled();
    expect(expireSession()).toBe(false);
    await waitFor(() => expect(toastTexts()).toEqual([]));
  });
});
