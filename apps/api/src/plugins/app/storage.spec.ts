import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, testConfig } from '../../test/test-app';

describe('upload storage', () => {
  it('lives under DATA_DIR/uploads unless UPLOAD_DIR says elsewhere', () => {
    expect(testConfig({ DATA_DIR: '/srv/hbc' }).uploadDir).toBe('/srv/hbc/uploads');
    expect(testConfig({ DATA_DIR: '/srv/hbc', UPLOAD_DIR: '/mnt/media' }).uploadDir).toBe(
      '/mnt/media',
    );
  });

  it('creates its folder when the app starts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hbc-storage-plugin-'));
    const uploadDir = join(dir, 'nested', 'uploads');
    const app = await buildTestApp({ env: { UPLOAD_DIR: uploadDir } });
    try {
      expect((await stat(uploadDir)).isDirectory()).toBe(true);
      expect(await app.storage.exists('anything.png')).toBe(false);
    } finally {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
