/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressFolder } from '../vite-precompress';

const workspaceRoot = join(__dirname, '..', '..', '..');

/** Text that compresses well, as built JS and CSS do: `line` with each index put in for `#`. */
const repetitive = (line: string, times = 200) =>
  Array.from({ length: times }, (_, i) => line.replaceAll('#', String(i))).join('\n');

function expectCompressedCopies(file: string): void {
  const original = readFileSync(file);
  const br = readFileSync(`${file}.br`);
  const gz = readFileSync(`${file}.gz`);
  expect(br.length).toBeLessThan(original.length);
  expect(gz.length).toBeLessThan(original.length);
  expect(brotliDecompressSync(br).equals(original)).toBe(true);
  expect(gunzipSync(gz).equals(original)).toBe(true);
}

describe('precompressFolder', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'hbc-precompress-'));
    mkdirSync(join(dir, 'assets'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside text files, in sub-folders too, that decompress to the originals', async () => {
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><body>${repetitive('<p>สวัสดี #</p>')}</body>`,
    );
    writeFileSync(join(dir, 'assets', 'index-1a2b3c.js'), repetitive('console.log("app #");'));
    writeFileSync(join(dir, 'assets', 'index-1a2b3c.css'), repetitive('.a# { color: green }'));
    writeFileSync(join(dir, 'favicon.svg'), `<svg>${repetitive('<path d="M0 #"/>')}</svg>`);

    await precompressFolder(dir);

    for (const file of [
      'index.html',
      'assets/index-1a2b3c.js',
      'assets/index-1a2b3c.css',
      'favicon.svg',
    ]) {
      expectCompressedCopies(join(dir, file));
    }
  });

  it('leaves already compressed formats alone', async () => {
    writeFileSync(join(dir, 'assets', 'sarabun-thai-400.woff2'), repetitive('font'));
    writeFileSync(join(dir, 'assets', 'sarabun-thai-400.woff'), repetitive('font'));
    writeFileSync(join(dir, 'assets', 'logo.png'), repetitive('png'));

    await precompressFolder(dir);

    expect(readdirSync(join(dir, 'assets')).sort()).toEqual([
      'logo.png',
      'sarabun-thai-400.woff',
      'sarabun-thai-400.woff2',
    ]);
  });

  it('writes no copy that would be larger than the original', async () => {
    writeFileSync(join(dir, 'robots.txt'), 'x');

    await precompressFolder(dir);

    expect(readdirSync(dir).sort()).toEqual(['assets', 'robots.txt']);
  });
});

describe('precompress Vite plugin', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'hbc-precompress-build-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html lang="th"><head><meta charset="utf-8"></head><body><script type="module" src="/main.js"></script></body></html>',
    );
    writeFileSync(
      join(dir, 'main.js'),
      `import './main.css';\n${repetitive('document.body.append("item #");')}`,
    );
    writeFileSync(join(dir, 'main.css'), repetitive('.item# { margin: #px }'));
    writeFileSync(
      join(dir, 'vite.config.ts'),
      `import { precompress } from ${JSON.stringify(join(__dirname, '..', 'vite-precompress'))};\n` +
        `export default { root: ${JSON.stringify(dir)}, logLevel: 'warn', plugins: [precompress()], build: { outDir: 'out', minify: false } };\n`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('pre-compresses every JS, CSS and HTML file of a real build', () => {
    const built = spawnSync(
      process.execPath,
      [
        join(workspaceRoot, 'node_modules/vite/bin/vite.js'),
        'build',
        '--config',
        join(dir, 'vite.config.ts'),
      ],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    );
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);

    const out = join(dir, 'out');
    const assets = readdirSync(join(out, 'assets'));
    const originals = [
      'index.html',
      ...assets.filter((f) => /\.(js|css)$/.test(f)).map((f) => `assets/${f}`),
    ];
    expect(originals.filter((f) => f.endsWith('.js'))).toHaveLength(1);
    expect(originals.filter((f) => f.endsWith('.css'))).toHaveLength(1);
    for (const file of originals) {
      expect(existsSync(join(out, `${file}.br`))).toBe(true);
      expectCompressedCopies(join(out, file));
    }
  }, 60_000);
});
