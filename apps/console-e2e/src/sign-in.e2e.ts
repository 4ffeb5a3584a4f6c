import {
  COOKIES,
  DEMO_INVITE_CODE,
  LOGIN_MESSAGE_TEXT,
  SESSION_EXPIRED_TEXT,
} from '@hbc/contracts';
import { consoleUrl, openBrowser, type BrowserSession } from './support/browser';
import {
  identity,
  inviteLineStep,
  lineStep,
  providerStep,
  shown,
  signInAs,
  storedProfile,
  toastText,
} from './support/sign-in';

/** What each role sees first and in its menu (spec section 2, "Menus by role"). */
const ROLES = [
  {
    id: 'super-admin',
    first: '/health-center',
    menu: ['หน่วยบริการ', 'แดชบอร์ด', 'ตั้งค่า'],
    notInMenu: ['กลุ่มเป้าหมาย'],
  },
  {
    id: 'admin-lv1',
    first: '/health-center/detail',
    menu: ['ข้อมูลหน่วยบริการ', 'บรอดแคสต์', 'กลุ่มเป้าหมาย', 'รายงาน', 'ตั้งค่า'],
    notInMenu: ['แดชบอร์ด'],
  },
  {
    id: 'admin-lv2',
    first: '/health-center/detail',
    menu: ['ข้อมูลหน่วยบริการ', 'บรอดแคสต์', 'กลุ่มเป้าหมาย', 'รายงาน'],
    notInMenu: ['ตั้งค่า'],
  },
  {
    id: 'admin-lv3',
    first: '/health-center/detail',
    menu: ['ข้อมูลหน่วยบริการ', 'บรอดแคสต์', 'กลุ่มเป้าหมาย'],
    notInMenu: ['รายงาน', 'ตั้งค่า'],
  },
] as const;

const BUDDHIST_DATE_TIME = /Last Login: (\d{2})\/(\d{2})\/(\d{4}) \d{2}:\d{2}/;

describe('sign-in', () => {
  let session: BrowserSession;

  beforeEach(async () => {
    session = await openBrowser();
  });
  afterEach(async () => {
    await session.close();
  });

  describe.each(ROLES)('as $id', (role) => {
    it('goes through LINE Login and Provider ID to its own menu and greeting', async () => {
      const { page } = session;
      await signInAs(page, role.id);
      expect(new URL(page.url()).pathname).toBe(role.first);
      const person = identity(role.id).provider;
      const header = page.getByRole('banner');
      await shown(page, `สวัสดี, ${person?.firstname_th} ${person?.lastname_th}`, header);
      const menu = page.getByRole('navigation', { name: 'เมนูหลัก' });
      for (const label of role.menu) await shown(page, label, menu);
      for (const label of role.notInMenu) {
        await expect(
          menu.getByText(label, { exact: true }).filter({ visible: true }).count(),
        ).resolves.toBe(0);
      }
      const profile = await storedProfile(page);
      expect(profile?.access_token).toBeTruthy();
      const lineToken = (await page.context().cookies()).find((c) => c.name === COOKIES.lineToken);
      expect(lineToken).toBeUndefined();
    });
  });

  it('shows the Super Admin label instead of a hospital', async () => {
    const { page } = session;
    await signInAs(page, 'super-admin');
    await shown(page, 'Super Admin');
  });

  it('shows the previous sign-in as Last Login in the Buddhist era', async () => {
    const { page } = session;
    await signInAs(page, 'admin-lv3'); // signed in before, above
    const header = page.getByRole('banner');
    await header.getByText(/Last Login: \d/).waitFor();
    const lastLogin = BUDDHIST_DATE_TIME.exec((await header.textContent()) ?? '');
    expect(Number(lastLogin?.[3])).toBe(new Date().getFullYear() + 543);
  });

  it('keeps the messaging token cookie for 4 hours after the LINE step', async () => {
    const { page } = session;
    const before = Date.now() / 1000;
    await lineStep(page, 'admin-lv2');
    await page.waitForURL((url) => url.pathname.startsWith('/health-id/'));
    const cookie = (await page.context().cookies(consoleUrl('/'))).find(
      (c) => c.name === COOKIES.lineToken,
    );
    expect(cookie).toBeDefined();
    const lifetime = (cookie?.expires ?? 0) - before;
    expect(lifetime).toBeGreaterThan(4 * 3600 - 120);
    expect(lifetime).toBeLessThanOrEqual(4 * 3600 + 5);
    // Once it is gone (expired), the provider step sends the person back to LINE Login.
    await page.context().clearCookies();
    await page.goto(consoleUrl('/provider-login'));
    await page.waitForURL('**/line-login');
  });

  describe('errors of spec section 8', () => {
    it('NO_DATA: a LINE account without a user', async () => {
      const { page } = session;
      await lineStep(page, 'no-user');
      await expect(toastText(page)).resolves.toContain(LOGIN_MESSAGE_TEXT.NO_DATA);
      await page.waitForURL('**/line-login');
    });

    it('DISABLED: a disabled user', async () => {
      const { page } = session;
      await lineStep(page, 'disabled-user');
      await expect(toastText(page)).resolves.toContain(LOGIN_MESSAGE_TEXT.DISABLED);
      await page.waitForURL('**/line-login');
    });

    it('NO_INVITE: an invite link with an unknown code, and the invite cookie is removed', async () => {
      const { page } = session;
      await inviteLineStep(page, 'NOT-A-REAL-INVITE', 'no-user');
      await expect(toastText(page)).resolves.toContain(LOGIN_MESSAGE_TEXT.NO_INVITE);
      await page.waitForURL('**/line-login');
      const invite = (await page.context().cookies()).find((c) => c.name === COOKIES.inviteCode);
      expect(invite).toBeUndefined();
    });

    it('DUPLICATE MID: an invite opened with a LINE account that already has a user', async () => {
      const { page } = session;
      await inviteLineStep(page, DEMO_INVITE_CODE, 'admin-lv1');
      await expect(toastText(page)).resolves.toContain(LOGIN_MESSAGE_TEXT['DUPLICATE MID']);
      await page.waitForURL('**/line-login');
    });

    it('CODE_IS_USED: the invite works once, then the link is used', async () => {
      const { page } = session;
      await inviteLineStep(page, DEMO_INVITE_CODE, 'invited-lv3');
      await providerStep(page, 'invited-lv3');
      await page.waitForURL((url) => url.pathname === '/health-center/detail');

      const second = await openBrowser();
      try {
        await inviteLineStep(second.page, DEMO_INVITE_CODE, 'no-user');
        await expect(toastText(second.page)).resolves.toContain(LOGIN_MESSAGE_TEXT.CODE_IS_USED);
        await second.page.waitForURL('**/line-login');
      } finally {
        await second.close();
      }
    });

    it('provider duplicate: a Provider ID identity that belongs to another account', async () => {
      const { page } = session;
      // admin-lv3 has bound its Provider ID identity above; admin-lv2 now presents it.
      await lineStep(page, 'admin-lv2');
      await providerStep(page, 'admin-lv3');
      await page.waitForURL('**/provider-login/dup');
      await page.getByRole('link', { name: 'กลับไปหน้าเข้าสู่ระบบ' }).waitFor();
    });

    it('provider error: Provider ID refuses the exchange', async () => {
      const { page } = session;
      await lineStep(page, 'admin-lv2');
      await providerStep(page, 'admin-lv2', 'token_error');
      await page.waitForURL('**/provider-login/error');
      await page.getByRole('link', { name: 'กลับไปหน้าเข้าสู่ระบบ' }).waitFor();
    });
  });

  it('profile 401: a session the API no longer accepts goes back to LINE Login with a message', async () => {
    const { page, context } = session;
    await signInAs(page, 'admin-lv2');
    // The landing page reads the profile and may write its cookie again: break the cookie only
    // once that read has answered and nothing is in flight, or the page's write replaces it.
    await page
      .getByRole('banner')
      .getByText(/^สวัสดี, /)
      .waitFor();
    await page.waitForLoadState('networkidle');
    const profile = await storedProfile(page);
    const broken = { ...profile, access_token: `${profile?.access_token ?? ''}x` };
    await context.addCookies([
      {
        name: COOKIES.userProfile,
        value: encodeURIComponent(JSON.stringify(broken)),
        url: consoleUrl('/'),
      },
    ]);
    await page.goto(consoleUrl('/broadcast'));
    await expect(toastText(page)).resolves.toContain(SESSION_EXPIRED_TEXT);
    await page.waitForURL('**/line-login');
  });

  it('sign-out revokes the access token on the server', async () => {
    const { page } = session;
    await signInAs(page, 'admin-lv1');
    const token = (await storedProfile(page))?.access_token ?? '';
    const before = await fetch(consoleUrl('/api/setting/user-management/profile'), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(before.status).toBe(200);
    await page.getByRole('banner').getByRole('button', { name: 'ออกจากระบบ' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'ออกจากระบบ' }).click();
    await page.waitForURL('**/line-login');
    expect(await storedProfile(page)).toBeNull();
    const after = await fetch(consoleUrl('/api/setting/user-management/profile'), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
  });
});
