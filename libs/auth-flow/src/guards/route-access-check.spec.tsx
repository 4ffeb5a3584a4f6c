import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router';
import { withGuards } from './guard-loader';
import { noPermissionOf, routeAccessCheck } from './route-access-check';

function signIn(role: string): void {
  document.cookie = `USER_PROFILE=${encodeURIComponent(
    JSON.stringify({ access_token: 't', role, first_name: 'ก', last_name: 'ข' }),
  )}; path=/`;
}

afterEach(() => {
  document.cookie = 'USER_PROFILE=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

function Refused() {
  const refusal = noPermissionOf(useRouteError());
  return <p>{refusal ? `ไม่มีสิทธิ์ กลับไป ${refusal.home ?? '-'}` : 'ข้อผิดพลาดอื่น'}</p>;
}

function open(path: string) {
  const router = createMemoryRouter(
    withGuards([
      {
        guard: false,
        hydrateFallbackElement: <p>กำลังโหลด</p>,
        children: [
          {
            path: '/broadcast/form',
            element: <p>สร้างบรอดแคสต์</p>,
            check: routeAccessCheck('/broadcast/form'),
            errorElement: <Refused />,
          },
          {
            path: '/line-login',
            element: <p>หน้า LINE</p>,
            check: routeAccessCheck('/line-login'),
          },
        ],
      },
    ]),
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('routeAccessCheck', () => {
  it('lets a role in that may open the route', async () => {
    signIn('ADMIN_LV3');
    open('/broadcast/form');
    expect(await screen.findByText('สร้างบรอดแคสต์')).toBeInTheDocument();
  });

  it.each([
    ['ADMIN_LV1', '/health-center/detail'],
    ['ADMIN_LV2', '/health-center/detail'],
    ['SUPER_ADMIN', '/health-center'],
  ])('refuses %s with a 403 that names the first screen of its menu, %s', async (role, home) => {
    signIn(role);
    const router = open('/broadcast/form');
    expect(await screen.findByText(`ไม่มีสิทธิ์ กลับไป ${home}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/broadcast/form');
  });

  it('refuses a role the console does not know, with nowhere of its own to go back to', async () => {
    signIn('GUEST');
    open('/broadcast/form');
    expect(await screen.findByText('ไม่มีสิทธิ์ กลับไป -')).toBeInTheDocument();
  });

  it('leaves the screens without declared access open', async () => {
    open('/line-login');
    expect(await screen.findByText('หน้า LINE')).toBeInTheDocument();
  });

  it('tells a refusal apart from other errors', () => {
    expect(noPermissionOf(new Error('boom'))).toBeNull();
    expect(noPermissionOf(null)).toBeNull();
  });
});
