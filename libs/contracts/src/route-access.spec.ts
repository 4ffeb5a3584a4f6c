import { CONSOLE_ROUTE_ACCESS, canOpenRoute, ROLES, ROUTES, type Role } from './index';

const SA = 'SUPER_ADMIN';
const LV1 = 'ADMIN_LV1';
const LV2 = 'ADMIN_LV2';
const LV3 = 'ADMIN_LV3';

/** Who opens which console screen: the menus of spec section 2 and the matrix of the architecture. */
const EXPECTED: Record<string, readonly Role[]> = {
  '/health-center': [SA],
  '/health-center/detail': [SA, LV1, LV2, LV3],
  '/health-center/province': [SA],
  '/health-center/province/form': [SA],
  '/health-center/unit': [SA],
  '/health-center/unit/form': [SA],
  '/setting/exclude-cid': [SA],
  '/setting/exclude-cid/form': [SA],
  '/setting/user': [SA, LV1],
  '/setting/user/form': [SA, LV1],
  '/setting/activity-log': [SA, LV1],
  '/setting/tester': [SA, LV1, LV3],
  '/setting/tester/form': [SA, LV1],
  '/setting/follower-sync': [SA],
  '/setting/citizen-deliveries': [SA, LV1],
  '/broadcast': [LV1, LV2, LV3],
  '/broadcast/form': [LV3],
  '/broadcast/detail': [LV1, LV2, LV3],
  '/broadcast/approval': [SA, LV1],
  '/broadcast/approval/review': [SA, LV1],
  '/setting/approval': [SA],
  '/setting/send-policy': [SA],
  '/broadcast/template': [SA, LV3],
  '/broadcast/template/form': [SA, LV3],
  '/tracking-url': [LV1, LV2, LV3],
  '/tracking-url/form': [LV3],
  '/segment': [LV1, LV2, LV3],
  '/segment/detail': [LV1, LV2, LV3],
  '/segment/form': [LV1, LV3],
  '/report': [SA, LV1, LV2],
  '/dashboard': [SA],
};

describe('console route access', () => {
  it('declares every console route of spec section 2, and no sign-in route', () => {
    const signIn = [
      '/line-login',
      '/provider-login',
      '/provider-login/dup',
      '/provider-login/error',
      '/',
      '/invite',
    ];
    const consoleRoutes = Object.values(ROUTES).filter((path) => !signIn.includes(path));
    expect(Object.keys(CONSOLE_ROUTE_ACCESS).sort()).toEqual([...consoleRoutes].sort());
    expect(Object.keys(EXPECTED).sort()).toEqual([...consoleRoutes].sort());
  });

  describe.each(Object.entries(EXPECTED))('%s', (path, allowed) => {
    it.each(ROLES.map((role) => [role, allowed.includes(role)] as const))(
      '%s may open it: %p',
      (role, may) => {
        expect(canOpenRoute(role, path)).toBe(may);
      },
    );
  });

  it('ignores a trailing slash', () => {
    expect(canOpenRoute(LV3, '/broadcast/form/')).toBe(true);
    expect(canOpenRoute(LV1, '/broadcast/form/')).toBe(false);
  });

  it('refuses every console route to a role the console does not know', () => {
    for (const path of Object.keys(EXPECTED)) {
      expect(canOpenRoute('GUEST', path)).toBe(false);
      expect(canOpenRoute('toString', path)).toBe(false);
    }
  });

  it('leaves the sign-in screens and unknown addresses to the other guards', () => {
    for (const path of ['/line-login', '/provider-login', '/', '/invite', '/no-such-page']) {
      expect(canOpenRoute('GUEST', path)).toBe(true);
    }
  });
});
