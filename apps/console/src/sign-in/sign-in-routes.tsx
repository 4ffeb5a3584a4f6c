import type { ReactElement } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import {
  leavePage as defaultLeavePage,
  type GuardedRoute,
  type LeavePage,
  type RouteCheck,
} from '@hbc/auth-flow';
import { ROUTES } from '@hbc/contracts';

export interface SignInRouteOptions {
  /** How the browser leaves for LINE and Provider ID; tests pass their own. */
  leavePage?: LeavePage;
  /** The clock of the messaging-token cookie. */
  now?: () => number;
}

type SignInScreens = typeof import('./sign-in-route-screens');
type SignInChecks = typeof import('./sign-in-checks');

/** The sign-in checks' chunk, loaded on the first visit to a route that has one. */
const signInChecks = () => import('./sign-in-checks');

/** A route check from the sign-in checks' chunk. */
function fromSignInChecks(pick: (checks: SignInChecks) => RouteCheck): RouteCheck {
  return async (ctx) => pick(await signInChecks())(ctx);
}

/** The loader of /invite, from the sign-in checks' chunk. */
async function inviteLoader(args: LoaderFunctionArgs) {
  return (await signInChecks()).inviteLoader(args);
}

/** A route's element from the sign-in screens' chunk, which the first sign-in route loads. */
function fromSignInScreens(render: (screens: SignInScreens) => ReactElement): GuardedRoute['lazy'] {
  return async () => ({ element: render(await import('./sign-in-route-screens')) });
}

/**
 * The sign-in routes of spec section 2, from /line-login to /invite, with their checks. Their
 * screens and checks load on demand, so the sign-in pages never load the signed-in console and
 * the signed-in console never loads the sign-in checks.
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
      check: fromSignInChecks((c) => c.providerLoginCheck()),
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
      check: fromSignInChecks((c) =>
        c.loginCallbackCheck(now ? { leavePage, now } : { leavePage }),
      ),
      lazy: fromSignInScreens((s) => <s.HomeRoute />),
    },
    {
      path: ROUTES.invite,
      loader: inviteLoader,
      lazy: fromSignInScreens((s) => <s.InviteRoute />),
    },
  ];
}
