import { data, isRouteErrorResponse } from 'react-router';
import { canOpenRoute } from '@hbc/contracts';
import { firstPathForRole } from '@hbc/role-menu';
import type { RouteCheck } from './guard-loader';

/** What a refused route throws with its 403: the first screen of the user's menu, if any. */
export interface NoPermission {
  home: string | null;
}

/**
 * The check of a console screen: lets in a role that may open `path` (the route access of
 * `@hbc/contracts`), and refuses any other with a 403 that the route's error element shows as
 * the 'no permission' page, where the user stays (no redirect).
 */
export function routeAccessCheck(path: string): RouteCheck {
  return ({ profile }) => {
    const role = profile?.role ?? '';
    if (canOpenRoute(role, path)) return null;
    throw data<NoPermission>({ home: firstPathForRole(role) }, { status: 403 });
  };
}

/** The refusal of a route check, or null when `error` is something else. */
export function noPermissionOf(error: unknown): NoPermission | null {
  if (!isRouteErrorResponse(error) || error.status !== 403) return null;
  const home: unknown = (error.data as { home?: unknown } | null)?.home;
  return { home: typeof home === 'string' ? home : null };
}
