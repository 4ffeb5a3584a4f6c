import { dismissAllToasts } from '@hbc/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGIN_STATE_KEY, rememberLoginState } from '@hbc/auth-flow';
import { LINE_TOKEN_LIFETIME_MS, ROLES, type Role } from '@hbc/contracts';
import { firstPathForRole } from '@hbc/role-menu';
import { screenFor } from '@hbc/console-screens';
import {
  clearCookies,
  cookieValue,
  installFakeApi,
  setCookie,
  type FakeApi,
  type FakeReply,
} from '@hbc/api-clients/testing';
import { openConsole } from '../testing/open-console';

const LINE_URL = 'https://access.line.example.test/oauth2/v2.1/authorize?state=line-state-1';
const HEALTH_ID_URL = 'https://moph.id.example.test/oauth/redirect?state=health-state-1';

const lineAuthorize: FakeReply = {
  status: 200,
  data: { message: 'SUCCESS', data: { url: LINE_URL, state: 'line-state-1' } },
};
const providerAuthorize: FakeReply = {
  status: 200,
  data: { message: 'SUCCESS', data: { url: HEALTH_ID_URL, state: 'health-state-1' } },
};

function profileData(role: Role) {
  return {
    role,
    first_name: 'กิตติพงษ์',
    last_name: 'บุญมา',
    last_login: '2026-11-21T02:00:00.000Z',
    hospital_name: role === 'SUPER_ADMIN' ? null : 'โรงพยาบาลศูนย์สาธิต',
    hospital_logo: null,
  };
}

let api: FakeApi;
let leavePage: jest.Mock;

function fakeApi(routes: Record<string, FakeReply>) {
  api = installFakeApi({
    'GET /api/login/line/authorize-url': lineAuthorize,
    'GET /api/login/provider/authorize-url': providerAuthorize,
    ...routes,
  });
}

function open(path: string, now?: () => number) {
  return openConsole(path, now ? { leavePage, now } : { leavePage });
}

beforeEach(() => {
  leavePage = jest.fn();
});

afterEach(() => {
  api.restore();
  clearCookies();
  sessionStorage.clear();
  dismissAllToasts();
});

describe('signing in through the console', () => {
  it('starts LINE Login from /line-login, keeping the state for the return to /', async () => {
    fakeApi({});
    open('/line-login');
    await userEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(LINE_URL));
    expect(api.calls('GET /api/login/line/authorize-url')[0]?.query).toEqual({
      redirect_uri: 'http://localhost/',
    });
    expect(sessionStorage.getItem(LOGIN_STATE_KEY)).toBe('line-state-1');
  });

  it('says so in Thai when LINE Login cannot start', async () => {
    fakeApi({ 'GET /api/login/line/authorize-url': { network: true } });
    open('/line-login');
    await userEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/ไม่สามารถเชื่อมต่อระบบได้/);
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('goes from the return of LINE on to Provider ID, keeping the messaging token for 4 hours', async () => {
    fakeApi({
      'POST /api/login': { status: 200, data: { message: 'SUCCESS', access_token: 'line-jwt-1' } },
    });
    rememberLoginState('line-state-1');
    setCookie('CODE_INVITE', 'DEMO-INVITE-LV3');
    open(
      '/?state=line-state-1&code=line-code-1',
      () => Date.now() - LINE_TOKEN_LIFETIME_MS + 60_000,
    );
    expect(await screen.findByRole('heading', { name: 'กำลังเข้าสู่ระบบ' })).toBeInTheDocument();
    expect(leavePage).toHaveBeenCalledWith(HEALTH_ID_URL);
    expect(api.calls('POST /api/login')[0]?.body).toEqual({
      state: 'line-state-1',
      code: 'line-code-1',
      code_invite: 'DEMO-INVITE-LV3',
    });
    expect(cookieValue('LINE_TOKEN')).toBe('line-jwt-1');
    expect(cookieValue('CODE_INVITE')).toBeUndefined();
  });

  it.each([
    ['CODE_IS_USED', 400, 'ลิงก์นี้ถูกใช้งานไปแล้ว กรุณาติดต่อเจ้าหน้าที่'],
    ['NO_INVITE', 400, 'ลิงก์ไม่ถูกต้อง กรุณาติดต่อเจ้าหน้าที่'],
    ['DISABLED', 403, 'ผู้ใช้นี้ยังไม่ถูกเปิดใช้งาน กรุณาติดต่อเจ้าหน้าที่'],
    ['DUPLICATE MID', 409, 'บัญชีไลน์นี้มีอยู่ในระบบแล้ว'],
    ['NO_DATA', 200, 'ไม่พบข้อมูลผู้ใช้ในระบบ'],
    ['SOMETHING_ELSE', 400, 'SOMETHING_ELSE'],
  ])('shows %s (HTTP %i) as "%s" on /line-login', async (message, status, text) => {
    fakeApi({ 'POST /api/login': { status, data: { message } } });
    rememberLoginState('line-state-1');
    const router = open('/?state=line-state-1&code=line-code-1');
    expect(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/line-login');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('refuses a LINE return whose state this tab did not send', async () => {
    fakeApi({});
    rememberLoginState('line-state-1');
    const router = open('/?state=forged&code=line-code-1');
    expect(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/line-login');
    expect(await screen.findByRole('alert')).toHaveTextContent(/กรุณาเข้าสู่ระบบใหม่อีกครั้ง/);
    expect(api.calls('POST /api/login')).toHaveLength(0);
  });

  it('offers the Provider ID button on /provider-login and goes to Health ID', async () => {
    fakeApi({});
    setCookie('LINE_TOKEN', 'line-jwt-1');
    open('/provider-login');
    await userEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย Provider ID' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(HEALTH_ID_URL));
    expect(api.calls('GET /api/login/provider/authorize-url')[0]?.query).toEqual({
      redirect_uri: 'http://localhost/provider-login',
    });
  });

  it.each(ROLES.map((role) => [role, firstPathForRole(role) ?? '/']))(
    'signs a %s in on the return of Provider ID and opens %s in the console',
    async (role, firstPath) => {
      fakeApi({
        'POST /api/login/provider': {
          status: 200,
          data: { message: 'SUCCESS', access_token: 'access-1' },
        },
        'GET /api/setting/user-management/profile': {
          status: 200,
          data: { message: 'SUCCESS', data: profileData(role) },
        },
      });
      setCookie('LINE_TOKEN', 'line-jwt-1');
      const router = open('/provider-login?code=health-code-1&state=health-state-1');
      expect(
        await screen.findByRole('heading', { level: 1, name: screenFor(firstPath)?.title }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(firstPath);
      expect(screen.getByText('สวัสดี, กิตติพงษ์ บุญมา')).toBeInTheDocument();
      expect(JSON.parse(cookieValue('USER_PROFILE') ?? '{}')).toEqual({
        ...profileData(role),
        access_token: 'access-1',
      });
      expect(cookieValue('LINE_TOKEN')).toBeUndefined();
    },
  );

  it('shows the duplicate page for a 409 PROVIDER_DUPLICATE', async () => {
    fakeApi({
      'POST /api/login/provider': { status: 409, data: { message: 'PROVIDER_DUPLICATE' } },
    });
    setCookie('LINE_TOKEN', 'line-jwt-1');
    const router = open('/provider-login?code=health-code-1&state=health-state-1');
    expect(await screen.findByRole('heading', { name: 'บัญชีนี้มีอยู่ในระบบแล้ว' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/provider-login/dup');
    await userEvent.click(screen.getByRole('link', { name: 'กลับไปหน้าเข้าสู่ระบบ' }));
    expect(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeInTheDocument();
  });

  it('shows the error page for any other Provider ID failure', async () => {
    fakeApi({
      'POST /api/login/provider': { status: 403, data: { message: 'PROVIDER_MISMATCH' } },
    });
    setCookie('LINE_TOKEN', 'line-jwt-1');
    const router = open('/provider-login?code=health-code-1&state=health-state-1');
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบไม่สำเร็จ' })).toBeInTheDocument();
    expect(screen.getByText('ไม่สามารถเข้าสู่ระบบด้วย Provider ID ได้')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/provider-login/error');
    expect(cookieValue('USER_PROFILE')).toBeUndefined();
  });

  it('names the units on the error page when the Provider ID organisation is not the unit', async () => {
    fakeApi({
      'POST /api/login/provider': {
        status: 403,
        data: {
          message: 'PROVIDER_NO_ORGANIZATION',
          organization_mismatch: {
            unit: { hcode: '72358', name: 'โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านเก่า' },
            organizations: [{ hcode: '98765', name: null }],
            invited: true,
          },
        },
      },
    });
    setCookie('LINE_TOKEN', 'line-jwt-1');
    const router = open('/provider-login?code=health-code-1&state=health-state-1');
    expect(await screen.findByText('หน่วยบริการไม่ตรงกับ Provider ID')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/provider-login/error');
    expect(
      screen.getByText(
        /โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านเก่า \(รหัส 72358\) แต่ Provider ID ของท่านสังกัด รหัส 98765/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('ไม่สามารถเข้าสู่ระบบด้วย Provider ID ได้')).not.toBeInTheDocument();
  });

  it('keeps the invite code from /invite and starts LINE Login on /line-login', async () => {
    fakeApi({});
    const router = open('/invite?code=DEMO-INVITE-LV3');
    expect(await screen.findByText(/ท่านได้รับคำเชิญเข้าใช้งานระบบ/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/line-login');
    expect(cookieValue('CODE_INVITE')).toBe('DEMO-INVITE-LV3');
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(LINE_URL));
    expect(api.calls('GET /api/login/line/authorize-url')).toHaveLength(1);
  });

  it('accepts ?code_invite= on /invite as well', async () => {
    fakeApi({});
    open('/invite?code_invite=INVITE-7');
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(LINE_URL));
    expect(cookieValue('CODE_INVITE')).toBe('INVITE-7');
  });

  it('says an invite link without a code is invalid', async () => {
    fakeApi({});
    const router = open('/invite');
    expect(await screen.findByText('ลิงก์ไม่ถูกต้อง กรุณาติดต่อเจ้าหน้าที่')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/invite');
    expect(cookieValue('CODE_INVITE')).toBeUndefined();
    expect(api.requests).toHaveLength(0);
  });

  it('does not start LINE Login by itself on a plain visit of /line-login', async () => {
    fakeApi({});
    open('/line-login');
    expect(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeEnabled();
    expect(api.requests).toHaveLength(0);
  });
});
