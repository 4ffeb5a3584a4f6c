import { randomBytes } from 'node:crypto';

/** An unguessable URL-safe token: `bytes` random bytes, base64url encoded, with an optional prefix. */
export function randomToken(bytes = 24, prefix = ''): string {
  return `${prefix}${randomBytes(bytes).toString('base64url')}`;
}
