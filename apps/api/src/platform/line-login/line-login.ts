import { Type } from '@sinclair/typebox';
import type { JWTVerifyGetKey } from 'jose';
import type { LineLoginConfig } from '../../config';
import { callUpstream, pageUrl } from '../upstream';
import { LineLoginError } from './errors';
import { lineJwks, verifyLineIdToken, type LineIdentity } from './id-token';

/** Scopes the console asks for: the ID token (openid) with name and picture (profile). */
export const LINE_SCOPE = 'openid profile';

const TokenResponse = Type.Object({
  access_token: Type.String(),
  id_token: Type.String({ minLength: 1 }),
  token_type: Type.String(),
});

export interface LineAuthorizeRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  /** PKCE's S256 challenge of the code_verifier the code exchange will send. */
  codeChallenge: string;
}

export interface LineSignInRequest {
  code: string;
  /** The redirect URI the authorize request used (LINE compares them). */
  redirectUri: string;
  /** The nonce the authorize request carried; the ID token must repeat it. */
  nonce: string;
  /** PKCE's code_verifier whose challenge the authorize request carried. */
  codeVerifier: string;
}

/**
 * LINE Login v2.1 for web apps: the authorize page, the code exchange and the ID token; with
 * state, nonce and PKCE (S256), so a code intercepted on its way back cannot be exchanged.
 * https://developers.line.biz/en/docs/line-login/integrate-pkce/
 */
export interface LineLogin {
  authorizeUrl(request: LineAuthorizeRequest): string;
  /** Exchanges the code and verifies the ID token; throws `LineLoginError`. */
  signIn(request: LineSignInRequest): Promise<LineIdentity>;
}

export function createLineLogin(
  config: LineLoginConfig,
  options: { jwks?: JWTVerifyGetKey } = {},
): LineLogin {
  const jwks = options.jwks ?? lineJwks(config.apiBaseUrl);
  return {
    authorizeUrl: ({ redirectUri, state, nonce, codeChallenge }) =>
      pageUrl(config.webBaseUrl, '/oauth2/v2.1/authorize', {
        response_type: 'code',
        client_id: config.channelId,
        redirect_uri: redirectUri,
        state,
        scope: LINE_SCOPE,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }),

    async signIn({ code, redirectUri, nonce, codeVerifier }) {
      const token = await callUpstream(
        {
          method: 'POST',
          url: `${config.apiBaseUrl}/oauth2/v2.1/token`,
          form: {
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            client_id: config.channelId,
            client_secret: config.channelSecret,
            code_verifier: codeVerifier,
          },
        },
        TokenResponse,
      );
      if (!token.ok) throw new LineLoginError('token_exchange', token.detail, token);
      return verifyLineIdToken(token.value.id_token, nonce, {
        channelId: config.channelId,
        channelSecret: config.channelSecret,
        jwks,
      });
    },
  };
}
