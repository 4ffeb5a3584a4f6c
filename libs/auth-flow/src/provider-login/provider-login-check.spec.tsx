import { dismissAllToasts } from '@hbc/ui';
import { screen } from '@testing-library/react';
import { ROLES, type Role } from '@hbc/contracts';
import { firstPathForRole } from '@hbc/role-menu';
import { readProfile } from '@hbc/api-clients';
import {
  clearCookies,
  cookieValue,
  installFakeApi,
  setCookie,
  type FakeApi,
  type FakeReply,
} from '@hbc/api-clients/testing';
import { openRoutes, plainScreens } from '../testing/render-routes';
import { providerLoginCheck } from './provider-login-check';
import { readProviderLoginProblem, rememberProviderLoginProblem } from './provider-login-problem';

const RETURN = '/provider-login?code=health-code-1&state=health-state-1';

function profileData(role: Role) {
  return {
    role,
    first_name: 'กิตติพงษ์',
    last_name: 'บุญมา',
    last_login: '2026-11-21T02:00:00.000Z',
    hospital_name: role === 'SUPER_ADMIN' ? null : 'โรงพยาบาลศูนย์สาธิต',
    hospital_logo: role === 'SUPER_ADMIN' ? null : 'http://localhost:3000/files/logo/10669.png',
    status: 'ACTIVE',
    service_unit_name: 'งานสุขศึกษา',
    internal_note: 'not for the cookie',
  };
}

let api: FakeApi;

function fakeApi(providerReply: FakeReply, profileReply: FakeReply = { status: 200, data: {} }) {
  api = installFakeApi({
    'POST /api/login/provider': providerReply,
    'GET /api/setting/user-management/profile': profileReply,
  });
}

function open(path: string) {
  const screens = plainScreens([
    { path: '/provider-login', element: <p>หน้าปุ่ม Provider ID</p>, check: providerLoginCheck() },
    { path: '/', element: <p>หน้าแรก</p> },
    ...ROLES.map((role) => firstPathForRole(role) ?? '/').map((path) => ({
      path,
      element: <p>หน้า {path}</p>,
    })),
  ]);
  return openRoutes(path, screens);
}

async function expectAt(path: string, router: ReturnType<typeof open>) {
  expect(await screen.findByText(`หน้า ${path}`)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(path);
}

beforeEach(() => {
  setCookie('LINE_TOKEN', 'line-jwt-1');
});

afterEach(() => {
  api.restore();
  clearCookies();
  dismissAllToasts();
});

describe('the return from Provider ID on /provider-login', () => {
  it.each(ROLES.map((role) => [role, firstPathForRole(role)]))(
    'signs a %s in, stores the profile and opens %s',
    async (role, firstPath) => {
      fakeApi(
        { status: 200, data: { message: 'SUCCESS', access_token: `access-${role}` } },
        { status: 200, data: { message: 'SUCCESS', data: profileData(role) } },
      );
      const router = open(RETURN);
      await expectAt(firstPath ?? '/', router);

      const [providerCall] = api.calls('POST /api/login/provider');
      expect(providerCall?.body).toEqual({ code: 'health-code-1', state: 'health-state-1' });
      expect(providerCall?.authorization).toBe('Bearer line-jwt-1');
      expect(api.calls('GET /api/setting/user-management/profile')[0]?.authorization).toBe(
        `Bearer access-${role}`,
      );

      const { internal_note: _left, ...kept } = profileData(role);
      expect(JSON.parse(cookieValue('USER_PROFILE') ?? 'null')).toEqual({
        ...kept,
        access_token: `access-${role}`,
      });
      expect(readProfile()?.role).toBe(role);
      expect(cookieValue('LINE_TOKEN')).toBeUndefined();
    },
  );

  it("replaces Health ID's return address in the history, so that Back never replays it", async () => {
    fakeApi({ status: 409, data: { message: 'PROVIDER_DUPLICATE' } });
    const router = open(RETURN);
    await expectAt('/provider-login/dup', router);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a 409 PROVIDER_DUPLICATE to /provider-login/dup', async () => {
    fakeApi({ status: 409, data: { message: 'PROVIDER_DUPLICATE' } });
    const router = open(RETURN);
    await expectAt('/provider-login/dup', router);
    expect(cookieValue('USER_PROFILE')).toBeUndefined();
    expect(api.calls('GET /api/setting/user-management/profile')).toHaveLength(0);
  });

  it.each([
    ['a 403 PROVIDER_MISMATCH', { status: 403, data: { message: 'PROVIDER_MISMATCH' } }],
    [
      'a 403 PROVIDER_NO_ORGANIZATION',
      { status: 403, data: { message: 'PROVIDER_NO_ORGANIZATION' } },
    ],
    ['a 400 PROVIDER_ERROR', { status: 400, data: { message: 'PROVIDER_ERROR' } }],
    ['a 409 with another message', { status: 409, data: { message: 'CONFLICT' } }],
    ['a 401', { status: 401, data: { message: 'UNAUTHORIZED' } }],
    ['no answer', { network: true }],
    ['a 200 without a token', { status: 200, data: { message: 'SUCCESS' } }],
  ] as [string, FakeReply][])('sends %s to /provider-login/error', async (_what, reply) => {
    fakeApi(reply);
    const router = open(RETURN);
    await expectAt('/provider-login/error', router);
    expect(cookieValue('USER_PROFILE')).toBeUndefined();
  });

  const MISMATCH = {
    unit: { hcode: '72358', name: 'โรงพยาบาลส่งเสริมสุขภาพตำบลผิดหน่วย' },
    organizations: [{ hcode: '98765', name: 'โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านใหม่สาธิต' }],
    invited: true,
  };

  it('keeps the units of a 403 PROVIDER_NO_ORGANIZATION for the error page', async () => {
    fakeApi({
      status: 403,
      data: { message: 'PROVIDER_NO_ORGANIZATION', organization_mismatch: MISMATCH },
    });
    const router = open(RETURN);
    await expectAt('/provider-login/error', router);
    expect(readProviderLoginProblem()).toEqual(MISMATCH);
  });

  it.each([
    ['a 403 PROVIDER_NO_ORGANIZATION without units', { message: 'PROVIDER_NO_ORGANIZATION' }],
    [
      'units not shaped as the contract says',
      {
        message: 'PROVIDER_NO_ORGANIZATION',
        organization_mismatch: { ...MISMATCH, organizations: [{ hcode: 98765 }] },
      },
    ],
    ['another 403', { message: 'PROVIDER_MISMATCH', organization_mismatch: MISMATCH }],
  ])('forgets the units of an earlier return on %s', async (_what, data) => {
    rememberProviderLoginProblem(MISMATCH);
    fakeApi({ status: 403, data });
    const router = open(RETURN);
    await expectAt('/provider-login/error', router);
    expect(readProviderLoginProblem()).toBeNull();
  });

  it.each([
    ['a failing profile call', { status: 500, data: { message: 'INTERNAL_ERROR' } }],
    [
      'a profile without role',
      { status: 200, data: { message: 'SUCCESS', data: { first_name: 'ก' } } },
    ],
  ] as [string, FakeReply][])('sends %s to /provider-login/error', async (_what, profileReply) => {
    fakeApi({ status: 200, data: { message: 'SUCCESS', access_token: 'access-1' } }, profileReply);
    const router = open(RETURN);
    await expectAt('/provider-login/error', router);
    expect(cookieValue('USER_PROFILE')).toBeUndefined();
  });

  it.each([
    ['without state', '/provider-login?code=health-code-1'],
    ['with an error from Health ID', '/provider-login?error=access_denied&state=s'],
  ])('sends a return %s to /provider-login/error without calling the API', async (_what, path) => {
    fakeApi({ status: 200, data: { message: 'SUCCESS', access_token: 'access-1' } });
    const router = open(path);
    await expectAt('/provider-login/error', router);
    expect(api.requests).toHaveLength(0);
  });

  it('shows the Provider ID page when there is no return to handle', async () => {
    fakeApi({ status: 500 });
    open('/provider-login');
    expect(await screen.findByText('หน้าปุ่ม Provider ID')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
