import type { RouteObject } from 'react-router';
import { ROUTES } from '@hbc/contracts';
import { withGuards, type GuardedRoute } from '@hbc/auth-flow';
import { EmptyState, LoadingState } from '@hbc/ui';
import { ConsoleLayout, consoleLayoutLoader } from '../layout/ConsoleLayout';
import { ComingSoonScreen } from '../screens/ComingSoonScreen';
import { NotFoundScreen, RouteErrorScreen } from '../screens/StatusScreen';
import { LineLoginScreen } from '../sign-in/LineLoginScreen';
import { SignInScreen } from '../sign-in/SignInScreen';
import { CONSOLE_SCREENS, SIGN_IN_SCREENS, type ScreenEntry } from './route-table';

function signInScreen({ path, title }: ScreenEntry): GuardedRoute {
  if (path === ROUTES.lineLogin) return { path, element: <LineLoginScreen /> };
  return {
    path,
    element: (
      <SignInScreen title={title}>
        <EmptyState title="อยู่ระหว่างพัฒนา" description="ขั้นตอนนี้จะเปิดให้ใช้งานเร็ว ๆ นี้" />
      </SignInScreen>
    ),
  };
}

function consoleScreen({ path }: ScreenEntry): GuardedRoute {
  return { path, element: <ComingSoonScreen path={path} /> };
}

/**
 * Every route of spec section 2. Each gets the sign-in guard as its loader; the signed-in screens
 * share the console layout; unknown addresses get the Thai not-found page.
 */
export function consoleRoutes(): RouteObject[] {
  return withGuards([
    {
      guard: false,
      hydrateFallbackElement: <LoadingState />,
      errorElement: <RouteErrorScreen />,
      children: [
        ...SIGN_IN_SCREENS.map(signInScreen),
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
