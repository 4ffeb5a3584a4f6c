import { dismissAllToasts } from '@hbc/ui';
import { screen, waitFor } from '@testing-library/react';
import { LINE_TOKEN_LIFETIME_MS } from '@hbc/contracts';
import { SIGN_IN_TEXT } from '../messages';
import {
  clearCookies,
  cookieValue,
  installFakeApi,
  setCookie,
  type FakeApi,
  type FakeReply,
} from '@hbc/api-clients/testing';
import { openRoutes, plainScreens } from '../testing/render-routes';
import { loginCallbackCheck } from './login-callback-check';
import { LOGIN_STATE_KEY, rememberLoginState } from './login-state';

const PROVIDER_URL = 'https://provider.example.test/authorize?client_id=c&state=p1';
const CALLBACK = '/?state=state-1&code=line-code-1';

let api: FakeApi;
let leavePage: jest.Mock;

function fakeApi(loginReply: FakeReply, providerReply?: FakeReply): FakeApi {
  return installFakeApi({
    'POST /api/login': loginReply,
    'GET /api/login/provider/authorize-url': providerReply ?? {
      status: 200,
      data: { message: 'SUCCESS', data: { url: PROVIDER_URL, state: 'p1' } },
    },
  });
}

function open(path: string, now?: () => number) {
  return openRoutes(
    path,
    plainScreens([
      { path: '/', element: <p>กำลังเข้าสู่ระบบ</p>, check: loginCallbackCheck({ leavePage, now }) },
      { path: '/provider-login', element: <p>หน้า /provider-login</p> },
    ]),
  );
}

async function expectLineLoginWith(text: string, router: ReturnType<typeof open>) {
  expect(await screen.findByText('หน้า /line-login')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/line-login');
  expect(screen.getByRole('alert')).toHaveTextContent(text);
}

beforeEach(() => {
  leavePage = jest.fn();
  rememberLoginState('state-1');
});

afterEach(() => {
  api.restore();
  clearCookies();
  sessionStorage.clear();
  dismissAllToasts();
});

describe('the login callback on /', () => {
  it('posts state, code and the invite code, keeps the messaging token and leaves for Provider ID', async () => {
    api = fakeApi({ status: 200, data: { message: 'SUCCESS', access_token: 'line-jwt-1' } });
    setCookie('CODE_INVITE', 'INVITE-42');
    open(CALLBACK);
    expect(await screen.findByText('กำลังเข้าสู่ระบบ')).toBeInTheDocument();

    expect(api.calls('POST /api/login')).toHaveLength(1);
    expect(api.calls('POST /api/login')[0]?.body).toEqual({
      state: 'state-1',
      code: 'line-code-1',
      code_invite: 'INVITE-42',
    });
    expect(api.calls('POST /api/login')[0]?.authorization).toBeUndefined();
    expect(cookieValue('CODE_INVITE')).toBeUndefined();
    expect(cookieValue('LINE_TOKEN')).toBe('line-jwt-1');

    const [providerCall] = api.calls('GET /api/login/provider/authorize-url');
    expect(providerCall?.query).toEqual({ redirect_uri: 'http://localhost/provider-login' });
    expect(providerCall?.authorization).toBe('Bearer line-jwt-1');
    expect(leavePage).toHaveBeenCalledWith(PROVIDER_URL);
    expect(sessionStorage.getItem(LOGIN_STATE_KEY)).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends no invite code when there is none', async () => {
    api = fakeApi({ status: 200, data: { message: 'SUCCESS', access_token: 'line-jwt-1' } });
    open(CALLBACK);
    await waitFor(() => expect(leavePage).toHaveBeenCalled());
    expect(api.calls('POST /api/login')[0]?.body).toEqual({
      state: 'state-1',
      code: 'line-code-1',
    });
  });

  it('keeps the messaging token cookie for exactly 4 hours', async () => {
    api = fakeApi({ status: 200, data: { message: 'SUCCESS', access_token: 'line-jwt-1' } });
    // Signed in 4 hours minus a minute ago: the cookie still has a minute to live.
    open(CALLBACK, () => Date.now() - LINE_TOKEN_LIFETIME_MS + 60_000);
    await waitFor(() => expect(leavePage).toHaveBeenCalled());
    expect(cookieValue('LINE_TOKEN')).toBe('line-jwt-1');
  });

  it('lets the messaging token cookie lapse once 4 hours have passed', async () => {
    api = fakeApi({ status: 200, data: { message: 'SUCCESS', access_token: 'line-jwt-1' } });
    open(CALLBACK, () => Date.now() - LINE_TOKEN_LIFETIME_MS - 60_000);
    await waitFor(() => expect(leavePage).toHaveBeenCalled());
    expect(cookieValue('LINE_TOKEN')).toBeUndefined();
  });

  it.each([
    ['CODE_IS_USED', 400, 'ลิงก์นี้ถูกใช้งานไปแล้ว กรุณาติดต่อเจ้าหน้าที่'],
    ['NO_INVITE', 400, 'ลิงก์ไม่ถูกต้อง กรุณาติดต่อเจ้าหน้าที่'],
    ['DISABLED', 403, 'ผู้ใช้นี้ยังไม่ถูกเปิดใช้งาน กรุณาติดต่อเจ้าหน้าที่'],
    ['DUPLICATE MID', 409, 'บัญชีไลน์นี้มีอยู่ในระบบแล้ว'],
    ['INVALID_STATE', 400, 'INVALID_STATE'],
    ['LINE_LOGIN_FAILED', 400, 'LINE_LOGIN_FAILED'],
  ])(
    'answers %s (HTTP %i) with "%s", removes the invite cookie and goes to /line-login',
    async (message, status, text) => {
      api = fakeApi({ status, data: { message } });
      setCookie('CODE_INVITE', 'INVITE-42');
      const router = open(CALLBACK);
      await expectLineLoginWith(text, router);
      expect(cookieValue('CODE_INVITE')).toBeUndefined();
      expect(cookieValue('LINE_TOKEN')).toBeUndefined();
      expect(api.calls('GET /api/login/provider/authorize-url')).toHaveLength(0);
      expect(leavePage).not.toHaveBeenCalled();
    },
  );

  it('replaces the used callback address in the history, so that Back never replays it', async () => {
    api = fakeApi({ status: 400, data: { message: 'CODE_IS_USED' } });
    const router = open(CALLBACK);
    await expectLineLoginWith('ลิงก์นี้ถูกใช้งานไปแล้ว กรุณาติดต่อเจ้าหน้าที่', router);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says so in Thai when the API cannot be reached', async () => {
    api = fakeApi({ network: true });
    setCookie('CODE_INVITE', 'INVITE-42');
    const router = open(CALLBACK);
    await expectLineLoginWith(SIGN_IN_TEXT.network, router);
    expect(cookieValue('CODE_INVITE')).toBeUndefined();
  });

  it('says sign-in failed in Thai for an answer without a message', async () => {
    api = fakeApi({ status: 502, data: '<html>Bad Gateway</html>' });
    const router = open(CALLBACK);
    await expectLineLoginWith(SIGN_IN_TEXT.loginFailed, router);
  });

  it("answers 200 NO_DATA with 'ไม่พบข้อมูลผู้ใช้ในระบบ' and /line-login", async () => {
    api = fakeApi({ status: 200, data: { message: 'NO_DATA' } });
    const router = open(CALLBACK);
    await expectLineLoginWith('ไม่พบข้อมูลผู้ใช้ในระบบ', router);
    expect(cookieValue('LINE_TOKEN')).toBeUndefined();
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('treats a 200 without the token as a failure', async () => {
    api = fakeApi({ status: 200, data: { message: 'SUCCESS' } });
    setCookie('CODE_INVITE', 'INVITE-42');
    const router = open(CALLBACK);
    await expectLineLoginWith(SIGN_IN_TEXT.loginFailed, router);
    expect(cookieValue('CODE_INVITE')).toBeUndefined();
    expect(cookieValue('LINE_TOKEN')).toBeUndefined();
  });

  it('refuses a state this tab did not send, without calling the API', async () => {
    api = fakeApi({ status: 200, data: { message: 'SUCCESS', access_token: 'line-jwt-1' } });
    setCookie('CODE_INVITE', 'INVITE-42');
    const router = open('/?state=someone-else&code=line-code-1');
    await expectLineLoginWith(SIGN_IN_TEXT.stateMismatch, router);
    expect(api.requests).toHaveLength(0);
    expect(cookieValue('CODE_INVITE')).toBe('INVITE-42');
    expect(sessionStorage.getItem(LOGIN_STATE_KEY)).toBeNull();
  });

  it('refuses any state when this tab kept none', async () => {
    sessionStorage.clear();
    api = fakeApi({ status: 200, data: { message: 'SUCCESS', access_token: 'line-jwt-1' } });
    const router = open(CALLBACK);
    await expectLineLoginWith(SIGN_IN_TEXT.stateMismatch, router);
    expect(api.requests).toHaveLength(0);
  });

  it('goes back to /line-login when LINE returns without a code', async () => {
    api = fakeApi({ status: 200, data: { message: 'SUCCESS', access_token: 'line-jwt-1' } });
    const router = open('/?state=state-1&error=access_denied');
    await expectLineLoginWith(SIGN_IN_TEXT.lineCancelled, router);
    expect(api.requests).toHaveLength(0);
  });

  it('stops at /provider-login with a message when the Provider ID address cannot be had', async () => {
    api = fakeApi(
      { status: 200, data: { message: 'SUCCESS', access_token: 'line-jwt-1' } },
      { status: 500, data: { message: 'INTERNAL_ERROR' } },
    );
    const router = open(CALLBACK);
    expect(await screen.findByText('หน้า /provider-login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/provider-login');
    expect(screen.getByRole('alert')).toHaveTextContent(SIGN_IN_TEXT.providerStartFailed);
    expect(cookieValue('LINE_TOKEN')).toBe('line-jwt-1');
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('refuses a Provider ID address that is not a web address', async () => {
    api = fakeApi(
      { status: 200, data: { message: 'SUCCESS', access_token: 'line-jwt-1' } },
      {
        status: 200,
        data: { message: 'SUCCESS', data: { url: 'javascript:alert(1)', state: 'x' } },
      },
    );
    const router = open(CALLBACK);
    expect(await screen.findByText('หน้า /provider-login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/provider-login');
    expect(leavePage).not.toHaveBeenCalled();
  });

  describe('without state', () => {
    it('sends a visitor without a profile cookie to /provider-login', async () => {
      api = fakeApi({ status: 500 });
      setCookie('LINE_TOKEN', 'line-jwt-1');
      const router = open('/?code=only-a-code');
      expect(await screen.findByText('หน้า /provider-login')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/provider-login');
      expect(api.requests).toHaveLength(0);
    });

    it("sends a signed-in user to the first screen of the role's menu", async () => {
      api = fakeApi({ status: 500 });
      setCookie('USER_PROFILE', JSON.stringify({ access_token: 'a', role: 'ADMIN_LV2' }));
      const router = open('/');
      expect(await screen.findByText('หน้า /health-center/detail')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/health-center/detail');
      expect(api.requests).toHaveLength(0);
    });
  });
});
