import { createHash, createSecretKey, type KeyObject } from 'node:crypto';

/**
 * The keys that protect citizen IDs: one HMAC-SHA-256 key for the hashes every table matches on,
 * and AES-256-GCM keys, each with an id stored beside what it encrypted, so that a new key can
 * take over encrypting while the older ones still decrypt. Held as `KeyObject`s, which neither
 * `JSON.stringify` nor `util.inspect` ever print.
 */
export interface CidKeys {
  hash: KeyObject;
  /** The first encrypts; every one decrypts what was encrypted under its id. */
  encryption: readonly [CidEncryptionKey, ...CidEncryptionKey[]];
}

export interface CidEncryptionKey {
  id: string;
  key: KeyObject;
}

export const CID_HASH_KEY_MIN_BYTES = 32;
export const CID_ENCRYPTION_KEY_BYTES = 32;
const KEY_ID = /^[A-Za-z0-9_.-]{1,32}$/;

export const CID_HASH_KEY_RULE = `an HMAC-SHA-256 key of at least ${CID_HASH_KEY_MIN_BYTES} bytes, written as hex or base64`;
export const CID_ENCRYPTION_KEYS_RULE = `comma-separated id:key pairs, each key ${CID_ENCRYPTION_KEY_BYTES} bytes (AES-256) written as hex or base64, ids of letters, digits, '.', '_' or '-'; the first encrypts, all decrypt (e.g. k2:<key>,k1:<key>)`;

/**
 * Fixed keys for development and test machines only: anyone with the source has them. Derived
 * from their names so that nobody mistakes them for real ones.
 */
const developmentKey = (name: string) =>
  createSecretKey(createHash('sha256').update(name).digest());
export const DEVELOPMENT_CID_KEY_ID = 'development';
export const DEVELOPMENT_CID_KEYS: CidKeys = {
  hash: developmentKey('hbc-development-cid-hash-key-not-for-production'),
  encryption: [
    {
      id: DEVELOPMENT_CID_KEY_ID,
      key: developmentKey('hbc-development-cid-encryption-key-not-for-production'),
    },
  ],
};

const HEX = /^(?:[0-9a-fA-F]{2})+$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The bytes of a key written as hex (an even number of hex digits) or as base64 (padding
 * optional), or null for anything else. A key in hex is read as hex: random base64 of 32 bytes
 * practically never consists of hex digits only.
 */
export function keyBytes(text: string): Buffer | null {
  if (HEX.test(text)) return Buffer.from(text, 'hex');
  const unpadded = text.replace(/=+$/, '');
  if (!BASE64.test(text) || unpadded.length % 4 === 1) return null;
  if (text.length !== unpadded.length && text.length % 4 !== 0) return null;
  return Buffer.from(text, 'base64');
}

/** The hash key, or what is wrong with it (never quoting it). */
export function parseCidHashKey(text: string): KeyObject | string {
  const bytes = keyBytes(text);
  if (!bytes) return 'is neither hex nor base64';
  if (bytes.length < CID_HASH_KEY_MIN_BYTES) return `is ${bytes.length} bytes long`;
  return createSecretKey(bytes);
}

/** The encryption keys, first one first, or what is wrong with them (never quoting a key). */
export function parseCidEncryptionKeys(text: string): CidKeys['encryption'] | string {
  const keys: CidEncryptionKey[] = [];
  for (const [index, entry] of text.split(',').entries()) {
    const pair = entry.trim();
    const colon = pair.indexOf(':');
    const id = colon === -1 ? '' : pair.slice(0, colon).trim();
    const place = `entry ${index + 1}`;
    if (!KEY_ID.test(id)) return `${place} has no valid key id before ':'`;
    if (keys.some((key) => key.id === id)) return `${place} repeats key id ${id}`;
    const bytes = keyBytes(pair.slice(colon + 1).trim());
    if (!bytes) return `${place} (key id ${id}) is neither hex nor base64`;
    if (bytes.length !== CID_ENCRYPTION_KEY_BYTES) {
      return `${place} (key id ${id}) is ${bytes.length} bytes long`;
    }
    keys.push({ id, key: createSecretKey(bytes) });
  }
  const [first, ...others] = keys;
  return first ? [first, ...others] : 'holds no key';
}
