import { compactVerify, SignJWT } from 'jose';
import type { LineFault } from '../domain/faults';
import type { IdTokenPayload } from './schemas';

/** Issuer of LINE Login ID tokens; the sandbox uses the real value so verification code is unchanged. */
export const LINE_ISSUER = 'https://access.line.me';

/** A channel id no real client uses, for the wrong-audience fault. */
const OTHER_CHANNEL_ID = '1000000001';

export interface IdTokenInput {
  channelId: string;
  channelSecret: string;
  userId: string;
  /** Null unless the `profile` scope was granted, as LINE leaves name and picture out then. */
  name: string | null;
  picture: string | null;
  nonce: string | null;
  /** Seconds since the epoch. */
  now: number;
  fault: LineFault | null;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function secretKey(secret: string): Uint8Array {
  return encoder.encode(secret);
}

/** The claims of the ID token, bent as the fault asks. */
export function idTokenClaims(input: IdTokenInput): IdTokenPayload {
  const expired = input.fault === 'expired';
  const iat = expired ? input.now - 2 * 3600 : input.now;
  const claims: IdTokenPayload = {
    iss: input.fault === 'wrong_iss' ? 'https://access.line.example' : LINE_ISSUER,
    sub: input.userId,
    aud: input.fault === 'wrong_aud' ? OTHER_CHANNEL_ID : input.channelId,
    exp: expired ? input.now - 3600 : input.now + 3600,
    iat,
    amr: ['pwd'],
  };
  if (input.name !== null) claims.name = input.name;
  if (input.picture !== null) claims.picture = input.picture;
  if (input.fault === 'wrong_nonce') claims.nonce = 'sandbox-unexpected-nonce';
  else if (input.nonce !== null) claims.nonce = input.nonce;
  return claims;
}

/** An HS256 ID token signed with the channel secret, as LINE Login issues for web logins. */
export async function issueIdToken(input: IdTokenInput): Promise<string> {
  const claims = idTokenClaims(input);
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(secretKey(input.channelSecret));
  if (input.fault !== 'bad_signature') return token;
  // Tamper with the payload after signing: the signature no longer matches.
  const [header, , signature] = token.split('.');
  const tampered = Buffer.from(
    JSON.stringify({ ...claims, name: `${claims.name ?? ''} (แก้ไข)` }),
  ).toString('base64url');
  return `${header}.${tampered}.${signature}`;
}

export type IdTokenCheck =
  { ok: true; payload: IdTokenPayload } | { ok: false; description: string };

export interface VerifyInput {
  idToken: string;
  channelSecret: string;
  clientId: string;
  nonce?: string;
  userId?: string;
  /** Seconds since the epoch. */
  now: number;
}

function isPayload(value: unknown): value is IdTokenPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['iss'] === 'string' &&
    typeof v['sub'] === 'string' &&
    typeof v['aud'] === 'string' &&
    typeof v['exp'] === 'number' &&
    typeof v['iat'] === 'number'
  );
}

/**
 * Verifies an ID token the way LINE's verify endpoint does and answers with its error
 * descriptions: signature, issuer, expiry, audience, nonce, subject, in that order.
 */
export async function verifyIdToken(input: VerifyInput): Promise<IdTokenCheck> {
  let payload: unknown;
  try {
    const result = await compactVerify(input.idToken, secretKey(input.channelSecret), {
      algorithms: ['HS256'],
    });
    payload = JSON.parse(decoder.decode(result.payload));
  } catch {
    return { ok: false, description: 'Invalid IdToken.' };
  }
  if (!isPayload(payload)) return { ok: false, description: 'Invalid IdToken.' };
  if (payload.iss !== LINE_ISSUER) return { ok: false, description: 'Invalid IdToken Issuer.' };
  if (payload.exp <= input.now) return { ok: false, description: 'IdToken expired.' };
  if (payload.aud !== input.clientId)
    return { ok: false, description: 'Invalid IdToken Audience.' };
  if (input.nonce !== undefined && payload.nonce !== input.nonce) {
    return { ok: false, description: 'Invalid IdToken Nonce.' };
  }
  if (input.userId !== undefined && payload.sub !== input.userId) {
    return { ok: false, description: 'Invalid IdToken Subject Identifier.' };
  }
  return { ok: true, payload: { ...payload, amr: Array.isArray(payload.amr) ? payload.amr : [] } };
}
