import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { LineLoginError } from './errors';

/** Issuer of every LINE Login ID token. */
export const LINE_ISSUER = 'https://access.line.me';
/** Seconds of clock difference accepted on `exp` and `iat`. */
const CLOCK_TOLERANCE_S = 5;

export interface LineIdTokenKeys {
  /** Channel id: the ID token's audience. */
  channelId: string;
  /** Channel secret: the HS256 key of web logins. */
  channelSecret: string;
  /** LINE's public keys for ES256 ID tokens ({api base}/oauth2/v2.1/certs). */
  jwks: JWTVerifyGetKey;
}

/** What a verified ID token says about the person. */
export interface LineIdentity {
  /** LINE userId (`sub`). */
  userId: string;
  displayName: string | null;
  pictureUrl: string | null;
}

export function lineJwks(apiBaseUrl: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(`${apiBaseUrl}/oauth2/v2.1/certs`));
}

function algorithmOf(idToken: string): string | undefined {
  try {
    return decodeProtectedHeader(idToken).alg;
  } catch {
    return undefined;
  }
}

/**
 * Verifies a LINE Login ID token: HS256 with the channel secret, or ES256 against LINE's JWKS
 * when the header says so; issuer, audience (channel id), expiry and the nonce of the sign-in.
 */
export async function verifyLineIdToken(
  idToken: string,
  nonce: string,
  keys: LineIdTokenKeys,
): Promise<LineIdentity> {
  const alg = algorithmOf(idToken);
  const options = {
    issuer: LINE_ISSUER,
    audience: keys.channelId,
    clockTolerance: CLOCK_TOLERANCE_S,
  };
  let payload: JWTPayload;
  try {
    if (alg === 'HS256') {
      const secret = new TextEncoder().encode(keys.channelSecret);
      ({ payload } = await jwtVerify(idToken, secret, { ...options, algorithms: ['HS256'] }));
    } else if (alg === 'ES256') {
      ({ payload } = await jwtVerify(idToken, keys.jwks, { ...options, algorithms: ['ES256'] }));
    } else {
      throw new LineLoginError('id_token', `unsupported ID token algorithm ${String(alg)}`);
    }
  } catch (error) {
    if (error instanceof LineLoginError) throw error;
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new LineLoginError('id_token', reason);
  }
  if (payload['nonce'] !== nonce) throw new LineLoginError('id_token', 'nonce does not match');
  if (typeof payload.sub !== 'string' || payload.sub === '') {
    throw new LineLoginError('id_token', 'no subject');
  }
  if (payload.exp === undefined) throw new LineLoginError('id_token', 'no expiry');
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    userId: payload.sub,
    displayName: text(payload['name']),
    pictureUrl: text(payload['picture']),
  };
}
