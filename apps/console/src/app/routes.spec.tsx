import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { StoryShell } from '@hbc/ui';
import { PROFILES } from '../layout/profile-fixtures';
import { CONSOLE_SCREENS } from './route-table';
import { consoleRoutes } from './routes';

function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}
function signIn(profile: object): void {
  setCookie('USER_PROFILE', JSON.stringify(profile));
}

afterEach(() => {
  for (const name of ['USER_PROFILE', 'LINE_TOKEN']) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

function open(path: string) {
  const router = createMemoryRouter(consoleRoutes(), { initialEntries: [path] });
  render(
    <StoryShell>
      <RouterProvider router={router} />
    </StoryShell>,
  );
  return router;
}

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

  it('shows the sign-in placeholders without the console layout', async () => {
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

  it.each(CONSOLE_SCREENS.map((s) => [s.path, s.title]))(
    'shows %s to a signed-in user as "%s", under construction',
    async (path, title) => {
      signIn(PROFILES.ADMIN_LV1);
      open(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText('อยู่ระหว่างพัฒนา')).toBeInTheDocument();
      expect(screen.getByText('สวัสดี, สมชาย ใจดี')).toBeInTheDocument();
    },
  );

  it('signs out after confirmation and lands on /line-login', async () => {
    signIn(PROFILES.ADMIN_LV2);
    const router = open('/segment');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ออกจากระบบ' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'ออกจากระบบ' }),
    );
    expect(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/line-login');
    expect(document.cookie).not.toContain('USER_PROFILE');
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
