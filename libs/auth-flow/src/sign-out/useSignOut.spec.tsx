import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { readProfile, writeProfile } from '../cookies/profile-cookie';
import { signOut } from './sign-out';
import { useSignOut } from './useSignOut';

const profile = {
  access_token: 't',
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

describe('sign-out', () => {
  it('removes the profile cookie and goes to /line-login', async () => {
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
  });

  it('works without a router through the given navigate function', () => {
    writeProfile(profile);
    const navigate = jest.fn();
    signOut(navigate);
    expect(readProfile()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/line-login');
  });
});
