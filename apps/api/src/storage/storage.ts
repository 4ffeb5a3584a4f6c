import type { Readable } from 'node:stream';

/** A stored file as read back. */
export interface StoredFile {
  size: number;
  contentType: string;
  /** Opens the bytes for reading. */
  open(): Readable;
}

/**
 * Where uploaded media is kept. Keys are relative paths made by the API (never from user input):
 * segments of letters, digits, '.', '_' and '-' separated by '/'. Content is immutable: a key
 * once written keeps its bytes.
 */
export interface MediaStorage {
  /** Stores `bytes` under `key` unless the key already exists; answers whether it wrote them. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<boolean>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file under `key`; nothing happens when there is none. */
  delete(key: string): Promise<void>;
}

const SEGMENT = '[A-Za-z0-9][A-Za-z0-9._-]*';
const KEY = new RegExp(`^${SEGMENT}(/${SEGMENT})*$`);

/** Whether `key` is a well-formed storage key (no '..', no leading '/', no empty segment). */
export function isValidStorageKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key);
}
