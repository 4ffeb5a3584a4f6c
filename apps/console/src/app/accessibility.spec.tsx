import { dismissAllToasts } from '@hbc/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES, type UserProfile } from '@hbc/contracts';
import { axeViolations } from '@hbc/ui/testing';
import { clearCookies, installFakeApi, setCookie, type FakeApi } from '@hbc/api-clients/testing';
import { PROFILES } from '@hbc/console-screens/testing';
import { openConsole } from '../testing/open-console';

let api: FakeApi;

function signIn(profile: UserProfile): void {
  setCookie('USER_PROFILE', JSON.stringify(profile));
  const { access_token: _token, ...data } = profile;
  api.restore();
  api = installFakeApi({
    'GET /api/setting/user-management/profile': { status: 200, data: { message: 'SUCCESS', data } },
  });
}

beforeAll(() => {
  // As index.html says.
  document.documentElement.lang = 'th';
});

beforeEach(() => {
  api = installFakeApi({});
});

afterEach(() => {
  api.restore();
  clearCookies();
  dismissAllToasts();
});

/** Opens `path` and waits for its level-1 heading. */
async function show(path: string, heading: string): Promise<void> {
  openConsole(path, { leavePage: jest.fn() });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
}

describe('the console screens for assistive technology (axe-core)', () => {
  it('/line-login', async () => {
    await show(ROUTES.lineLogin, 'เข้าสู่ระบบ');
    expect(await axeViolations()).toEqual([]);
  });

  it('/provider-login', async () => {
    setCookie('LINE_TOKEN', 'line');
    await show(ROUTES.providerLogin, 'เข้าสู่ระบบด้วย Provider ID');
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    [ROUTES.providerLoginDup, 'บัญชีนี้มีอยู่ในระบบแล้ว'],
    [ROUTES.providerLoginError, 'เข้าสู่ระบบไม่สำเร็จ'],
    ['/no-such-page', 'ไม่พบหน้าที่ต้องการ'],
  ])('%s', async (path, heading) => {
    await show(path, heading);
    expect(await axeViolations()).toEqual([]);
  });

  it('a signed-in screen in the layout', async () => {
    signIn(PROFILES.ADMIN_LV1);
    await show(ROUTES.trackingUrl, 'ลิงก์ติดตาม');
    expect(await axeViolations()).toEqual([]);
  });

  it("Super Admin's screen with breadcrumbs", async () => {
    signIn(PROFILES.SUPER_ADMIN);
    await show(ROUTES.unitForm, 'ข้อมูลหน่วยบริการ');
    expect(await axeViolations()).toEqual([]);
  });

  it('the no-permission page', async () => {
    signIn(PROFILES.ADMIN_LV2);
    await show(ROUTES.dashboard, 'ไม่มีสิทธิ์เข้าถึงหน้านี้');
    expect(await axeViolations()).toEqual([]);
  });

  it('/broadcast/form', async () => {
    signIn(PROFILES.ADMIN_LV3);
    await show(ROUTES.broadcastForm, 'สร้างบรอดแคสต์');
    expect(await axeViolations()).toEqual([]);
  });

  it('the sign-out confirmation', async () => {
    signIn(PROFILES.ADMIN_LV2);
    await show(ROUTES.trackingUrl, 'ลิงก์ติดตาม');
    await userEvent.setup().click(screen.getByRole('button', { name: 'ออกจากระบบ' }));
    expect(await screen.findByRole('dialog', { name: 'ออกจากระบบ' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
