/** An authorization code lives 10 minutes and can be exchanged once. */
export const AUTHORIZATION_CODE_TTL_MS = 10 * 60 * 1000;

/** What an authorization code was issued for; the token endpoint checks the request against it. */
export interface AuthorizationGrant<F extends string> {
  clientId: string;
  redirectUri: string;
  identityId: string;
  scope: string;
  nonce: string | null;
  /** S256 PKCE challenge, when the authorize request carried one. */
  codeChallenge: string | null;
  fault: F | null;
  used: boolean;
  /** Access token issued for the code, revoked if the code is replayed. */
  issuedAccessToken: string | null;
}
