import { verify } from 'node:crypto';
import type { SandboxConfig } from '../config/load-config';
import { ProtocolError } from '../domain/protocol-error';
import { lineOAuthError } from '../line/line-errors';

export const JWT_BEARER = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** `aud` every assertion must name ("Generate a JWT", LINE's generate-json-web-token page). */
const AUDIENCE = 'https://api.line.me/';
/** An assertion expires within 30 minutes; a token lives 30 days at most. */
const MAX_ASSERTION_S = 30 * 60;
const MAX_TOKEN_S = 30 * 24 * 3600;

const invalidClient = (description: string) => lineOAuthError(400, 'invalid_client', description);

function decoded(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Checks a channel's JWT assertion as LINE does ("Issue channel access token v2.1" and "Get all
 * valid channel access token key IDs v2.1", messaging-api reference): RS256 signed with a
 * public key registered under its `kid` (else 404), `iss` and `sub` the channel id, `aud` LINE,
 * `exp` not past and within 30 minutes; with `withTokenExp`, `token_exp` at most 30 days.
 * Answers `token_exp`; throws LINE's error answers.
 */
export function verifiedAssertion(
  type: string | undefined,
  assertion: string | undefined,
  config: SandboxConfig,
  nowMs: number,
  withTokenExp: boolean,
): { tokenExp: number } {
  if (type !== JWT_BEARER) {
    throw lineOAuthError(400, 'invalid_request', 'client_assertion_type is invalid');
  }
  const [headerPart, payloadPart, signaturePart, ...rest] = (assertion ?? '').split('.');
  const header = headerPart === undefined ? null : decoded(headerPart);
  const claims = payloadPart === undefined ? null : decoded(payloadPart);
  if (!header || !claims || signaturePart === undefined || rest.length > 0) {
    throw invalidClient('Invalid JWT');
  }
  if (header['alg'] !== 'RS256') throw invalidClient('Invalid alg');
  const key =
    typeof header['kid'] === 'string'
      ? config.lineMessagingAssertionKeys[header['kid']]
      : undefined;
  if (!key) {
    throw new ProtocolError(404, {
      message: 'Cannot find channel key that satisfies the conditions',
    });
  }
  const signed = verify(
    'sha256',
    Buffer.from(`${headerPart}.${payloadPart}`),
    key,
    Buffer.from(signaturePart, 'base64url'),
  );
  if (!signed) throw invalidClient('Invalid signature');
  if (claims['iss'] !== config.lineMessagingChannelId) {
    throw invalidClient('iss and clientId of key do not match');
  }
  if (claims['sub'] !== claims['iss']) throw invalidClient('Invalid sub');
  if (claims['aud'] !== AUDIENCE) throw invalidClient('Invalid aud');
  const exp = claims['exp'];
  const now = nowMs / 1000;
  if (typeof exp !== 'number' || exp <= now || exp > now + MAX_ASSERTION_S) {
    throw invalidClient('Invalid exp');
  }
  const tokenExp = claims['token_exp'];
  if (!withTokenExp) return { tokenExp: 0 };
  if (
    typeof tokenExp !== 'number' ||
    !Number.isInteger(tokenExp) ||
    tokenExp <= 0 ||
    tokenExp > MAX_TOKEN_S
  ) {
    throw invalidClient('Invalid token_exp');
  }
  return { tokenExp };
}
