import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { filesUnder } from '../areas/media/testing/sample-media';
import { LocalDiskStorage } from './local-disk-storage';

describe('LocalDiskStorage', () => {
  let root: string;
  let storage: LocalDiskStorage;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'hbc-storage-'));
    storage = await LocalDiskStorage.open(join(root, 'uploads'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores bytes with their content type and reads them back', async () => {
    expect(await storage.put('abc/1040', Buffer.from('image bytes'), 'image/png')).toBe(true);

    const file = await storage.get('abc/1040');
    expect(file).toMatchObject({ size: 11, contentType: 'image/png' });
    expect(file && (await text(file.open()))).toBe('image bytes');
    expect(await storage.exists('abc/1040')).toBe(true);
  });

  it('answers null and false for a key it does not hold', async () => {
    expect(await storage.get('nothing.png')).toBeNull();
    expect(await storage.exists('nothing.png')).toBe(false);
  });

  it('never rewrites a key it holds', async () => {
    await storage.put('a.png', Buffer.from('first'), 'image/png');
    const path = join(root, 'uploads', 'a.png');
    const before = await stat(path);

    expect(await storage.put('a.png', Buffer.from('second'), 'image/jpeg')).toBe(false);

    expect(await readFile(path, 'utf8')).toBe('first');
    expect((await stat(path)).mtimeMs).toBe(before.mtimeMs);
    expect((await storage.get('a.png'))?.contentType).toBe('image/png');
  });

  it('leaves only the file and its content type, no temporary file', async () => {
    await storage.put('imagemap/h/700', Buffer.from('x'), 'image/jpeg');

    expect(await filesUnder(join(root, 'uploads'))).toEqual([
      'imagemap/h/700',
      'imagemap/h/700.meta.json',
    ]);
  });

  it('deletes a file, its content type and the folders it leaves empty', async () => {
    await storage.put('imagemap/h/700', Buffer.from('x'), 'image/jpeg');
    await storage.put('imagemap/g/700', Buffer.from('y'), 'image/jpeg');

    await storage.delete('imagemap/h/700');
    await storage.delete('imagemap/h/700');

    expect(await storage.exists('imagemap/h/700')).toBe(false);
    expect(await filesUnder(join(root, 'uploads'))).toEqual([
      'imagemap/g/700',
      'imagemap/g/700.meta.json',
    ]);
    await expect(stat(join(root, 'uploads', 'imagemap', 'h'))).rejects.toThrow();
  });

  it('leaves nothing behind when a write fails', async () => {
    // A file where the key's folder should be: the final rename cannot happen.
    await writeFile(join(root, 'uploads', 'blocked'), 'a file');

    await expect(storage.put('blocked/a.png', Buffer.from('x'), 'image/png')).rejects.toThrow();

    expect(await filesUnder(join(root, 'uploads'))).toEqual(['blocked']);
  });

  it.each(['../escape.png', '/etc/passwd', 'a//b', 'a/../b', '.tmp/x', 'a.png.meta.json', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(
        'Invalid storage key',
      );
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
    },
  );

  it('drops temporary files a crash left an hour ago, keeping fresh ones', async () => {
    const temp = join(root, 'uploads', '.tmp');
    await writeFile(join(temp, 'old'), 'x');
    await writeFile(join(temp, 'fresh'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(join(temp, 'old'), twoHoursAgo, twoHoursAgo);

    await LocalDiskStorage.open(join(root, 'uploads'));

    expect(await filesUnder(temp)).toEqual(['fresh']);
  });
});
