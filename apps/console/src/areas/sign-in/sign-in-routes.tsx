import type { ReactElement } from 'react';
import {
  inviteLoader,
  leavePage as defaultLeavePage,
  loginCallbackCheck,
  providerLoginCheck,
  type GuardedRoute,
  type LeavePage,
} from '@hbc/auth-flow';
import { ROUTES } from '@hbc/contracts';

export interface SignInRouteOptions {
  /** How the browser leaves for LINE and Provider ID; tests pass their own. */
  leavePage?: LeavePage;
  /** The clock of the messaging-token cookie. */
  now?: () => number;
}

type SignInScreens = typeof import('./sign-in-route-screens');

/** A route's element from the sign-in screens' chunk, which the first sign-in route loads. */
function fromSignInScreens(render: (screens: SignInScreens) => ReactElement): GuardedRoute['lazy'] {
  return async () => ({ element: render(await import('./sign-in-route-screens')) });
}

/**
 * The sign-in routes of spec section 2, from /line-login to /invite, with their checks. Their
 * screens load on demand, so the sign-in pages never load the signed-in console.
 */
export function signInRoutes({
  leavePage = defaultLeavePage,
  now,
}: SignInRouteOptions = {}): GuardedRoute[] {
  return [
    {
      path: ROUTES.lineLogin,
      lazy: fromSignInScreens((s) => <s.LineLoginRoute leavePage={leavePage} />),
    },
    {
      path: ROUTES.providerLogin,
      check: providerLoginCheck(),
      lazy: fromSignInScreens((s) => <s.ProviderLoginRoute leavePage={leavePage} />),
    },
    {
      path: ROUTES.providerLoginDup,
      lazy: fromSignInScreens((s) => <s.ProviderDuplicateScreen />),
    },
    {
      path: ROUTES.providerLoginError,
      lazy: fromSignInScreens((s) => <s.ProviderErrorRoute />),
    },
    {
      path: ROUTES.home,
      check: loginCallbackCheck(now ? { leavePage, now } : { leavePage }),
      lazy: fromSignInScreens((s) => <s.HomeRoute />),
    },
    {
      path: ROUTES.invite,
      loader: inviteLoader,
      lazy: fromSignInScreens((s) => <s.InviteRoute />),
    },
  ];
}
