import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { ConsoleApp } from '../app/ConsoleApp';
import { consoleRoutes } from '../app/routes';
import type { SignInRouteOptions } from '../sign-in/sign-in-routes';

/** Opens the whole console at `path` in a memory router, as main.tsx renders it. */
export function openConsole(path: string, options: SignInRouteOptions = {}) {
  const router = createMemoryRouter(consoleRoutes(options), { initialEntries: [path] });
  render(<ConsoleApp router={router} />);
  return router;
}
