import {
  replace,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router';
import type { UserProfile } from '@hbc/contracts';
import { hasLineToken } from '../cookies/line-token-cookie';
import { readProfile } from '@hbc/api-clients';
import { guardRedirect } from './guard-decision';

/** What a route's own check receives: the loader arguments and the stored profile. */
export interface RouteCheckContext extends LoaderFunctionArgs {
  profile: UserProfile | null;
}

/**
 * A route's optional check, run before navigation once the sign-in guard has let the user in.
 * It answers a Response (usually a `replace`) to send the user elsewhere, or null to go on.
 */
export type RouteCheck = (ctx: RouteCheckContext) => Response | null | Promise<Response | null>;

/** A route of the console: a react-router route that may declare a check or opt out of the guard. */
export interface GuardedRoute extends Omit<NonIndexRouteObject, 'children'> {
  check?: RouteCheck;
  /** false leaves the route open to anyone, as the not-found page is. */
  guard?: boolean;
  children?: GuardedRoute[];
}

/**
 * A loader that applies the sign-in guard to the requested URL, then the route's own check, then
 * the route's own loader, if any. The guard's redirect replaces the guarded address in the
 * history, so that Back leaves rather than landing on the guard again.
 */
export function guardLoader(
  check?: RouteCheck,
  loader?: NonIndexRouteObject['loader'],
): LoaderFunction {
  return async (args) => {
    const profile = readProfile();
    const target = guardRedirect(new URL(args.request.url), {
      role: profile?.role ?? null,
      hasLineToken: hasLineToken(),
    });
    if (target !== null) return replace(target);
    if (check) {
      const answer = await check({ ...args, profile });
      if (answer) return answer;
    }
    if (typeof loader === 'function') return loader(args);
    return null;
  };
}

/** Gives every route (and child route) its guard loader, leaving routes marked `guard: false` open. */
export function withGuards(routes: readonly GuardedRoute[]): RouteObject[] {
  return routes.map(({ check, guard = true, children, loader, ...route }) => ({
    ...route,
    loader: guard ? guardLoader(check, loader) : loader,
    children: children ? withGuards(children) : undefined,
  }));
}
