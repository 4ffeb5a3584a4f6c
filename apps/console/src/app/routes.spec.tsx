import { dismissAllToasts, getToasts } from '@hbc/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeLog } from '@hbc/api-clients';
import { canOpenRoute, ROLES, ROUTES, type UserProfile } from '@hbc/contracts';
import { firstPathForRole } from '@hbc/role-menu';
import { PROFILES, UNITS } from '@hbc/console-screens/testing';
import {
  clearCookies,
  cookieValue,
  installFakeApi,
  setCookie,
  type FakeApi,
} from '@hbc/api-clients/testing';
import { openConsole as open } from '../testing/open-console';
import { CONSOLE_SCREENS } from '@hbc/console-screens';

let api: FakeApi;

/** Screens that are built: every other console route shows the under-construction notice. */
const BUILT_SCREENS = new Set<string>([
  ROUTES.healthCenter,
  ROUTES.healthCenterDetail,
  ROUTES.province,
  ROUTES.provinceForm,
  ROUTES.unit,
  ROUTES.unitForm,
  ROUTES.broadcast,
  ROUTES.broadcastForm,
  ROUTES.broadcastDetail,
  ROUTES.approval,
  ROUTES.approvalReview,
  ROUTES.approvalSetting,
  ROUTES.sendPolicy,
  ROUTES.template,
  ROUTES.templateForm,
  ROUTES.tester,
  ROUTES.testerForm,
  ROUTES.followerSync,
  ROUTES.citizenDeliveries,
  ROUTES.user,
  ROUTES.userForm,
  ROUTES.activityLog,
  ROUTES.excludeCid,
  ROUTES.excludeCidForm,
  ROUTES.segment,
  ROUTES.segmentForm,
  ROUTES.segmentDetail,
  ROUTES.trackingUrl,
  ROUTES.trackingUrlForm,
  ROUTES.report,
  ROUTES.dashboard,
]);

/** The first bytes of a `size` x `size` PNG: all the console reads before uploading. */
function squarePngHeader(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, size);
  view.setUint32(20, size);
  bytes[24] = 8;
  bytes[25] = 6;
  return bytes;
}

/**
 * On /broadcast/form: opens the composer, adds a card message and chooses its image; answers the
 * composer's dialog.
 */
async function uploadCardImage(): Promise<HTMLElement> {
  const user = userEvent.setup({ applyAccept: false });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'สร้างบรอดแคสต์' }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'สร้างข้อความ' }));
  const dialog = await screen.findByRole('dialog', { name: 'สร้างข้อความ' });
  const menu = within(dialog).getByRole('list', { name: 'รูปแบบข้อความ' });
  await user.click(within(menu).getByRole('button', { name: 'การ์ดเมสเสจ' }));
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input in the card editor');
  await user.upload(input, new File([squarePngHeader(100)], 'card.png', { type: 'image/png' }));
  return dialog;
}

/** Signs the profile in and lets the API answer its profile call and sign-out. */
function signIn(profile: UserProfile): void {
  setCookie('USER_PROFILE', JSON.stringify(profile));
  const { access_token: _token, ...data } = profile;
  api.restore();
  api = installFakeApi({
    'GET /api/setting/user-management/profile': { status: 200, data: { message: 'SUCCESS', data } },
    'POST /api/logout': { status: 200, data: { message: 'SUCCESS', data: null } },
  });
}

beforeEach(() => {
  api = installFakeApi({});
});

afterEach(() => {
  api.restore();
  clearCookies();
  dismissAllToasts();
});

describe('console routes', () => {
  it('sends a signed-out visitor of / through /provider-login to /line-login', async () => {
    const router = open('/');
    expect(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/line-login');
  });

  it('sends a signed-out visitor of / with the LINE token to /provider-login', async () => {
    setCookie('LINE_TOKEN', 'line');
    const router = open('/');
    expect(
      await screen.findByRole('heading', { name: 'เข้าสู่ระบบด้วย Provider ID' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/provider-login');
  });

  it('sends a visitor without a profile from /health-center to /provider-login', async () => {
    setCookie('LINE_TOKEN', 'line');
    const router = open('/health-center');
    expect(
      await screen.findByRole('heading', { name: 'เข้าสู่ระบบด้วย Provider ID' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/provider-login');
  });

  it('shows the sign-in screens without the console layout', async () => {
    open('/provider-login/dup');
    expect(await screen.findByRole('heading', { name: 'บัญชีนี้มีอยู่ในระบบแล้ว' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('leads a signed-in Super Admin from / to the health units inside the layout', async () => {
    signIn(PROFILES.SUPER_ADMIN);
    const router = open('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'เขตสุขภาพ' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/health-center');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('สวัสดี, สมศักดิ์ รักษ์สุขภาพ')).toBeInTheDocument();
    expect(within(header).getByText('Last Login: 22/11/2569 10:05')).toBeInTheDocument();
    expect(screen.getByText('Super Admin')).toBeInTheDocument();
    expect(screen.getByText('v0.0.14')).toBeInTheDocument();
  });

  // Which role may open which path is the contract's rule, tested beside it; here each screen is
  // opened once, inside the layout, by a role that may, and each refusal is seen by every role it
  // concerns (a refusal never loads the screen, so it costs little).
  const opener = (path: string) => ROLES.find((role) => canOpenRoute(role, path));

  it.each(CONSOLE_SCREENS.map((s) => [s.path, s.title]))(
    'opens %s ("%s") inside the layout for a role that may',
    async (path, title) => {
      const role = opener(path);
      if (!role) throw new Error(`no role may open ${path}`);
      signIn(PROFILES[role]);
      const router = open(path);
      // A screen's first visit in the file loads its lazy module, charts and grids included: on a
      // busy machine that alone can outlast the usual wait.
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
      expect(screen.getByRole('banner')).toHaveTextContent(`สวัสดี, ${PROFILES[role].first_name}`);
      expect(router.state.location.pathname).toBe(path);
      expect(heading).toHaveTextContent(title);
      if (!BUILT_SCREENS.has(path)) {
        expect(screen.getByText('อยู่ระหว่างพัฒนา')).toBeInTheDocument();
      }
    },
  );

  const refusals = ROLES.flatMap((role) =>
    CONSOLE_SCREENS.filter((s) => !canOpenRoute(role, s.path)).map((s) => [role, s.path] as const),
  );

  it.each(refusals)(
    'refuses %s %s inside the layout, leading back to the menu',
    async (role, path) => {
      signIn(PROFILES[role]);
      const router = open(path);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(screen.getByRole('banner')).toHaveTextContent(`สวัสดี, ${PROFILES[role].first_name}`);
      expect(router.state.location.pathname).toBe(path);
      expect(heading).toHaveTextContent('ไม่มีสิทธิ์เข้าถึงหน้านี้');
      expect(screen.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute(
        'href',
        firstPathForRole(role),
      );
      expect(screen.queryByRole('button', { name: 'สร้างข้อความ' })).not.toBeInTheDocument();
    },
  );

  it('leads a refused user back to the first screen of their menu', async () => {
    signIn(PROFILES.ADMIN_LV2);
    const router = open(ROUTES.broadcastForm);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'กลับหน้าแรก' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ข้อมูลหน่วยบริการ' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.healthCenterDetail);
  });

  it('shows an approver how many broadcasts wait, beside the queue in the menu, read again on navigation', async () => {
    signIn(PROFILES.ADMIN_LV1);
    const { access_token: _token, ...profile } = PROFILES.ADMIN_LV1;
    let waiting = 2;
    api.restore();
    api = installFakeApi({
      'GET /api/setting/user-management/profile': {
        status: 200,
        data: { message: 'SUCCESS', data: profile },
      },
      'GET /api/broadcast/approval/count': () => ({
        status: 200,
        data: { message: 'SUCCESS', data: { waiting } },
      }),
      'POST /api/broadcast/approval/list': {
        status: 200,
        data: { message: 'SUCCESS', data: [], total: 0 },
      },
    });
    const router = open(ROUTES.approval);
    const menu = await screen.findByRole('navigation', { name: 'เมนูหลัก' });
    expect(await within(menu).findByRole('link', { name: 'บรอดแคสต์รออนุมัติ 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText('ไม่มีบรอดแคสต์ที่รออนุมัติ')).toBeInTheDocument();

    waiting = 0;
    await act(() => router.navigate(ROUTES.approvalSetting));
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'บรอดแคสต์รออนุมัติ' })).toBeInTheDocument(),
    );
    expect(api.calls('GET /api/broadcast/approval/count').length).toBeGreaterThanOrEqual(2);
  });

  it('reads no approval count for a role that does not approve', async () => {
    signIn(PROFILES.ADMIN_LV3);
    open(ROUTES.healthCenterDetail);
    await screen.findByRole('heading', { level: 1 });
    expect(api.calls('GET /api/broadcast/approval/count')).toHaveLength(0);
  });

  it("shows an LV2 their own unit's detail at /health-center/detail", async () => {
    signIn(PROFILES.ADMIN_LV2);
    const { access_token: _token, ...profile } = PROFILES.ADMIN_LV2;
    api.restore();
    api = installFakeApi({
      'GET /api/setting/user-management/profile': {
        status: 200,
        data: { message: 'SUCCESS', data: profile },
      },
      'GET /api/health-center/unit/own': {
        status: 200,
        data: { message: 'SUCCESS', data: UNITS.banKhok },
      },
    });
    open(ROUTES.healthCenterDetail);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านโคก' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ยังไม่มีบรอดแคสต์')).toBeInTheDocument();
    expect(api.calls('GET /api/health-center/unit/own')[0]?.authorization).toBe(
      'Bearer sample-access-token',
    );
  });

  it('shows /broadcast/form with the composer, whose uploads go to the API', async () => {
    setCookie('USER_PROFILE', JSON.stringify(PROFILES.ADMIN_LV3));
    const { access_token: _token, ...data } = PROFILES.ADMIN_LV3;
    api.restore();
    api = installFakeApi({
      'GET /api/setting/user-management/profile': {
        status: 200,
        data: { message: 'SUCCESS', data },
      },
      'POST /api/upload/card': {
        status: 200,
        data: { message: 'SUCCESS', data: 'http://api.test/files/card.png' },
      },
    });
    open(ROUTES.broadcastForm);
    const dialog = await uploadCardImage();

    await waitFor(() => expect(api.calls('POST /api/upload/card')).toHaveLength(1));
    const request = api.calls('POST /api/upload/card')[0];
    expect(request?.authorization).toBe('Bearer sample-access-token');
    expect(request?.body).toEqual({ base64: expect.stringMatching(/^data:image\/png;base64,/) });
    // The editor and the chat preview show the URL the API answered.
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('img')
          .filter((img) => img.getAttribute('src') === 'http://api.test/files/card.png'),
      ).not.toHaveLength(0),
    );
  });

  it('stays silent on an upload 401: no toast, still signed in, the composer still open', async () => {
    signIn(PROFILES.ADMIN_LV3);
    api.restore();
    api = installFakeApi({
      'GET /api/setting/user-management/profile': {
        status: 200,
        data: { message: 'SUCCESS', data: { ...PROFILES.ADMIN_LV3, access_token: undefined } },
      },
      'POST /api/upload/card': { status: 401, data: { message: 'UNAUTHORIZED' } },
    });
    const router = open(ROUTES.broadcastForm);
    const dialog = await uploadCardImage();
    await waitFor(() => expect(api.calls('POST /api/upload/card')).toHaveLength(1));
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(ROUTES.broadcastForm);
    expect(dialog).toBeInTheDocument();
    expect(getToasts()).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(cookieValue('USER_PROFILE')).toBeDefined();
  });

  it("answers a 401 from a screen's call with 'กรุณาเข้าสู่ระบบอีกครั้ง' and /line-login", async () => {
    signIn(PROFILES.ADMIN_LV1);
    const router = open('/tracking-url');
    expect(await screen.findByRole('heading', { level: 1, name: 'ลิงก์ติดตาม' })).toBeInTheDocument();
    api.restore();
    api = installFakeApi({
      'POST /api/setting/log': { status: 401, data: { message: 'UNAUTHORIZED' } },
    });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await writeLog({ action: 'view', menu: 'segment', subject: 'list', description: '' });
    } finally {
      consoleError.mockRestore();
    }
    expect(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/line-login');
    expect(cookieValue('USER_PROFILE')).toBeUndefined();
    expect(await screen.findByRole('alert')).toHaveTextContent('กรุณาเข้าสู่ระบบอีกครั้ง');
  });

  it('refreshes the profile on entering the console and shows the fresh one', async () => {
    signIn(PROFILES.ADMIN_LV1);
    api.restore();
    api = installFakeApi({
      'GET /api/setting/user-management/profile': {
        status: 200,
        data: {
          message: 'SUCCESS',
          data: { ...PROFILES.ADMIN_LV1, access_token: undefined, first_name: 'สมปอง' },
        },
      },
    });
    open('/tracking-url');
    expect(await screen.findByText('สวัสดี, สมปอง ใจดี')).toBeInTheDocument();
    expect(api.calls('GET /api/setting/user-management/profile')[0]?.authorization).toBe(
      'Bearer sample-access-token',
    );
    expect(JSON.parse(cookieValue('USER_PROFILE') ?? '{}')).toMatchObject({
      first_name: 'สมปอง',
      access_token: 'sample-access-token',
    });
  });

  it("says 'กรุณาเข้าสู่ระบบอีกครั้ง' and goes to /line-login when the profile call answers 401", async () => {
    signIn(PROFILES.ADMIN_LV2);
    api.restore();
    api = installFakeApi({
      'GET /api/setting/user-management/profile': {
        status: 401,
        data: { message: 'UNAUTHORIZED' },
      },
    });
    const router = open('/tracking-url');
    expect(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/line-login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('alert')).toHaveTextContent('กรุณาเข้าสู่ระบบอีกครั้ง');
    expect(cookieValue('USER_PROFILE')).toBeUndefined();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('keeps the stored profile when the API cannot be reached', async () => {
    signIn(PROFILES.ADMIN_LV3);
    api.restore();
    api = installFakeApi({
      'GET /api/setting/user-management/profile': { network: true },
      'POST /api/tracking-url/list': {
        status: 200,
        data: { message: 'SUCCESS', data: [], total: 0 },
      },
    });
    open('/tracking-url');
    expect(await screen.findByText('สวัสดี, มานี ขยันยิ่ง')).toBeInTheDocument();
    expect(getToasts()).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs out after confirmation and lands on /line-login', async () => {
    signIn(PROFILES.ADMIN_LV2);
    const router = open('/tracking-url');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ออกจากระบบ' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'ออกจากระบบ' }),
    );
    expect(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/line-login');
    expect(document.cookie).not.toContain('USER_PROFILE');
    expect(api.calls('POST /api/logout')).toHaveLength(1);
    expect(api.calls('POST /api/logout')[0]?.authorization).toBe('Bearer sample-access-token');
  });

  it('shows the Thai not-found page for an unknown address, signed in or not', async () => {
    open('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'ไม่พบหน้าที่ต้องการ' })).toBeInTheDocument();
  });

  it('treats a broken profile cookie as signed out', async () => {
    setCookie('USER_PROFILE', '{not json');
    setCookie('LINE_TOKEN', 'line');
    const router = open('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'เข้าสู่ระบบด้วย Provider ID' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/provider-login');
  });
});
