import { createHash, timingSafeEqual } from 'node:crypto';

/** Compared as SHA-256 digests, so that neither the length nor the content leaks by timing. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `given` is the configured `secret` (constant time); never when either is missing. */
export function isSameSecret(given: string | null, secret: string | undefined): boolean {
  if (!given || !secret) return false;
  return timingSafeEqual(digest(given), digest(secret));
}
