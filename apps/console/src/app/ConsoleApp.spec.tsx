import { dismissAllToasts, PRIMARY_GREEN, toast } from '@hbc/ui';
import { act, screen } from '@testing-library/react';
import { clearCookies, installFakeApi, setCookie, type FakeApi } from '@hbc/api-clients/testing';
import { PROFILES } from '@hbc/console-screens/testing';
import { openConsole } from '../testing/open-console';

let api: FakeApi;

afterEach(() => {
  api.restore();
  clearCookies();
  dismissAllToasts();
});

/** Whether MUI has drawn anything: its components' class names, emotion's style elements. */
function muiOnPage(): boolean {
  return (
    document.querySelector('[class*="Mui"]') !== null ||
    document.querySelector('style[data-emotion]') !== null
  );
}

describe('the console as main.tsx renders it', () => {
  it('shows /line-login without MUI', async () => {
    api = installFakeApi({});
    openConsole('/line-login', { leavePage: jest.fn() });
    expect(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeInTheDocument();
    expect(muiOnPage()).toBe(false);
  });

  it('loads the toast host when a toast is raised on /line-login', async () => {
    api = installFakeApi({});
    openConsole('/line-login', { leavePage: jest.fn() });
    await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      toast.error('กรุณาเข้าสู่ระบบใหม่อีกครั้ง');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('กรุณาเข้าสู่ระบบใหม่อีกครั้ง');
  });

  it('brings the MUI theme along with the signed-in layout', async () => {
    const { access_token: _token, ...data } = PROFILES.ADMIN_LV1;
    api = installFakeApi({
      'GET /api/setting/user-management/profile': {
        status: 200,
        data: { message: 'SUCCESS', data },
      },
    });
    setCookie('USER_PROFILE', JSON.stringify(PROFILES.ADMIN_LV1));
    openConsole('/tracking-url');
    expect(await screen.findByRole('heading', { level: 1, name: 'ลิงก์ติดตาม' })).toBeInTheDocument();
    // The theme's green, not MUI's default blue.
    const signOut = getComputedStyle(screen.getByRole('button', { name: 'ออกจากระบบ' }));
    expect(signOut.getPropertyValue('--variant-outlinedColor')).toBe(PRIMARY_GREEN);
    expect(muiOnPage()).toBe(true);
  });
});
