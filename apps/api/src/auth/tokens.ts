import { LINE_TOKEN_LIFETIME_MS } from '@hbc/contracts';
import { jwtVerify, SignJWT } from 'jose';

/** Issuer of the API's own tokens. */
export const TOKEN_ISSUER = 'hbc-api';

/**
 * The two tokens the API issues, told apart by both `typ` (header) and `aud`, so neither is ever
 * accepted in place of the other. Both carry the sign-in's session id as `jti`, so that ending the
 * session (sign-out) ends both:
 * - messaging: after LINE Login, good only for the provider step (4 hours, spec section 9);
 * - access: after the provider step, for everything else (12 hours).
 */
export const TOKEN_KINDS = {
  messaging: {
    typ: 'hbc-messaging+jwt',
    audience: 'hbc:provider-login',
    lifetimeMs: LINE_TOKEN_LIFETIME_MS,
  },
  access: { typ: 'hbc-access+jwt', audience: 'hbc:console', lifetimeMs: 12 * 60 * 60 * 1000 },
} as const;
export type TokenKind = keyof typeof TOKEN_KINDS;

export interface TokenClaims {
  userId: number;
  /** The sign-in's session (`auth_session.id`). */
  sessionId: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

/** When a token of `kind` issued at `now` (ms) expires, in whole seconds as JWT `exp` has it. */
export function tokenExpiry(kind: TokenKind, now: number): Date {
  return new Date(Math.floor((now + TOKEN_KINDS[kind].lifetimeMs) / 1000) * 1000);
}

/** Signs a token of `kind` for the user, valid from `now` (ms) for the kind's lifetime. */
export function issueToken(
  kind: TokenKind,
  secret: string,
  claims: TokenClaims,
  now: number = Date.now(),
): Promise<string> {
  const { typ, audience } = TOKEN_KINDS[kind];
  const jwt = new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(audience)
    .setSubject(String(claims.userId))
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(tokenExpiry(kind, now))
    .setJti(claims.sessionId);
  return jwt.sign(key(secret));
}

/**
 * The user and session of a token of `kind`, or null when the token is not one: bad signature,
 * another kind, expired, or without the claims it needs. Whether the session is still open is
 * for the caller to check.
 */
export async function verifyToken(
  kind: TokenKind,
  secret: string,
  token: string,
): Promise<TokenClaims | null> {
  const { typ, audience } = TOKEN_KINDS[kind];
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience,
      typ,
      requiredClaims: ['sub', 'exp', 'jti'],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || !payload.jti) return null;
    return { userId, sessionId: payload.jti };
  } catch {
    return null;
  }
}
