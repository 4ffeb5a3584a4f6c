import type { RouteObject } from 'react-router';
import { ROUTES } from '@hbc/contracts';
import { withGuards, type GuardedRoute } from '@hbc/auth-flow';
import { LoadingState } from '@hbc/ui';
import { BroadcastFormScreen } from '../broadcast/BroadcastFormScreen';
import { ConsoleLayout, consoleLayoutLoader } from '../layout/ConsoleLayout';
import { ComingSoonScreen } from '../screens/ComingSoonScreen';
import { NotFoundScreen, RouteErrorScreen } from '../screens/StatusScreen';
import { signInRoutes, type SignInRouteOptions } from '../sign-in/sign-in-routes';
import { CONSOLE_SCREENS, type ScreenEntry } from './route-table';

function consoleScreen({ path }: ScreenEntry): GuardedRoute {
  if (path === ROUTES.broadcastForm) return { path, element: <BroadcastFormScreen /> };
  return { path, element: <ComingSoonScreen path={path} /> };
}

/**
 * Every route of spec section 2. Each gets the sign-in guard as its loader; the sign-in screens
 * bring their own checks; the signed-in screens share the console layout; unknown addresses get
 * the Thai not-found page.
 */
export function consoleRoutes(options: SignInRouteOptions = {}): RouteObject[] {
  return withGuards([
    {
      guard: false,
      hydrateFallbackElement: <LoadingState />,
      errorElement: <RouteErrorScreen />,
      children: [
        ...signInRoutes(options),
        {
          element: <ConsoleLayout />,
          loader: consoleLayoutLoader,
          children: CONSOLE_SCREENS.map(consoleScreen),
        },
        { path: '*', element: <NotFoundScreen />, guard: false },
      ],
    },
  ]);
}
