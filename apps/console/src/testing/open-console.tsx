import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { dismissToast, getToasts, StoryShell } from '@hbc/ui';
import { consoleRoutes } from '../app/routes';
import type { SignInRouteOptions } from '../sign-in/sign-in-routes';

/** Opens the whole console at `path` in a memory router, inside the theme and toast host. */
export function openConsole(path: string, options: SignInRouteOptions = {}) {
  const router = createMemoryRouter(consoleRoutes(options), { initialEntries: [path] });
  render(
    <StoryShell>
      <RouterProvider router={router} />
    </StoryShell>,
  );
  return router;
}

/** Removes the toasts a test left behind: the toast store outlives a test's render. */
export function dismissAllToasts(): void {
  for (const t of getToasts()) dismissToast(t.id);
}
