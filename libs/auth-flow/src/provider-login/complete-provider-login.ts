import { getProfile, loginProvider, toApiError, writeProfile } from '@hbc/api-clients';
import { PROVIDER_LOGIN_MESSAGES, ROUTES } from '@hbc/contracts';
import { firstPathForRole } from '@hbc/role-menu';
import { clearLineToken } from '../cookies/line-token-cookie';
import { toStoredProfile } from '../profile-data';
import { organizationMismatchOf, rememberProviderLoginProblem } from './provider-login-problem';

function isDuplicate(error: unknown): boolean {
  const apiError = toApiError(error);
  return apiError.status === 409 && apiError.message === PROVIDER_LOGIN_MESSAGES.PROVIDER_DUPLICATE;
}

/** The route of a refused provider step, keeping the units a mismatch names for its page. */
function refusedRoute(error: unknown): string {
  if (isDuplicate(error)) return ROUTES.providerLoginDup;
  const apiError = toApiError(error);
  rememberProviderLoginProblem(organizationMismatchOf(apiError.status, apiError.body));
  return ROUTES.providerLoginError;
}

/**
 * The return from Health ID / Provider ID to `/provider-login?code&state`: `POST
 * /api/login/provider` with the messaging token, then the profile with the new access token.
 * Answers the route to open: the first screen of the role's menu once USER_PROFILE is stored and
 * the messaging token removed; /provider-login/dup for a 409 PROVIDER_DUPLICATE;
 * /provider-login/error for anything else (naming the units of a 403 PROVIDER_NO_ORGANIZATION).
 */
export async function completeProviderLogin(url: URL): Promise<string> {
  rememberProviderLoginProblem(null);
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  if (!code || !state || url.searchParams.has('error')) return ROUTES.providerLoginError;

  let accessToken: string;
  try {
    const answer = await loginProvider({ code, state });
    if (!answer.access_token) return ROUTES.providerLoginError;
    accessToken = answer.access_token;
  } catch (error) {
    return refusedRoute(error);
  }

  let profile;
  try {
    profile = toStoredProfile(await getProfile(accessToken), accessToken);
  } catch {
    return ROUTES.providerLoginError;
  }
  if (!profile) return ROUTES.providerLoginError;
  writeProfile(profile);
  clearLineToken();
  return firstPathForRole(profile.role) ?? ROUTES.home;
}
