import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { readProfile, writeProfile } from '@hbc/api-clients';
import { clearCookies, installFakeApi, type FakeApi } from '@hbc/api-clients/testing';
import { signOut } from './sign-out';
import { useSignOut } from './useSignOut';

const profile = {
  access_token: 'access-9',
  role: 'ADMIN_LV1',
  first_name: 'สมชาย',
  last_name: 'ใจดี',
  last_login: null,
  hospital_name: null,
  hospital_logo: null,
};

function SignOutButton() {
  const leave = useSignOut();
  return <button onClick={leave}>ออกจากระบบ</button>;
}

let api: FakeApi;

afterEach(() => {
  api.restore();
  clearCookies();
  jest.useRealTimers();
});

describe('sign-out', () => {
  it('tells the API, removes the profile cookie and goes to /line-login', async () => {
    api = installFakeApi({
      'POST /api/logout': { status: 200, data: { message: 'SUCCESS', data: null } },
    });
    writeProfile(profile);
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        {
          hydrateFallbackElement: <p>กำลังโหลด</p>,
          children: [
            { path: '/broadcast', element: <SignOutButton /> },
            { path: '/line-login', element: <p>หน้า LINE</p> },
          ],
        },
      ],
      { initialEntries: ['/', '/broadcast'], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    await user.click(await screen.findByRole('button', { name: 'ออกจากระบบ' }));
    expect(await screen.findByText('หน้า LINE')).toBeInTheDocument();
    expect(readProfile()).toBeNull();
    expect(router.state.location.pathname).toBe('/line-login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.calls('POST /api/logout')).toHaveLength(1);
    expect(api.calls('POST /api/logout')[0]?.authorization).toBe('Bearer access-9');
  });

  it('works without a router through the given navigate function', async () => {
    api = installFakeApi({
      'POST /api/logout': { status: 200, data: { message: 'SUCCESS', data: null } },
    });
    writeProfile(profile);
    const navigate = jest.fn();
    await signOut(navigate);
    expect(readProfile()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/line-login');
  });

  it.each([
    ['refuses', { status: 401, data: { message: 'UNAUTHORIZED' } }],
    ['cannot be reached', { network: true as const }],
  ])('still signs out when the API %s', async (_what, reply) => {
    api = installFakeApi({ 'POST /api/logout': reply });
    writeProfile(profile);
    const navigate = jest.fn();
    await signOut(navigate);
    expect(api.requests).toHaveLength(1);
    expect(readProfile()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/line-login');
  });

  it('leaves after a short wait when the API does not answer', async () => {
    jest.useFakeTimers();
    api = installFakeApi({ 'POST /api/logout': () => new Promise(() => undefined) });
    writeProfile(profile);
    const navigate = jest.fn();
    const done = signOut(navigate, 1000);
    expect(readProfile()).toBeNull();
    await jest.advanceTimersByTimeAsync(999);
    expect(navigate).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await done;
    expect(navigate).toHaveBeenCalledWith('/line-login');
  });

  it('calls no API when there is no session to end', async () => {
    api = installFakeApi({});
    const navigate = jest.fn();
    await signOut(navigate);
    expect(api.requests).toHaveLength(0);
    expect(navigate).toHaveBeenCalledWith('/line-login');
  });
});
