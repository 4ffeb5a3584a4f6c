import { createHmac, timingSafeEqual } from 'node:crypto';

/** X-Line-Signature of `body`: base64 of HMAC-SHA256 keyed with the channel secret. */
export function lineSignature(channelSecret: string, body: Buffer): string {
  return createHmac('sha256', channelSecret).update(body).digest('base64');
}

/**
 * Whether `signature` (the X-Line-Signature header) signs exactly these bytes. Compared in
 * constant time, so an attacker learns nothing from how long a wrong signature took.
 */
export function isLineSignatureValid(
  channelSecret: string,
  body: Buffer,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(lineSignature(channelSecret, body), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  // timingSafeEqual throws on different lengths; a signature's length is no secret.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
