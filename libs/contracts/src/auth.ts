/**
 * The sign-in contract between the console and the API.
 *
 * 1. /line-login: the console asks `GET lineAuthorizeUrl?redirect_uri=<origin>/` (no auth) and
 *    sends the browser to `data.url` (LINE Login v2.1 authorize). It keeps `data.state` in
 *    sessionStorage to compare with the state LINE returns.
 * 2. LINE returns to `/?state&code`. The console posts `{ state, code, code_invite }` to
 *    `/api/login` (spec section 7). HTTP 200 `{ message: 'SUCCESS', access_token }` carries the
 *    messaging token (JWT, 4 hours, good only for the provider step); HTTP 200
 *    `{ message: 'NO_DATA' }` means no staff user for this LINE account; any other message comes
 *    with a 4xx status (see LOGIN_MESSAGES and LOGIN_ERROR_STATUS).
 * 3. The console stores the messaging token cookie for 4 hours and asks
 *    `GET providerAuthorizeUrl?redirect_uri=<origin>/provider-login` (messaging token), then goes
 *    to `data.url` (Health ID authorize, followed by the Provider ID exchange on the API).
 * 4. Health ID returns to `/provider-login?code&state`. The console posts `{ code, state }` to
 *    `/api/login/provider` (messaging token). HTTP 200 `{ message: 'SUCCESS', access_token }`;
 *    409 `PROVIDER_DUPLICATE` → /provider-login/dup; any other failure → /provider-login/error,
 *    which names the units of a 403 `PROVIDER_NO_ORGANIZATION` (`organization_mismatch`). An
 *    invite's LINE account is bound, and the invite spent, only here, when the sign-in succeeds.
 * 5. The console calls the profile API with the access token, stores USER_PROFILE and opens the
 *    first screen of the role's menu.
 * 6. Sign-out: `POST logout` (access token) revokes the session; the console removes the cookie.
 */
export const AUTH_PATHS = {
  lineAuthorizeUrl: '/api/login/line/authorize-url',
  providerAuthorizeUrl: '/api/login/provider/authorize-url',
  login: '/api/login',
  loginProvider: '/api/login/provider',
  logout: '/api/logout',
} as const;

export interface AuthorizeUrlData {
  url: string;
  state: string;
}

export interface ProviderLoginRequest {
  code: string;
  state: string;
}

/** Messages of `/api/login/provider` failures. */
export const PROVIDER_LOGIN_MESSAGES = {
  /** This Provider ID identity already belongs to another staff account. */
  PROVIDER_DUPLICATE: 'PROVIDER_DUPLICATE',
  /** The account is bound to a different Provider ID identity than the one that signed in. */
  PROVIDER_MISMATCH: 'PROVIDER_MISMATCH',
  /** The user's unit hcode is not among the Provider ID profile's organizations. */
  PROVIDER_NO_ORGANIZATION: 'PROVIDER_NO_ORGANIZATION',
  /** The provider code or state was refused, or the provider could not be reached. */
  PROVIDER_ERROR: 'PROVIDER_ERROR',
} as const;
export type ProviderLoginMessage =
  (typeof PROVIDER_LOGIN_MESSAGES)[keyof typeof PROVIDER_LOGIN_MESSAGES];

/** HTTP status the API answers each login message with (NO_DATA is a 200, as the spec says). */
export const LOGIN_ERROR_STATUS = {
  CODE_IS_USED: 400,
  NO_INVITE: 400,
  DISABLED: 403,
  'DUPLICATE MID': 409,
  INVALID_STATE: 400,
  LINE_LOGIN_FAILED: 400,
  PROVIDER_DUPLICATE: 409,
  PROVIDER_MISMATCH: 403,
  PROVIDER_NO_ORGANIZATION: 403,
  PROVIDER_ERROR: 400,
} as const;

/** Every way a sign-in step can fail, as the API answers it in `message` (NO_DATA aside). */
export type SignInFailure = keyof typeof LOGIN_ERROR_STATUS;
export const SIGN_IN_FAILURES = Object.keys(LOGIN_ERROR_STATUS) as readonly SignInFailure[];

/** A unit as the organisation check names it: Provider ID may give no name. */
export interface OrganizationRef {
  hcode: string;
  name: string | null;
}

/**
 * What a 403 `PROVIDER_NO_ORGANIZATION` carries in `organization_mismatch`: the user's unit in the
 * console (the one they were invited to while `invited`) and the organisations of their Provider
 * ID profile, none of which is that unit.
 */
export interface OrganizationMismatch {
  unit: OrganizationRef;
  organizations: OrganizationRef[];
  /** The user has not signed in yet: they came by an invite to `unit`. */
  invited: boolean;
}

/** Lifetime of the messaging token and its cookie (spec section 9). */
export const LINE_TOKEN_LIFETIME_MS = 4 * 60 * 60 * 1000;
