import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, redirect, RouterProvider, useLoaderData } from 'react-router';
import { withGuards, type GuardedRoute, type RouteCheck } from './guard-loader';

function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}
function signIn(role: string): void {
  setCookie(
    'USER_PROFILE',
    JSON.stringify({ access_token: 't', role, first_name: 'ก', last_name: 'ข' }),
  );
}

afterEach(() => {
  for (const name of ['USER_PROFILE', 'LINE_TOKEN']) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

function Data() {
  return <p>ข้อมูล: {String(useLoaderData())}</p>;
}

function screens(extra: GuardedRoute[] = []): GuardedRoute[] {
  return [
    { path: '/line-login', element: <p>หน้า LINE</p> },
    { path: '/provider-login', element: <p>หน้า Provider</p> },
    { path: '/', element: <p>หน้าแรก</p> },
    { path: '/health-center/detail', element: <p>ข้อมูลหน่วยบริการ</p> },
    { path: '/broadcast', element: <p>รายการบรอดแคสต์</p> },
    ...extra,
    { path: '*', element: <p>ไม่พบหน้า</p>, guard: false },
  ];
}

/** Opens `path` after the `earlier` history entries, as a browser that came from elsewhere. */
function open(path: string, routes: GuardedRoute[] = screens(), earlier: string[] = []) {
  const root: GuardedRoute = {
    guard: false,
    hydrateFallbackElement: <p>กำลังโหลด</p>,
    children: routes,
  };
  const router = createMemoryRouter(withGuards([root]), {
    initialEntries: [...earlier, path],
    initialIndex: earlier.length,
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('guard loaders', () => {
  it('sends a signed-out visitor of a console screen to /provider-login, then on to /line-login', async () => {
    const router = open('/broadcast');
    expect(await screen.findByText('หน้า LINE')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/line-login');
  });

  it('replaces the guarded address, so that Back leaves instead of coming back to the guard', async () => {
    const router = open('/broadcast', screens(), ['/somewhere-else']);
    expect(await screen.findByText('หน้า LINE')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');

    await act(() => router.navigate(-1));
    expect(await screen.findByText('ไม่พบหน้า')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/somewhere-else');
  });

  it('replaces the address it leads a signed-in user away from', async () => {
    signIn('ADMIN_LV3');
    const router = open('/', screens(), ['/somewhere-else']);
    expect(await screen.findByText('ข้อมูลหน่วยบริการ')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(await screen.findByText('ไม่พบหน้า')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/somewhere-else');
  });

  it('stops at /provider-login when the LINE token is there', async () => {
    setCookie('LINE_TOKEN', 'line');
    const router = open('/broadcast');
    expect(await screen.findByText('หน้า Provider')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/provider-login');
  });

  it('lets a signed-in user in', async () => {
    signIn('ADMIN_LV2');
    open('/broadcast');
    expect(await screen.findByText('รายการบรอดแคสต์')).toBeInTheDocument();
  });

  it('sends a signed-in user from / to their first screen', async () => {
    signIn('ADMIN_LV3');
    const router = open('/');
    expect(await screen.findByText('ข้อมูลหน่วยบริการ')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/health-center/detail');
  });

  it('leaves a route marked guard: false open', async () => {
    open('/no-such-screen');
    expect(await screen.findByText('ไม่พบหน้า')).toBeInTheDocument();
  });

  it('runs a route check after the guard and follows its redirect', async () => {
    signIn('ADMIN_LV2');
    const check = jest.fn<ReturnType<RouteCheck>, Parameters<RouteCheck>>(({ profile }) =>
      profile?.role === 'ADMIN_LV3' ? null : redirect('/broadcast'),
    );
    const router = open(
      '/segment/form',
      screens([{ path: '/segment/form', element: <p>ฟอร์ม</p>, check }]),
    );
    expect(await screen.findByText('รายการบรอดแคสต์')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/broadcast');
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0]?.[0].profile?.role).toBe('ADMIN_LV2');
  });

  it('lets the user in when the check answers null, and runs the route loader after it', async () => {
    signIn('ADMIN_LV3');
    const check: RouteCheck = async () => null;
    open(
      '/segment/form',
      screens([{ path: '/segment/form', element: <Data />, check, loader: () => 'โหลดแล้ว' }]),
    );
    expect(await screen.findByText('ข้อมูล: โหลดแล้ว')).toBeInTheDocument();
  });

  it('never runs a check for a visitor the guard turns away', async () => {
    const check = jest.fn(() => null);
    open('/segment/form', screens([{ path: '/segment/form', element: <p>ฟอร์ม</p>, check }]));
    expect(await screen.findByText('หน้า LINE')).toBeInTheDocument();
    expect(check).not.toHaveBeenCalled();
  });

  it('guards child routes of a pathless layout', async () => {
    const routes = screens([
      { element: <div>เลย์เอาต์</div>, children: [{ path: '/report', element: <p>รายงาน</p> }] },
    ]);
    const router = open('/report', routes);
    expect(await screen.findByText('หน้า LINE')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/line-login');
  });
});
