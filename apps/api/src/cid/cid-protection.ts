import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { normaliseCid } from '@hbc/contracts';
import type { CidKeys } from './cid-keys';

/** A CID encrypted, and the id of the key that encrypted it (stored beside it). */
export interface EncryptedCid {
  /** base64 of IV (12 bytes) + GCM tag (16 bytes) + ciphertext. */
  encrypted: string;
  keyId: string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const CIPHER = 'aes-256-gcm';
/** IVs drawn from the CSPRNG at once: one call per this many, not one per CID (imports). */
const IVS_PER_DRAW = 1024;

/** A stored CID that cannot be read back. The message names the key id, never the CID. */
export class CidDecryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CidDecryptionError';
  }
}

/**
 * Hashes and encrypts citizen IDs with the configured keys (PDPA): the keyed hash (HMAC-SHA-256
 * of the normalised digits, hex) is what every table matches on; the encrypted copy (AES-256-GCM
 * under the first key, its key id as additional data) is read back only to mask or reveal it.
 */
export class CidProtection {
  private readonly decryptionKeys: ReadonlyMap<string, CidKeys['encryption'][number]['key']>;
  private ivs = Buffer.alloc(0);
  private ivsUsed = 0;

  constructor(private readonly keys: CidKeys) {
    this.decryptionKeys = new Map(keys.encryption.map(({ id, key }) => [id, key]));
  }

  /** The keyed hash of `cid` (spaces and dashes dropped first): 64 hex digits. */
  hashCid(cid: string): string {
    return createHmac('sha256', this.keys.hash).update(normaliseCid(cid)).digest('hex');
  }

  /** `cid` (normalised) encrypted under the first key, with a fresh random IV. */
  encryptCid(cid: string): EncryptedCid {
    const { id, key } = this.keys.encryption[0];
    const iv = this.nextIv();
    const cipher = createCipheriv(CIPHER, key, iv).setAAD(Buffer.from(id));
    const ciphertext = Buffer.concat([cipher.update(normaliseCid(cid), 'utf8'), cipher.final()]);
    const encrypted = Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
    return { encrypted, keyId: id };
  }

  /** A fresh random IV, never handed out twice. */
  private nextIv(): Buffer {
    if (this.ivsUsed === IVS_PER_DRAW || this.ivs.length === 0) {
      this.ivs = randomBytes(IV_BYTES * IVS_PER_DRAW);
      this.ivsUsed = 0;
    }
    const start = IV_BYTES * this.ivsUsed++;
    return this.ivs.subarray(start, start + IV_BYTES);
  }

  /**
   * The CID `encrypted` holds, under the key `keyId` names. Throws a `CidDecryptionError` for a
   * key id no configured key has, or data that was altered or encrypted under another key.
   */
  decryptCid(encrypted: string, keyId: string): string {
    const key = this.decryptionKeys.get(keyId);
    if (!key) {
      throw new CidDecryptionError(
        `a CID is encrypted under key id "${keyId}", which CID_ENCRYPTION_KEYS does not hold`,
      );
    }
    const data = Buffer.from(encrypted, 'base64');
    if (data.length <= IV_BYTES + TAG_BYTES) {
      throw new CidDecryptionError(`a CID encrypted under key id "${keyId}" is truncated`);
    }
    try {
      const decipher = createDecipheriv(CIPHER, key, data.subarray(0, IV_BYTES))
        .setAAD(Buffer.from(keyId))
        .setAuthTag(data.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plain = Buffer.concat([
        decipher.update(data.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    } catch {
      throw new CidDecryptionError(
        `a CID encrypted under key id "${keyId}" failed its integrity check (altered, or another key)`,
      );
    }
  }
}
