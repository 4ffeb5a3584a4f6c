/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const workspace = resolve(__dirname, '../../../..');

/** Strings only the fake dev profile holds. */
const MARKERS = ['dev-server-fake-access-token', 'ผู้พัฒนา', 'ทดลองระบบ'];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('the production build', () => {
  let outDir: string;
  let texts: Map<string, string>;

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'console-build-'));
    await run(
      'npx',
      [
        'vite',
        'build',
        '-c',
        'apps/console/vite.config.ts',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      // A production build, whatever NODE_ENV the test runner set.
      {
        cwd: workspace,
        env: { ...process.env, NODE_ENV: 'production' },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    texts = new Map();
    for (const file of await filesUnder(outDir)) {
      if (/\.(js|html|css)$/.test(file)) texts.set(file, await readFile(file, 'utf8'));
    }
  }, 180_000);

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('holds the console itself', () => {
    const all = [...texts.values()].join('\n');
    expect(all).toContain('เข้าสู่ระบบด้วย LINE');
    expect(all).toContain('/api/login/line/authorize-url');
  });

  it('leaves out the fake profile of the dev server', async () => {
    const source = await readFile(join(__dirname, 'dev-profile.ts'), 'utf8');
    for (const marker of MARKERS) {
      expect(source).toContain(marker);
      for (const [file, text] of texts) {
        if (text.includes(marker)) throw new Error(`${file} holds the dev-only "${marker}"`);
      }
    }
  });
});
