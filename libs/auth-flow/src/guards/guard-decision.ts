import { ROUTES } from '@hbc/contracts';
import { firstPathForRole } from '@hbc/role-menu';

/** What the guard knows about the visitor, read from the cookies. */
export interface GuardSession {
  /** The role from the USER_PROFILE cookie, or null when there is no valid profile. */
  role: string | null;
  hasLineToken: boolean;
}

/** Sign-in screens anyone may open; /provider-login itself also needs the LINE token. */
const SIGN_IN_PATHS: readonly string[] = [
  ROUTES.lineLogin,
  ROUTES.providerLogin,
  ROUTES.providerLoginDup,
  ROUTES.providerLoginError,
  ROUTES.invite,
];

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Where the guard sends a visitor of `url`, or null to let them in (spec section 2 and 4):
 * - the sign-in screens are open, except /provider-login, which needs the LINE token;
 * - / with a `state` query is the login callback and is left to its own check; without one
 *   it leads a signed-in user to the first screen of their menu and anyone else to
 *   /provider-login;
 * - every other screen needs the profile cookie, else /provider-login.
 */
export function guardRedirect(url: URL, session: GuardSession): string | null {
  const path = normalise(url.pathname);
  if (path === ROUTES.providerLogin) return session.hasLineToken ? null : ROUTES.lineLogin;
  if (SIGN_IN_PATHS.includes(path)) return null;
  if (path === ROUTES.home) {
    if (url.searchParams.has('state')) return null;
    if (session.role === null) return ROUTES.providerLogin;
    return firstPathForRole(session.role);
  }
  return session.role === null ? ROUTES.providerLogin : null;
}
