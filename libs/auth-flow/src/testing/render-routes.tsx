import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { StoryShell } from '@hbc/ui';
import { withGuards, type GuardedRoute } from '../guards/guard-loader';

/** The sign-in screens and a first screen of each role, as plain text for assertions. */
export function plainScreens(extra: GuardedRoute[] = []): GuardedRoute[] {
  const paths = [
    '/line-login',
    '/provider-login/dup',
    '/provider-login/error',
    '/health-center',
    '/health-center/detail',
  ];
  return [
    ...extra,
    ...paths
      .filter((path) => !extra.some((route) => route.path === path))
      .map((path) => ({ path, element: <p>หน้า {path}</p> })),
  ];
}

/** Opens `path` in a memory router of guarded `routes`, inside the theme and toast host. */
export function openRoutes(path: string, routes: GuardedRoute[]) {
  const router = createMemoryRouter(
    withGuards([{ guard: false, hydrateFallbackElement: <p>กำลังโหลด</p>, children: routes }]),
    { initialEntries: [path] },
  );
  render(
    <StoryShell>
      <RouterProvider router={router} />
    </StoryShell>,
  );
  return router;
}
