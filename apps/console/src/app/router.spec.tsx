import { dismissAllToasts } from '@hbc/ui';
import { render, screen, waitFor } from '@testing-library/react';
import { writeLog } from '@hbc/api-clients';
import { PROFILES } from '@hbc/console-screens/testing';
import {
  clearCookies,
  cookieValue,
  installFakeApi,
  setCookie,
  type FakeApi,
} from '@hbc/api-clients/testing';
import { ConsoleApp } from './ConsoleApp';
import { createConsoleRouter } from './router';

let api: FakeApi;

afterEach(() => {
  api.restore();
  clearCookies();
  dismissAllToasts();
});

describe('the console router', () => {
  it("answers a 401 from any call of a signed-in screen with 'กรุณาเข้าสู่ระบบอีกครั้ง' and /line-login", async () => {
    const { access_token: _token, ...data } = PROFILES.ADMIN_LV1;
    api = installFakeApi({
      'GET /api/setting/user-management/profile': {
        status: 200,
        data: { message: 'SUCCESS', data },
      },
      'POST /api/setting/log': { status: 401, data: { message: 'UNAUTHORIZED' } },
    });
    setCookie('USER_PROFILE', JSON.stringify(PROFILES.ADMIN_LV1));
    window.history.replaceState(null, '', '/tracking-url');
    const router = createConsoleRouter();
    try {
      render(<ConsoleApp router={router} />);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'ลิงก์ติดตาม' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/tracking-url');

      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await writeLog({ action: 'view', menu: 'segment', subject: 'list', description: '' });
      consoleError.mockRestore();

      // The router moves first; the sign-in screen shows once its module has loaded.
      await waitFor(() => expect(router.state.location.pathname).toBe('/line-login'));
      expect(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeInTheDocument();
      expect(cookieValue('USER_PROFILE')).toBeUndefined();
      expect(await screen.findByRole('alert')).toHaveTextContent('กรุณาเข้าสู่ระบบอีกครั้ง');
    } finally {
      router.dispose();
    }
  });
});
