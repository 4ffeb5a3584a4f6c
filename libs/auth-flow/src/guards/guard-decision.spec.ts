import { guardRedirect, type GuardSession } from './guard-decision';

const signedOut: GuardSession = { role: null, hasLineToken: false };
const lineOnly: GuardSession = { role: null, hasLineToken: true };
const lv2: GuardSession = { role: 'ADMIN_LV2', hasLineToken: false };
const superAdmin: GuardSession = { role: 'SUPER_ADMIN', hasLineToken: true };

function decide(pathAndQuery: string, session: GuardSession): string | null {
  return guardRedirect(new URL(pathAndQuery, 'https://console.example.test'), session);
}

const SIGNED_IN_SCREENS = [
  '/health-center',
  '/health-center/detail',
  '/health-center/province',
  '/health-center/province/form',
  '/health-center/unit',
  '/health-center/unit/form',
  '/setting/exclude-cid',
  '/setting/exclude-cid/form',
  '/setting/user',
  '/setting/user/form',
  '/setting/activity-log',
  '/broadcast',
  '/broadcast/form',
  '/broadcast/detail',
  '/tracking-url',
  '/tracking-url/form',
  '/segment',
  '/segment/detail',
  '/segment/form',
  '/report',
  '/dashboard',
];

describe('guardRedirect', () => {
  it.each(SIGNED_IN_SCREENS)(
    'sends a visitor without a profile from %s to /provider-login',
    (path) => {
      expect(decide(path, signedOut)).toBe('/provider-login');
      expect(decide(path, lineOnly)).toBe('/provider-login');
    },
  );

  it.each(SIGNED_IN_SCREENS)('lets a signed-in user open %s', (path) => {
    expect(decide(path, lv2)).toBeNull();
  });

  it('ignores a trailing slash and the query when guarding a screen', () => {
    expect(decide('/broadcast/?id=4', signedOut)).toBe('/provider-login');
    expect(decide('/broadcast/?id=4', lv2)).toBeNull();
  });

  it('sends a visitor without the LINE token from /provider-login to /line-login', () => {
    expect(decide('/provider-login', signedOut)).toBe('/line-login');
    expect(decide('/provider-login/', lv2)).toBe('/line-login');
  });

  it('lets a visitor with the LINE token open /provider-login', () => {
    expect(decide('/provider-login', lineOnly)).toBeNull();
  });

  it.each(['/line-login', '/provider-login/dup', '/provider-login/error', '/invite'])(
    'leaves %s open to anyone',
    (path) => {
      expect(decide(path, signedOut)).toBeNull();
      expect(decide(path, superAdmin)).toBeNull();
    },
  );

  it('sends a signed-out visitor of / without state to /provider-login', () => {
    expect(decide('/', signedOut)).toBe('/provider-login');
  });

  it('leaves / with a state query to the login callback', () => {
    expect(decide('/?state=abc&code=xyz', signedOut)).toBeNull();
    expect(decide('/?state=abc&code=xyz', lv2)).toBeNull();
  });

  it('sends a signed-in user from / to the first screen of their menu', () => {
    expect(decide('/', superAdmin)).toBe('/health-center');
    expect(decide('/', lv2)).toBe('/health-center/detail');
  });

  it('keeps a signed-in user with an unknown role on /, having no menu to go to', () => {
    expect(decide('/', { role: 'GUEST', hasLineToken: false })).toBeNull();
  });
});
