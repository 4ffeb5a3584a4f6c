import { createHmac, createSecretKey } from 'node:crypto';
import { inspect } from 'node:util';
import { CidDecryptionError, CidProtection } from './cid-protection';

const CID = '1101700230705';
const key = (fill: number) => createSecretKey(Buffer.alloc(32, fill));
const HASH_KEY = key(9);

type KeySpec = [id: string, fill: number];
const keyOf = ([id, fill]: KeySpec) => ({ id, key: key(fill) });

function protection(first: KeySpec, ...others: KeySpec[]): CidProtection {
  return new CidProtection({ hash: HASH_KEY, encryption: [keyOf(first), ...others.map(keyOf)] });
}

/** `encrypted` with one bit of byte `at` flipped. */
function flipped(encrypted: string, at: number): string {
  const bytes = Buffer.from(encrypted, 'base64');
  bytes[at] = (bytes[at] ?? 0) ^ 1;
  return bytes.toString('base64');
}

describe('CidProtection', () => {
  it('hashes the normalised digits with HMAC-SHA-256 under the hash key', () => {
    const cids = protection(['k1', 1]);
    const expected = createHmac('sha256', Buffer.alloc(32, 9)).update(CID).digest('hex');

    expect(cids.hashCid(CID)).toBe(expected);
    expect(cids.hashCid('1-1017-00230-70-5')).toBe(expected);
    expect(cids.hashCid(' 1 1017 00230 70 5 ')).toBe(expected);
    expect(cids.hashCid('1101700230706')).not.toBe(expected);
  });

  it('gives the same hash whichever key encrypts, and another under another hash key', () => {
    const other = new CidProtection({
      hash: key(8),
      encryption: [{ id: 'k1', key: key(1) }],
    });

    expect(protection(['k2', 2], ['k1', 1]).hashCid(CID)).toBe(protection(['k1', 1]).hashCid(CID));
    expect(other.hashCid(CID)).not.toBe(protection(['k1', 1]).hashCid(CID));
  });

  it('encrypts under the first key with a fresh IV each time, and decrypts it back', () => {
    const cids = protection(['k2', 2], ['k1', 1]);
    const first = cids.encryptCid('1-1017-00230-70-5');
    const second = cids.encryptCid(CID);

    expect(first.keyId).toBe('k2');
    expect(first.encrypted).not.toBe(second.encrypted);
    expect(first.encrypted).not.toContain(CID);
    expect(Buffer.from(first.encrypted, 'base64')).toHaveLength(12 + 16 + 13);
    expect(cids.decryptCid(first.encrypted, first.keyId)).toBe(CID);
    expect(cids.decryptCid(second.encrypted, second.keyId)).toBe(CID);
  });

  it('still decrypts what an older key encrypted after a new key comes first (rotation)', () => {
    const before = protection(['k1', 1]).encryptCid(CID);
    const rotated = protection(['k2', 2], ['k1', 1]);

    expect(before.keyId).toBe('k1');
    expect(rotated.decryptCid(before.encrypted, 'k1')).toBe(CID);
    expect(rotated.encryptCid(CID).keyId).toBe('k2');
  });

  it('refuses an unknown key id, naming the id only', () => {
    const { encrypted } = protection(['k1', 1]).encryptCid(CID);
    const act = () => protection(['k2', 2]).decryptCid(encrypted, 'k1');

    expect(act).toThrow(CidDecryptionError);
    expect(act).toThrow('key id "k1", which CID_ENCRYPTION_KEYS does not hold');
  });

  it('detects altered data: IV, tag, ciphertext, truncation, another key under the same id', () => {
    const cids = protection(['k1', 1]);
    const { encrypted } = cids.encryptCid(CID);

    for (const at of [0, 12, 28, 40]) {
      expect(() => cids.decryptCid(flipped(encrypted, at), 'k1')).toThrow(CidDecryptionError);
    }
    const short = Buffer.from(encrypted, 'base64').subarray(0, 28).toString('base64');
    expect(() => cids.decryptCid(short, 'k1')).toThrow('truncated');
    expect(() => protection(['k1', 7]).decryptCid(encrypted, 'k1')).toThrow(
      'failed its integrity check',
    );
  });

  it('binds the key id: data moved to another id that holds the same key does not decrypt', () => {
    const cids = protection(['k1', 1], ['copy', 1]);
    const { encrypted } = cids.encryptCid(CID);

    expect(() => cids.decryptCid(encrypted, 'copy')).toThrow(CidDecryptionError);
  });

  it('never shows a CID or a key in its errors or when inspected', () => {
    const cids = protection(['k1', 1]);
    const { encrypted } = cids.encryptCid(CID);
    let message = '';
    try {
      cids.decryptCid(flipped(encrypted, 30), 'k1');
    } catch (error) {
      message = String(error);
    }

    expect(message).toMatch(/integrity check/);
    expect(message).not.toContain(CID);
    expect(inspect(cids, { depth: 5 })).not.toMatch(/0101|AQEB|0909/);
    expect(JSON.stringify(cids)).not.toMatch(/0101|AQEB|0909/);
  });
});
