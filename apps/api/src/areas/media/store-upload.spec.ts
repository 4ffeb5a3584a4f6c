import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskStorage } from '../../storage/local-disk-storage';
import type { MediaStorage } from '../../storage/storage';
import { contentHash } from './media-keys';
import { storeUpload } from './store-upload';
import { filesUnder, sampleImage } from './testing/sample-media';
import type { CheckedMedia } from './validate-upload';

/** The storage, failing its `failAt`-th write. */
function failingOnWrite(storage: MediaStorage, failAt: number): MediaStorage {
  let writes = 0;
  return {
    put: (key, bytes, contentType) => {
      writes += 1;
      if (writes === failAt) return Promise.reject(new Error('disk full'));
      return storage.put(key, bytes, contentType);
    },
    get: (key) => storage.get(key),
    exists: (key) => storage.exists(key),
    delete: (key) => storage.delete(key),
  };
}

describe('storeUpload', () => {
  let root: string;
  let storage: LocalDiskStorage;
  let media: CheckedMedia;

  beforeAll(async () => {
    const bytes = await sampleImage('jpeg', 1040, 520);
    media = { bytes, kind: 'jpeg', size: { width: 1040, height: 520 } };
  });
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'hbc-store-'));
    storage = await LocalDiskStorage.open(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores an imagemap image at its five widths under its hash', async () => {
    const hash = contentHash(media.bytes);
    const stored = await storeUpload(storage, 'imagemap', media);

    expect(stored.path).toBe(`imagemap/${hash}`);
    expect(stored.created).toEqual(
      [1040, 700, 460, 300, 240].map((width) => `imagemap/${hash}/${width}`),
    );
    const again = await storeUpload(storage, 'imagemap', media);
    expect(again).toEqual({ path: stored.path, created: [] });
  });

  it('stores a plain image once, named by its hash and kind', async () => {
    const stored = await storeUpload(storage, 'image', media);

    expect(stored).toEqual({
      path: `${contentHash(media.bytes)}.jpg`,
      created: [`${contentHash(media.bytes)}.jpg`],
    });
  });

  it.each([1, 3, 5])('removes what it wrote when the write number %i fails', async (failAt) => {
    await expect(storeUpload(failingOnWrite(storage, failAt), 'imagemap', media)).rejects.toThrow(
      'disk full',
    );

    expect(await filesUnder(root)).toEqual([]);
  });

  it('keeps the widths an earlier upload of the same image wrote', async () => {
    await storeUpload(storage, 'imagemap', media);
    const before = await filesUnder(root);
    await storage.delete(`imagemap/${contentHash(media.bytes)}/240`);

    const repaired = await storeUpload(storage, 'imagemap', media);

    expect(repaired.created).toEqual([`imagemap/${contentHash(media.bytes)}/240`]);
    expect(await filesUnder(root)).toEqual(before);
  });
});
