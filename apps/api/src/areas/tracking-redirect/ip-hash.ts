import { createHash, createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { keyBytes } from '../../cid/cid-keys';

export const IP_HASH_KEY_MIN_BYTES = 32;
export const IP_HASH_KEY_RULE = `an HMAC-SHA-256 key of at least ${IP_HASH_KEY_MIN_BYTES} bytes, written as hex or base64`;

/**
 * Hashes the addresses of clicks when TRACKING_IP_HASH_KEY is unset on a development or test
 * machine; anyone with the source has it. Derived from its name so that nobody mistakes it for a
 * real one.
 */
export const DEVELOPMENT_IP_HASH_KEY: KeyObject = createSecretKey(
  createHash('sha256').update('hbc-development-tracking-ip-hash-key-not-for-production').digest(),
);

/** The key of TRACKING_IP_HASH_KEY, or what is wrong with it (never quoting it). */
export function parseIpHashKey(text: string): KeyObject | string {
  const bytes = keyBytes(text);
  if (!bytes) return 'is neither hex nor base64';
  if (bytes.length < IP_HASH_KEY_MIN_BYTES) return `is ${bytes.length} bytes long`;
  return createSecretKey(bytes);
}

/**
 * A click's address as it is kept: HMAC-SHA-256 under `key`, in hex. Without the key nobody can
 * tell which address a hash stands for (IPv4 has few enough addresses to try every one of a
 * plain hash), yet one person's clicks share a hash, which counts unique clicks.
 */
export function ipHasher(key: KeyObject): (ip: string) => string {
  return (ip) => createHmac('sha256', key).update(ip).digest('hex');
}
