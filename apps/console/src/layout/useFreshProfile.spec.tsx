import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { UserProfile } from '@hbc/contracts';
import { useFreshProfile } from './useFreshProfile';

const stored: UserProfile = {
  access_token: 'token-stored',
  role: 'SUPER_ADMIN',
  first_name: 'สมศักดิ์',
  last_name: 'รักษ์สุขภาพ',
  last_login: '2026-11-22T03:05:00.000Z',
  hospital_name: null,
  hospital_logo: null,
};

/** The hook inside a router (it navigates on a 401), with the API's answer given by the test. */
function freshProfileOf(answer: UserProfile | null) {
  let answered: (profile: UserProfile | null) => void = () => undefined;
  const fresh = new Promise<UserProfile | null>((resolve) => (answered = resolve));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RouterProvider
      router={createMemoryRouter([
        { path: '/', element: children },
        { path: '/line-login', element: null },
      ])}
    />
  );
  const hook = renderHook(() => useFreshProfile({ stored, fresh }), { wrapper });
  return {
    hook,
    answer: () =>
      act(async () => {
        answered(answer);
        await fresh;
      }),
  };
}

describe('useFreshProfile', () => {
  it('keeps the stored profile when the API answers one that shows the same', async () => {
    const { hook, answer } = freshProfileOf({ ...stored, access_token: 'token-renewed' });
    expect(hook.result.current).toBe(stored);
    await answer();
    expect(hook.result.current).toBe(stored);
  });

  it('shows the API’s profile when anything shown changed', async () => {
    const renamed = { ...stored, hospital_name: 'โรงพยาบาลบางกรวย' };
    const { hook, answer } = freshProfileOf(renamed);
    await answer();
    expect(hook.result.current).toBe(renamed);
  });
});
