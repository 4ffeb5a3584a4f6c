import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { isValidStorageKey, type MediaStorage, type StoredFile } from './storage';

/** Beside each file, its content type (`<file>.meta.json`). */
const META_SUFFIX = '.meta.json';
/** Files being written, renamed into place once complete. */
const TEMP_DIR = '.tmp';
/** A temporary file this old belongs to a write that will never finish. */
const STALE_TEMP_MS = 60 * 60 * 1000;

interface Meta {
  contentType: string;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under a directory on the local disk. Each file is written under a temporary name and
 * renamed into place, so a reader never sees half a file and a failed write leaves nothing.
 */
export class LocalDiskStorage implements MediaStorage {
  private constructor(readonly root: string) {}

  /**
   * Opens (creating when needed) the storage at `directory` and drops temporary files left by a
   * crash. Only old ones: another process sharing the directory may be writing right now.
   */
  static async open(directory: string): Promise<LocalDiskStorage> {
    const root = resolve(directory);
    const temp = join(root, TEMP_DIR);
    await mkdir(temp, { recursive: true });
    const cutoff = Date.now() - STALE_TEMP_MS;
    for (const name of await readdir(temp)) {
      const path = join(temp, name);
      const info = await stat(path).catch(() => null);
      if (info && info.mtimeMs < cutoff) await rm(path, { recursive: true, force: true });
    }
    return new LocalDiskStorage(root);
  }

  private pathOf(key: string): string {
    if (!isValidStorageKey(key) || key.endsWith(META_SUFFIX) || key.split('/')[0] === TEMP_DIR) {
      throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    }
    return join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<boolean> {
    const path = this.pathOf(key);
    if (await this.exists(key)) return false;
    const tempData = join(this.root, TEMP_DIR, randomUUID());
    const tempMeta = `${tempData}${META_SUFFIX}`;
    try {
      const meta: Meta = { contentType };
      await writeFile(tempMeta, JSON.stringify(meta));
      await writeFile(tempData, bytes);
      await mkdir(dirname(path), { recursive: true });
      // The content type first: a file in place always has its content type beside it.
      await rename(tempMeta, `${path}${META_SUFFIX}`);
      await rename(tempData, path);
      return true;
    } catch (error) {
      await Promise.all([rm(tempData, { force: true }), rm(tempMeta, { force: true })]);
      // A content type put in place for a file that never followed goes too.
      if (!(await this.exists(key).catch(() => true))) {
        await rm(`${path}${META_SUFFIX}`, { force: true });
      }
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    try {
      const [info, metaText] = await Promise.all([
        stat(path),
        readFile(`${path}${META_SUFFIX}`, 'utf8'),
      ]);
      if (!info.isFile()) return null;
      const meta = JSON.parse(metaText) as Partial<Meta>;
      if (typeof meta.contentType !== 'string') return null;
      return {
        size: info.size,
        contentType: meta.contentType,
        open: () => createReadStream(path),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await rm(`${path}${META_SUFFIX}`, { force: true });
    // Folders the key made and left empty go too (never the root itself).
    for (let dir = dirname(path); dir.startsWith(`${this.root}${sep}`); dir = dirname(dir)) {
      if ((await readdir(dir).catch(() => ['?'])).length > 0) break;
      await rmdir(dir).catch(() => undefined);
    }
  }
}
