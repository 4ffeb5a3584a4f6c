import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { App } from '../../app';
import { buildTestApp } from '../../test/test-app';
import { isServerPath } from './console';

const INDEX_HTML = '<!doctype html><html lang="th"><body><div id="root"></div></body></html>';
const APP_JS = 'console.log("app")';
const FAVICON_SVG = '<svg/>';

/** Writes `file` with the `.br` and `.gz` copies the console build writes beside it. */
function writeWithCompressedCopies(file: string, content: string, encodings = ['br', 'gz']): void {
  writeFileSync(file, content);
  if (encodings.includes('br')) writeFileSync(`${file}.br`, brotliCompressSync(content));
  if (encodings.includes('gz')) writeFileSync(`${file}.gz`, gzipSync(content));
}

describe('console serving', () => {
  describe('with a built console', () => {
    let app: App;
    let dist: string;

    beforeAll(async () => {
      dist = mkdtempSync(join(tmpdir(), 'hbc-console-'));
      mkdirSync(join(dist, 'assets'));
      writeWithCompressedCopies(join(dist, 'index.html'), INDEX_HTML);
      writeWithCompressedCopies(join(dist, 'assets', 'index-3f2a9c.js'), APP_JS);
      writeWithCompressedCopies(join(dist, 'favicon.svg'), FAVICON_SVG, ['gz']);
      writeFileSync(join(dist, 'assets', 'logo-77aa00.png'), 'not really a png');
      app = await buildTestApp({ env: { CONSOLE_DIST: dist } });
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      rmSync(dist, { recursive: true, force: true });
    });

    it('serves index.html at / and never lets it be cached stale', async () => {
      const response = await app.inject({ method: 'GET', url: '/' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    });

    it('caches hashed assets for a year', async () => {
      const response = await app.inject({ method: 'GET', url: '/assets/index-3f2a9c.js' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toBe(APP_JS);
    });

    it('revalidates other files at the root', async () => {
      const response = await app.inject({ method: 'GET', url: '/favicon.svg' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it.each(['/broadcast/form', '/setting/user?id=3', '/health-center/unit', '/line-login'])(
      'answers the console route %s with index.html',
      async (url) => {
        const response = await app.inject({ method: 'GET', url });

        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toBe(INDEX_HTML);
      },
    );

    it.each(['/api/nothing', '/files/missing.png', '/t/code/more', '/webhook/other', '/api'])(
      'answers the unknown server path %s with 404 NOT_FOUND',
      async (url) => {
        const response = await app.inject({ method: 'GET', url });

        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'NOT_FOUND' });
      },
    );

    it('answers 404 to other methods on page paths', async () => {
      const response = await app.inject({ method: 'POST', url: '/broadcast/form' });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'NOT_FOUND' });
    });

    it('answers any other path without a file with index.html, even under /assets', async () => {
      const response = await app.inject({ method: 'GET', url: '/assets/gone-000000.js' });

      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    });

    describe('pre-compressed copies written by the build', () => {
      const get = (url: string, acceptEncoding?: string) =>
        app.inject({
          method: 'GET',
          url,
          headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
        });

      it('sends the brotli copy of an asset to a browser that accepts br, with its own type and cache headers', async () => {
        const response = await get('/assets/index-3f2a9c.js', 'gzip, deflate, br, zstd');

        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.headers['vary']).toBe('accept-encoding');
        expect(response.headers['content-type']).toContain('javascript');
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(brotliDecompressSync(response.rawPayload).toString()).toBe(APP_JS);
      });

      it('sends the gzip copy to a client that accepts only gzip', async () => {
        const response = await get('/assets/index-3f2a9c.js', 'gzip');

        expect(response.headers['content-encoding']).toBe('gzip');
        expect(response.headers['vary']).toBe('accept-encoding');
        expect(gunzipSync(response.rawPayload).toString()).toBe(APP_JS);
      });

      it.each([[undefined], ['identity'], ['deflate']])(
        'sends the file as it is when the client accepts %p',
        async (acceptEncoding) => {
          const response = await get('/assets/index-3f2a9c.js', acceptEncoding);

          expect(response.headers['content-encoding']).toBeUndefined();
          expect(response.headers['vary']).toBe('accept-encoding');
          expect(response.body).toBe(APP_JS);
        },
      );

      it('falls back to gzip when a file has no brotli copy', async () => {
        const response = await get('/favicon.svg', 'br, gzip');

        expect(response.headers['content-encoding']).toBe('gzip');
        expect(response.headers['content-type']).toContain('image/svg+xml');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(gunzipSync(response.rawPayload).toString()).toBe(FAVICON_SVG);
      });

      it('sends a file without compressed copies as it is, and says nothing varies', async () => {
        const response = await get('/assets/logo-77aa00.png', 'br, gzip');

        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.headers['vary']).toBeUndefined();
        expect(response.body).toBe('not really a png');
      });

      it.each(['/', '/broadcast/form', '/line-login?error=1', '/assets/gone-000000.js'])(
        'sends the brotli copy of index.html for the page %s',
        async (url) => {
          const response = await get(url, 'br, gzip');

          expect(response.statusCode).toBe(200);
          expect(response.headers['content-encoding']).toBe('br');
          expect(response.headers['content-type']).toContain('text/html');
          expect(response.headers['cache-control']).toBe('no-cache');
          expect(response.headers['vary']).toBe('accept-encoding');
          expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
        },
      );

      it('sends the gzip copy of index.html for a page to a client that accepts only gzip', async () => {
        const response = await get('/segment', 'gzip');

        expect(response.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(response.rawPayload).toString()).toBe(INDEX_HTML);
      });
    });
  });

  describe('without a built console', () => {
    let app: App;

    beforeAll(async () => {
      app = await buildTestApp({ env: { CONSOLE_DIST: join(tmpdir(), 'hbc-console-absent') } });
    }, 60_000);
    afterAll(() => app?.close());

    it.each(['/', '/broadcast'])('answers %s with a Thai page saying to build it', async (url) => {
      const response = await app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('npm run build');
      expect(response.body).toContain('lang="th"');
      expect(response.body).toContain('ยังไม่ได้สร้างหน้าระบบ');
    });

    it('still answers unknown API routes with 404 NOT_FOUND', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/nothing' });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'NOT_FOUND' });
    });
  });
});

describe('isServerPath', () => {
  it.each([
    ['/api', true],
    ['/api/health?x=1', true],
    ['/files/a.png', true],
    ['/t/abc', true],
    ['/webhook/line', true],
    ['/apiary', false],
    ['/tracking-url', false],
    ['/', false],
  ])('%s → %s', (url, expected) => {
    expect(isServerPath(url)).toBe(expected);
  });
});
