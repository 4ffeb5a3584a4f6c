import { sign, type KeyObject } from 'node:crypto';

/** `aud` of every assertion ("Generate a JWT", LINE's generate-json-web-token documentation). */
export const LINE_ASSERTION_AUDIENCE = 'https://api.line.me/';
/** LINE takes an assertion that expires within 30 minutes; this one is sent at once. */
const ASSERTION_LIFETIME_S = 5 * 60;

export interface AssertionSigningKey {
  channelId: string;
  /** The kid LINE gave when the public key was registered. */
  keyId: string;
  privateKey: KeyObject;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The JWT assertion that asks LINE for a channel access token v2.1 living `tokenLifetimeS`
 * ("Generate a JWT": header `{ alg: RS256, typ: JWT, kid }`, payload `{ iss, sub: channel id,
 * aud, exp, token_exp }`, signed RS256 with the assertion signing key's private half).
 */
export function channelAssertion(
  key: AssertionSigningKey,
  tokenLifetimeS: number,
  nowMs: number,
): string {
  const header = base64url({ alg: 'RS256', typ: 'JWT', kid: key.keyId });
  const payload = base64url({
    iss: key.channelId,
    sub: key.channelId,
    aud: LINE_ASSERTION_AUDIENCE,
    exp: Math.floor(nowMs / 1000) + ASSERTION_LIFETIME_S,
    token_exp: tokenLifetimeS,
  });
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), key.privateKey);
  return `${header}.${payload}.${signature.toString('base64url')}`;
}
